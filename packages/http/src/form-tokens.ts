import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring links to a public EVENTS feedback form (docs/adr/0011). The events domain signs one when an
 * event's feedback QR code is made; the feedback domain verifies it on every answer. A token is
 * `<expiry>.<mac>`: the expiry in epoch seconds (base 36) and the first 16 bytes of an HMAC-SHA256 (base64url)
 * over the template, the reference (the event), the form type and the expiry, so about 30 URL-safe characters
 * that fit a QR code. The key is derived from the token secret every domain already has, under its own
 * purpose label, so a form token can never pass for a session token or a device cookie and the other way round.
 */

/** Signatures of form links cannot be mistaken for any other MAC made from the same secret. */
const PURPOSE = 'campus-portal/feedback-form-link/v1'
/** The only form type that travels with a token: event forms, open to guests. */
const FORM_TYPE = 'EVENTS'
const MAC_BYTES = 16
const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/

/** What a form token vouches for. */
export interface FormLink {
  feedbackTemplateId: string
  /** The event the form is about. */
  referenceId: string
}

export type FormTokenCheck =
  { valid: true; expiresAt: number } | { valid: false; reason: 'MALFORMED' | 'SIGNATURE' | 'EXPIRED' }

/** Signs and verifies form tokens with a key derived from `secret` (the session token secret). */
export function createFormTokens(secret: string) {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 characters')
  const key = createHmac('sha256', secret).update(PURPOSE).digest()
  // JSON of the fields: unambiguous whatever characters the ids hold.
  const mac = (link: FormLink, expiresAtSeconds: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([link.feedbackTemplateId, link.referenceId, FORM_TYPE, expiresAtSeconds]))
      .digest()
      .subarray(0, MAC_BYTES)

  return {
    /** A token for `link`, valid until `expiresAt` (epoch ms, rounded down to the second). */
    sign(link: FormLink, expiresAt: number) {
      const seconds = Math.floor(expiresAt / 1000)
      return `${seconds.toString(36)}.${mac(link, seconds).toString('base64url')}`
    },

    /** Whether `token` was signed for `link` and has not expired at `now`; the MAC is compared in constant time. */
    verify(token: string, link: FormLink, now = Date.now()): FormTokenCheck {
      const parts = TOKEN.exec(token)
      if (!parts) return { valid: false, reason: 'MALFORMED' }
      const seconds = parseInt(parts[1]!, 36)
      // Compared as text, so only the one canonical spelling of the MAC passes.
      const given = Buffer.from(parts[2]!)
      const expected = Buffer.from(mac(link, seconds).toString('base64url'))
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { valid: false, reason: 'SIGNATURE' }
      const expiresAt = seconds * 1000
      if (expiresAt <= now) return { valid: false, reason: 'EXPIRED' }
      return { valid: true, expiresAt }
    },
  }
}

export type FormTokens = ReturnType<typeof createFormTokens>
