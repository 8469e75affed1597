import { describe, expect, it } from 'vitest'
import { fileExtensions, isNaacDate, naacValueProblem, parseNaacForm, type NaacFormField } from './naac-form'

const field = (overrides: Partial<NaacFormField>): NaacFormField => ({
  key: 'k',
  label: 'Field',
  type: 'text',
  required: false,
  options: [],
  regex: '',
  helptext: '',
  ...overrides,
})

describe('parseNaacForm', () => {
  it('reads descriptors under fields or at the top level, in order, skipping the version field', () => {
    const descriptors = {
      name: { label: 'Name', type: 'text', required: 'true' },
      level: { label: 'Level', type: 'select', required: 'false', options: ['UG', 'PG', 'UG'] },
      jsonVersion: { label: 'version', type: 'hidden', value: '3' },
    }
    for (const json of [{ fields: descriptors }, descriptors]) {
      const parsed = parseNaacForm(json)
      expect(
        parsed.ok && parsed.fields.map(({ key, required, options }) => ({ key, required, options })),
      ).toEqual([
        { key: 'name', required: true, options: [] },
        { key: 'level', required: false, options: ['UG', 'PG'] },
      ])
    }
  })

  it('refuses what is not a form', () => {
    expect(parseNaacForm([])).toEqual({ ok: false, problems: ['The file must hold a JSON object of fields'] })
    expect(parseNaacForm({ fields: {} })).toEqual({ ok: false, problems: ['The form has no fields'] })
    expect(parseNaacForm({ 'bad key': { label: 'X', type: 'text' } })).toMatchObject({
      ok: false,
      problems: ['Field 1 (bad key): the key must start with a letter and hold only letters, digits and _'],
    })
  })
})

describe('NAAC values', () => {
  it.each([
    ['30/10/1994', true],
    ['29/02/2024', true],
    ['29/02/2023', false],
    ['1/6/2019', false],
    ['2019-06-01', false],
  ])('reads %s as a date: %s', (value, ok) => expect(isNaacDate(value)).toBe(ok))

  it('checks numbers, options and required text', () => {
    expect(naacValueProblem(field({ type: 'number' }), '1,200.5')).toBeUndefined()
    expect(naacValueProblem(field({ type: 'number' }), '12 approx')).toBe('Field must be a number')
    expect(naacValueProblem(field({ type: 'select', options: ['A'] }), 'B')).toBe('Field must be one of: A')
    expect(naacValueProblem(field({ required: true }), ' ')).toBe('Field is required')
    expect(naacValueProblem(field({}), '')).toBeUndefined()
  })

  it('reads the extensions a file field names, however it names them', () => {
    expect(fileExtensions('(pdf|PDF)')).toEqual(['pdf'])
    expect(fileExtensions('.jpg, .jpeg|png')).toEqual(['jpg', 'jpeg', 'png'])
    expect(fileExtensions('')).toEqual([])
  })
})
