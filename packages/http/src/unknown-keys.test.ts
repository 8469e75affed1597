import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import { unknownKeysOf } from './unknown-keys'

const paths = (schema: z.ZodType, value: unknown) => unknownKeysOf(schema)(value).map(({ path }) => path)

describe('unknownKeysOf', () => {
  const Person = z.object({
    name: z.string(),
    address: z.object({ city: z.string() }).optional(),
    tags: z.array(z.object({ label: z.string() })).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
    anything: z.unknown().optional(),
  })

  it('names keys the schema does not declare, at every depth it describes', () => {
    expect(
      paths(Person, {
        name: 'A',
        passwordHash: 'x',
        address: { city: 'Salem', pin: '6' },
        tags: [{ label: 'a' }, { label: 'b', colour: 'red' }],
      }),
    ).toEqual(['passwordHash', 'address.pin', 'tags.1.colour'])
  })

  it('leaves records, unknown values and loose objects open', () => {
    expect(paths(Person, { name: 'A', extra: { any: 1 }, anything: { deep: { er: 1 } } })).toEqual([])
    expect(paths(z.object({ a: z.string() }).loose(), { a: 'x', b: 1 })).toEqual([])
  })

  it('accepts a union member that declares every key, else reports the closest', () => {
    const Either = z.union([
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b') }),
    ])
    expect(paths(Either, { kind: 'a', a: 'x' })).toEqual([])
    expect(paths(Either, { kind: 'b', b: 1 })).toEqual(['b'])
  })

  it('sees through defaults, transforms and preprocessing', () => {
    const Shaped = z.preprocess(
      (value) => value,
      z.object({ n: z.number().default(1) }).transform((v) => v),
    )
    expect(paths(Shaped, { n: 2, m: 3 })).toEqual(['m'])
  })
})
