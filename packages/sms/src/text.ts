/**
 * SMS text: encodings, segments and the DLT template check. Browser-safe (no Node built-ins, no AWS SDK): the
 * compose screen counts segments with the same functions the dispatch charges the quota with.
 */

export { SMS_TIME_ZONE, smsDayOf, smsMonthOf, daysOfMonth, isMonthYear } from './days'

/** The GSM 03.38 basic character set, one septet each (the escape character itself left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)

/** The GSM 03.38 extension table: each is the escape septet and one more, so it counts 2. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€')

export type SmsEncoding = 'GSM-7' | 'UCS-2'

/** One SMS: 160 GSM-7 septets or 70 UCS-2 units; a longer text is sent in parts of 153 or 67 (a header each). */
export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>

/**
 * The most parts one message may take. SNS sends at most 1,600 characters, and every part is charged: ten
 * parts (1,530 GSM-7 characters, 670 in Tamil or Hindi) is already a letter, not a text message.
 */
export const SMS_MAX_SEGMENTS = 10

/** GSM-7 when every character is in the GSM 03.38 tables; otherwise UCS-2 (any Tamil or Hindi letter, '…', emoji). */
export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) if (!GSM_BASIC.has(character) && !GSM_EXTENSION.has(character)) return 'UCS-2'
  return 'GSM-7'
}

/**
 * What each character costs in the encoding: septets in GSM-7 (extension characters 2), UTF-16 units in
 * UCS-2 (a character outside the Basic Multilingual Plane, such as an emoji, 2).
 */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (character) =>
    encoding === 'GSM-7' ? (GSM_EXTENSION.has(character) ? 2 : 1) : character.length,
  )
}

/** The characters the text counts as in its encoding: septets for GSM-7, UTF-16 units for UCS-2. */
export function smsCharacters(text: string): number {
  return unitsOf(text, smsEncoding(text)).reduce((sum, units) => sum + units, 0)
}

/**
 * How many SMS the text is sent as. One when it fits 160 GSM-7 septets (70 UCS-2 units); otherwise parts of
 * 153 (67), filled as phones split them: an extension character's two septets, or a surrogate pair, are never
 * split across two parts. An empty text is no SMS.
 */
export function smsSegments(text: string): number {
  const encoding = smsEncoding(text)
  const units = unitsOf(text, encoding)
  const total = units.reduce((sum, n) => sum + n, 0)
  const { single, part } = SMS_LIMITS[encoding]
  if (total === 0) return 0
  if (total <= single) return 1
  let segments = 1
  let used = 0
  for (const n of units) {
    if (used + n > part) {
      segments += 1
      used = 0
    }
    used += n
  }
  return segments
}

/** A template or value the DLT rules refuse; the routes answer it as a 422 with this message. */
export class SmsTemplateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SmsTemplateError'
  }
}

