export * from './errors'
export * from './enums'
export * from './schemas/user'
