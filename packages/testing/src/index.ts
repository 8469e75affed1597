export * from './emulators'
export * from './integration'
