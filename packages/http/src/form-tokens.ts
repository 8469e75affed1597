import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring links to a public EVENTS feedback form (docs/adr/0011), and (below) the personal answer codes
 * of a survey's public form (docs/adr/0033). The events domain signs a form token when an event's feedback QR
 * code is made; the feedback domain verifies it on every answer. A token is
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

/**
 * Personal answer codes for a survey's public form (docs/adr/0033): proof that the answer comes from the student
 * the portal gave the code to, never a register number alone. A code is an HMAC-SHA256 over the survey and the
 * student's user id, under its own purpose label, cut to {@link ANSWER_CODE_LENGTH} characters of Crockford
 * base32 (50 bits): short enough to type from a slip or an SMS, far too many to guess online. It needs no expiry:
 * it opens one survey for one student, who answers it once, and the survey closes.
 */
const ANSWER_CODE_PURPOSE = 'campus-portal/survey-answer-code/v1'
/** Characters of a code: 10 of base32, 50 bits. */
export const ANSWER_CODE_LENGTH = 10
/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** What an answer code vouches for: this student may answer this survey. */
export interface AnswerCodeHolder {
  surveyId: string
  /** The student's user id (stable, unlike a register number). */
  userId: string
}

/** Bytes as Crockford base32, `length` characters long. */
function base32(bytes: Buffer, length: number) {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < length) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

/**
 * A code as typed, in its one canonical spelling: upper case without spaces or dashes, the letters people
 * mistake for digits (O, I, L) read as those digits; undefined when it cannot be a code.
 */
export function canonicalAnswerCode(typed: string): string | undefined {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  return code.length === ANSWER_CODE_LENGTH && [...code].every((char) => CROCKFORD.includes(char))
    ? code
    : undefined
}

/** A code as shown on the surveys screen and the slip: two groups of five (`K7PD9-QXM2A`). */
export const spacedAnswerCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`

/** Makes and checks answer codes with a key derived from `secret` (the session token secret). */
export function createAnswerCodes(secret: string) {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 characters')
  const key = createHmac('sha256', secret).update(ANSWER_CODE_PURPOSE).digest()
  const codeOf = (holder: AnswerCodeHolder) =>
    base32(
      createHmac('sha256', key)
        .update(JSON.stringify([holder.surveyId, holder.userId]))
        .digest(),
      ANSWER_CODE_LENGTH,
    )

  return {
    /** The student's code for the survey, spaced for reading (`K7PD9-QXM2A`). */
    sign: (holder: AnswerCodeHolder) => spacedAnswerCode(codeOf(holder)),

    /** Whether `typed` is the student's code for the survey, in any case or spacing; compared in constant time. */
    verify(typed: string, holder: AnswerCodeHolder): boolean {
      const given = canonicalAnswerCode(typed)
      if (!given) return false
      return timingSafeEqual(Buffer.from(given), Buffer.from(codeOf(holder)))
    },
  }
}

export type AnswerCodes = ReturnType<typeof createAnswerCodes>
