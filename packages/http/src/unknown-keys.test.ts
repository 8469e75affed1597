import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import { siftBody, unknownKeysOf } from './unknown-keys'

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

describe('siftBody', () => {
  const Template = z.strictObject({
    name: z.string(),
    questions: z.array(z.strictObject({ id: z.string().optional(), question: z.string() })),
    owner: z
      .union([z.strictObject({ staffId: z.string() }), z.strictObject({ groupId: z.string() })])
      .optional(),
  })
  const listed = () => ({ id: 'q1', question: 'Clear?', createdOn: 1, modifiedOn: 2, createdBy: 'u1' })

  it('drops the record metadata the server answers, at every depth the schema does not declare it', () => {
    const body = {
      name: 'T',
      createdOn: 5,
      questions: [listed(), { question: 'Fair?', modifiedBy: 'u2', createdByName: 'Asha' }],
      owner: { staffId: 's1', createdBy: 'u1' },
    }
    expect(siftBody(Template)(body)).toEqual([])
    expect(body).toEqual({
      name: 'T',
      questions: [{ id: 'q1', question: 'Clear?' }, { question: 'Fair?' }],
      owner: { staffId: 's1' },
    })
    expect(Template.safeParse(body).success).toBe(true)
  })

  it('still refuses every other unknown key, beside read-back ones', () => {
    const body = { name: 'T', questions: [{ ...listed(), weight: 2 }], passwordHash: 'x' }
    expect(siftBody(Template)(body).map(({ path }) => path)).toEqual(['questions.0.weight', 'passwordHash'])
  })

  it('drops them inside a nullable or optional union member too', () => {
    const Holder = z.strictObject({ file: z.strictObject({ fileKey: z.string() }).nullable() })
    const body = { file: { fileKey: 'k', createdOn: 1 } }
    expect(siftBody(Holder)(body)).toEqual([])
    expect(body).toEqual({ file: { fileKey: 'k' } })
  })

  it('keeps a declared key of that name, and leaves open objects alone', () => {
    const Open = z.strictObject({ id: z.string(), extra: z.record(z.string(), z.unknown()) })
    const body = { id: 'keep', extra: { createdBy: 'field' } }
    expect(siftBody(Open)(body)).toEqual([])
    expect(body).toEqual({ id: 'keep', extra: { createdBy: 'field' } })
  })

  it('leaves the value alone when only reporting', () => {
    const body = { name: 'T', questions: [listed()] }
    expect(unknownKeysOf(Template)(body)).toEqual([])
    expect(body.questions[0]).toHaveProperty('createdOn', 1)
  })
})
