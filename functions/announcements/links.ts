import { randomBytes } from 'node:crypto'

/** A public link's key: 16 random bytes (128 bits) as 22 base64url characters, so links cannot be guessed. */
export const newRandomKey = () => randomBytes(16).toString('base64url')

/** The path of an announcement's public page: the legacy `/m/{key}`, which the web app maps to view-sms. */
export const publicPath = (randomKey: string) => `/m/${randomKey}`

/** A stand-in key of a real key's length, for the compose preview's SMS text (the key is made on sending). */
export const PREVIEW_KEY = 'x'.repeat(22)
