import * as z from 'zod'

/**
 * Building blocks every area schema shares, so ids, timestamps and record metadata look the same everywhere.
 */

/**
 * A record id as the API takes it from a path, body or query (legacy ids are 24-hex ObjectIds; new ones may
 * not be).
 */
export const IdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Id is required' : 'Id must be text') })
  .trim()
  .min(1, 'Id is required')
  .max(64, 'Id is too long')

/** An instant as epoch milliseconds, the only timestamp form on the wire. */
export const EpochMsSchema = z
  .number()
  .int('Use whole milliseconds')
  .nonnegative('A date cannot be before 1970')

/**
 * Reads a whole-number string (`' 42 '`) as a number and leaves every other input as it is, so the number
 * schema after it gives one clear message for `''`, `'4.5'`, `null` or `true` (which `z.coerce` would turn
 * into numbers).
 */
export const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value

/**
 * An epoch-ms instant that may arrive as a string: the legacy client sends some dates (mentor start/end) as
 * millisecond strings. Parses to a number so storage and comparisons see one type.
 */
export const EpochMsInputSchema = z.preprocess(
  digitsToNumber,
  z
    .number({ error: 'Send the date as epoch milliseconds' })
    .int('Send the date as whole epoch milliseconds')
    .nonnegative('A date cannot be before 1970'),
)

/** Fields the server adds to every stored record. */
export const RecordMetaSchema = z.object({
  id: IdSchema,
  createdOn: EpochMsSchema,
  modifiedOn: EpochMsSchema,
})
export type RecordMeta = z.infer<typeof RecordMetaSchema>

/**
 * Keys the server stamps on every record it answers: its id, and who made or changed it and when. A client that
 * sends an answered object back, whole or nested in a new body (the legacy client posts a template with the
 * question objects as it listed them), sends these too: every JSON body accepts and drops them at any depth
 * where its schema does not declare them (`validate` in @campus/http), so they are never written and never a
 * 400. Keys a record joins from elsewhere (a department's name) are that record's own list (`acceptingReadBack`).
 */
export const RECORD_READ_BACK_KEYS: readonly string[] = [
  'id',
  'createdOn',
  'modifiedOn',
  'createdBy',
  'createdByName',
  'modifiedBy',
  'modifiedByName',
]

/** Trimmed text that must not be blank, with the field's name in the messages. */
export const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

/** Trimmed optional text with a length limit. */
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()

/**
 * A strict update body for a record the legacy client sends back whole, with the keys the API returned: the
 * `readBack` keys (server-owned: joined names, counters, versions) are accepted and dropped, so they are never
 * written; any other unknown key is refused with a 400 naming it. The record metadata every answer carries
 * (RECORD_READ_BACK_KEYS) needs no listing here: request validation drops it at every depth.
 */
export function acceptingReadBack<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  readBack: readonly string[],
) {
  const dropped = readBack.filter((key) => !(key in schema.shape))
  const ignored = Object.fromEntries(dropped.map((key) => [key, z.unknown().optional()]))
  return schema
    .extend(ignored)
    .strict()
    .transform(
      (value) =>
        Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key))) as z.output<
          z.ZodObject<Shape>
        >,
    )
}

/** The keys of an object schema (a record's response shape), for `acceptingReadBack`. */
export const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape)
