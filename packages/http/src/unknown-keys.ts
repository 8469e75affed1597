import type { ErrorDetail } from '@campus/core'
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

/**
 * The keys of `value` that its schema does not declare, at any depth the schema describes. zod strips unknown
 * keys silently by default; a write refuses them instead, so a client learns at once that a field it sends
 * (a password hash, a lock, a misspelt name) is not taken. Objects that accept any key (records, `.loose()`)
 * are left alone. The walk follows the schema, never the value, so a deeply nested body costs nothing extra.
 */
export function unknownKeysOf(schema: z.ZodType): (value: unknown) => ErrorDetail[] {
  let json: JsonSchema | undefined
  return (value) => {
    json ??= z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    const defs = json.$defs ?? {}
    return walk(json, value, '', defs)
  }
}

function walk(
  schema: JsonSchema,
  value: unknown,
  path: string,
  defs: Record<string, JsonSchema>,
): ErrorDetail[] {
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')]
    return target ? walk(target, value, path, defs) : []
  }
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) {
    // A union: the value is fine if some variant declares all its keys; otherwise report the closest one.
    const outcomes = variants.map((variant) => walk(variant, value, path, defs))
    return (
      outcomes.find((unknown) => unknown.length === 0) ??
      outcomes.sort((a, b) => a.length - b.length)[0] ??
      []
    )
  }
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {} }
    for (const part of schema.allOf) Object.assign(merged.properties!, resolved(part, defs).properties)
    return walk(merged, value, path, defs)
  }
  if (Array.isArray(value)) {
    const items = schema.items
    return items
      ? value.flatMap((item, index) => walk(items, item, `${path}${path ? '.' : ''}${index}`, defs))
      : []
  }
  if (!isObject(value)) return []
  const declared = schema.properties ?? {}
  const extra = schema.additionalProperties
  const unknown: ErrorDetail[] = []
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key
    const property = declared[key]
    if (property) unknown.push(...walk(property, child, where, defs))
    else if (typeof extra === 'object') unknown.push(...walk(extra, child, where, defs))
    else if (extra !== true && (schema.properties || extra === false))
      unknown.push({ path: where, message: `"${key}" is not a field this request takes` })
  }
  return unknown
}

const resolved = (schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema =>
  schema.$ref ? (defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema
