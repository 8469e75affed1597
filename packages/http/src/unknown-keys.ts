import { type ErrorDetail, RECORD_READ_BACK_KEYS } from '@campus/core'
import * as z from 'zod'

/** The parts of a JSON schema that say which keys an object declares. */
interface JsonSchema {
  $ref?: string
  $defs?: Record<string, JsonSchema>
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where a read-back key sits in a body: the object holding it, and its name. */
interface ReadBackKey {
  owner: Record<string, unknown>
  key: string
}

/** The keys of a body outside its schema: those refused, and the server's own read back (dropped). */
interface OutsideKeys {
  unknown: ErrorDetail[]
  readBack: ReadBackKey[]
}

/**
 * Sifts a JSON body against its schema, at any depth the schema describes: keys the schema does not declare are
 * refused (zod strips unknown keys silently by default; a write refuses them instead, so a client learns at once
 * that a field it sends, a password hash, a lock, a misspelt name, is not taken), except the record metadata the
 * server itself answers (RECORD_READ_BACK_KEYS), which a client sending an answered object back includes: those
 * are deleted from the body, so the schema never sees them and nothing writes them. Returns the refused keys.
 * Objects that accept any key (records, `.loose()`) are left alone. The walk follows the schema, never the value
 * alone, so a deeply nested body costs nothing extra.
 */
export function siftBody(
  schema: z.ZodType,
  readBackKeys: readonly string[] = RECORD_READ_BACK_KEYS,
): (value: unknown) => ErrorDetail[] {
  let json: JsonSchema | undefined
  const readBack = new Set(readBackKeys)
  return (value) => {
    json ??= z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    const outside = walk(json, value, '', { defs: json.$defs ?? {}, readBack })
    for (const { owner, key } of outside.readBack) delete owner[key]
    return outside.unknown
  }
}

/** The keys of `value` its schema refuses (see `siftBody`), leaving `value` as it is. */
export function unknownKeysOf(schema: z.ZodType): (value: unknown) => ErrorDetail[] {
  const sift = siftBody(schema)
  return (value) => sift(structuredClone(value))
}

interface Walk {
  defs: Record<string, JsonSchema>
  readBack: ReadonlySet<string>
}

const NOTHING_OUTSIDE: OutsideKeys = { unknown: [], readBack: [] }

const joined = (outcomes: OutsideKeys[]): OutsideKeys => ({
  unknown: outcomes.flatMap((outcome) => outcome.unknown),
  readBack: outcomes.flatMap((outcome) => outcome.readBack),
})

function walk(schema: JsonSchema, value: unknown, path: string, context: Walk): OutsideKeys {
  const { defs } = context
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')]
    return target ? walk(target, value, path, context) : NOTHING_OUTSIDE
  }
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) {
    // A union: the value is fine if some variant declares all its keys (preferably one of the value's type,
    // so a nullable object's `null` never hides the object's read-back keys); otherwise report the closest.
    const outcomes = variants.map((variant) => ({
      ...walk(variant, value, path, context),
      fitting: fits(resolved(variant, defs), value),
    }))
    const declaring = outcomes.filter(({ unknown }) => unknown.length === 0)
    return (
      declaring.find(({ fitting }) => fitting) ??
      declaring[0] ??
      outcomes.sort((a, b) => a.unknown.length - b.unknown.length)[0] ??
      NOTHING_OUTSIDE
    )
  }
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {} }
    for (const part of schema.allOf) Object.assign(merged.properties!, resolved(part, defs).properties)
    return walk(merged, value, path, context)
  }
  if (Array.isArray(value)) {
    const items = schema.items
    return items
      ? joined(value.map((item, index) => walk(items, item, `${path}${path ? '.' : ''}${index}`, context)))
      : NOTHING_OUTSIDE
  }
  if (!isObject(value)) return NOTHING_OUTSIDE
  const declared = schema.properties ?? {}
  const extra = schema.additionalProperties
  const outcomes: OutsideKeys[] = []
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key
    const property = declared[key]
    if (property) outcomes.push(walk(property, child, where, context))
    else if (typeof extra === 'object') outcomes.push(walk(extra, child, where, context))
    else if (extra === true || (!schema.properties && extra !== false)) continue
    else if (context.readBack.has(key)) outcomes.push({ unknown: [], readBack: [{ owner: value, key }] })
    else
      outcomes.push({
        unknown: [{ path: where, message: `"${key}" is not a field this request takes` }],
        readBack: [],
      })
  }
  return joined(outcomes)
}

const resolved = (schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema =>
  schema.$ref ? (defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema

const jsonTypeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value

/** Whether a schema can describe a value of this JSON type (a schema without a type, or a union, can). */
function fits(schema: JsonSchema, value: unknown) {
  if (schema.type === undefined) return true
  const type = jsonTypeOf(value)
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return types.includes(type) || (type === 'number' && types.includes('integer'))
}
