export * from './emulators'
export * from './integration'
export * from './call-app'
export * from './access-matrix'
