import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** The HttpOnly cookie a browser gets on a successful sign-in (docs/adr/0012). */
export const DEVICE_COOKIE = 'campus_device'
/** It goes only to the sign-in route. */
export const DEVICE_COOKIE_PATH = '/api/user/login'
export const DEVICE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000

/** Signatures of device tokens cannot be mistaken for any other MAC made with the same secret. */
const PURPOSE = 'campus-portal/device-cookie/v1'
const DEVICE_ID = /^[\w-]{16,64}$/
/** Clocks of Lambdas differ a little. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

interface DeviceClaims {
  /** User id. */
  u: string
  /** Device id. */
  d: string
  /** Issued at, epoch milliseconds. */
  iat: number
}

const isClaims = (value: unknown): value is DeviceClaims =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeviceClaims).u === 'string' &&
  typeof (value as DeviceClaims).d === 'string' &&
  typeof (value as DeviceClaims).iat === 'number'

/**
 * Device tokens: `<payload>.<mac>`, the payload base64url JSON `{ u: userId, d: deviceId, iat }`, the MAC an
 * HMAC-SHA256 with the token secret over a purpose label and the payload. A genuine token for the user signing
 * in, under 90 days old, names a browser that signed in to that account before: its sign-ins spend that
 * device's own attempt budget, so a lock set off by someone else does not shut the owner out.
 */
export function createDeviceTokens(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url')

  return {
    newDeviceId: () => randomBytes(16).toString('base64url'),

    issue(userId: string, deviceId: string, now = Date.now()) {
      const claims: DeviceClaims = { u: userId, d: deviceId, iat: now }
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return `${payload}.${mac(payload)}`
    },

    /** The device id a token names, when the token is genuine, current and `userId`'s; otherwise undefined. */
    deviceOf(token: string | undefined, userId: string, now = Date.now()): string | undefined {
      if (!token || token.length > 1024) return undefined
      const [payload, signature, ...rest] = token.split('.')
      if (!payload || !signature || rest.length) return undefined
      const expected = Buffer.from(mac(payload))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
      let claims: unknown
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        return undefined
      }
      if (!isClaims(claims) || claims.u !== userId || !DEVICE_ID.test(claims.d)) return undefined
      if (claims.iat > now + CLOCK_SKEW_MS || now - claims.iat > DEVICE_TOKEN_TTL_MS) return undefined
      return claims.d
    },
  }
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>