/** The placeholders a registered DLT template carries. */
const VAR = '{#var#}'
const URL_PLACEHOLDER = '{#url#}'
const ANY_PLACEHOLDER = /\{#(\w+)#\}/g

/** A DLT `{#var#}` holds at most 30 characters. */
export const DLT_VAR_MAX = 30

/** The template an announcement's SMS uses when the college has registered none of its own. */
export const DEFAULT_ANNOUNCEMENT_TEMPLATE = 'New announcement: {#var#}. Read it at {#url#}'

const occurrences = (text: string, part: string) => text.split(part).length - 1

/** Checks that `template` has exactly one `{#var#}` and one `{#url#}`, and no other placeholder. */
function checkTemplate(template: string) {
  for (const placeholder of [VAR, URL_PLACEHOLDER]) {
    const count = occurrences(template, placeholder)
    if (count !== 1)
      throw new SmsTemplateError(
        `The SMS template must hold ${placeholder} exactly once; it holds it ${count} times: "${template}".`,
      )
  }
  const others = [...template.matchAll(ANY_PLACEHOLDER)]
    .map(([placeholder]) => placeholder)
    .filter((placeholder) => placeholder !== VAR && placeholder !== URL_PLACEHOLDER)
  if (others.length)
    throw new SmsTemplateError(
      `The SMS template may hold only ${VAR} and ${URL_PLACEHOLDER}; it also holds ${others.join(', ')}.`,
    )
}

/** What {@link renderDltTemplate} made of a template. */
export interface RenderedSms {
  text: string
  encoding: SmsEncoding
  segments: number
  /** Septets (GSM-7) or UTF-16 units (UCS-2), as the segments were counted. */
  characters: number
  /** Whether the value of `{#var#}` was longer than 30 characters and was cut. */
  truncated: boolean
}

/**
 * The college's registered DLT template with its two variables filled in: `{#var#}` (the announcement's title,
 * at most 30 characters) and `{#url#}` (the public link). A longer value is cut to fit with an ellipsis: '…'
 * (29 + 1) when the message is Unicode anyway, '...' (27 + 3) when it is GSM-7, because '…' is not a GSM
 * character and would turn the whole message into UCS-2, doubling its parts.
 *
 * @throws SmsTemplateError for a template without exactly one `{#var#}` and one `{#url#}` (or with another
 *   placeholder), an empty value or one holding a line break, and a link that is not an http(s) URL.
 */
export function renderDltTemplate(template: string, vars: { var: string; url: string }): RenderedSms {
  checkTemplate(template)
  const value = vars.var.trim()
  if (/[\r\n]/.test(value)) throw new SmsTemplateError('The SMS variable cannot hold a line break.')
  if (value === '') throw new SmsTemplateError('The SMS variable is empty.')
  const url = vars.url.trim()
  if (!/^https?:\/\/\S+$/.test(url))
    throw new SmsTemplateError(`The SMS link must be an http(s) URL without spaces, not "${vars.url}".`)

  // Split and joined, never replaced: a value holding "{#url#}" or "$&" is text, not a placeholder or a pattern.
  const [before = '', after = ''] = template.split(VAR).map((part) => part.split(URL_PLACEHOLDER).join(url))
  const fixed = (filled: string) => `${before}${filled}${after}`
  const characters = Array.from(value)
  const truncated = characters.length > DLT_VAR_MAX
  let filled = value
  if (truncated) {
    const gsm = smsEncoding(fixed(characters.slice(0, DLT_VAR_MAX).join(''))) === 'GSM-7'
    const [keep, ellipsis] = gsm ? [DLT_VAR_MAX - 3, '...'] : [DLT_VAR_MAX - 1, '…']
    filled = `${characters.slice(0, keep).join('').trimEnd()}${ellipsis}`
  }
  const text = fixed(filled)
  return {
    text,
    encoding: smsEncoding(text),
    segments: smsSegments(text),
    characters: smsCharacters(text),
    truncated,
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether `text` is `template` with its variables filled as DLT checks it: the fixed text exactly, `{#var#}`
 * 1 to 30 characters without a line break, `{#url#}` a link without spaces. SNS accepts a message that
 * matches no registered template, and the operator then drops it, so a mismatch is refused before sending.
 */
export function matchesDltTemplate(template: string, text: string): boolean {
  checkTemplate(template)
  const pattern = template
    .split(/(\{#var#\}|\{#url#\})/)
    .map((part) =>
      part === VAR ? '([^\\r\\n]{1,30})' : part === URL_PLACEHOLDER ? '\\S+' : escapeRegExp(part),
    )
    .join('')
  // With the u flag a quantifier counts characters (code points), as DLT does, not UTF-16 units.
  return new RegExp(`^${pattern}$`, 'u').test(text)
}

/** A phone as people other than the administrator see it in the log: `******1234`. */
export const maskPhone = (phone: string) => `******${phone.replace(/\D/g, '').slice(-4)}`
