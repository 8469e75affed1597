export * from './env'
export * from './logger'
export * from './aws'
export * from './notifier'
