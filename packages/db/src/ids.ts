import { randomBytes } from 'node:crypto'

/** A new record id: 24 hex characters, the shape of the legacy ObjectIds the client and old links carry. */
export const newId = () => randomBytes(12).toString('hex')
