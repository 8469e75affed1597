import type { NaacFieldValueView, NaacFormFieldView } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import {
  entryFieldsOf,
  formFieldsOf,
  formProblems,
  formValuesOf,
  formVersionOf,
  fromDateInputValue,
  optionsOf,
  toDateInputValue,
} from './form-fields'

const descriptor = (
  label: string,
  type: NaacFormFieldView['type'],
  more: Partial<NaacFormFieldView> = {},
): NaacFormFieldView => ({ label, type, required: 'false', options: [], regex: '', helptext: '', ...more })

const descriptors: Record<string, NaacFormFieldView> = {
  heading: descriptor('Programme details', 'tableHeading'),
  programme: descriptor('Programme name', 'text', { required: 'true', helptext: '<b>As approved</b>' }),
  startDate: descriptor('Start date', 'date', { required: 'true' }),
  students: descriptor('Students enrolled', 'number'),
  mode: descriptor('Mode', 'select', { required: 'true', options: ['Online', 'Offline'] }),
  proof: descriptor('Proof', 'file', { required: 'true', regex: '(pdf|PDF)' }),
  note: descriptor('Note', 'hidden'),
  jsonVersion: descriptor('version', 'hidden', { value: '3' }),
}

const stored = (
  label: string,
  type: NaacFieldValueView['type'],
  more: Partial<NaacFieldValueView>,
): NaacFieldValueView => ({ label, type, value: null, required: 'false', regex: '', ...more })

const t = englishT('naac')

describe('a NAAC form as the page fills it', () => {
  const fields = formFieldsOf(descriptors)

  it('reads the fields in form order, without the version field, with core types and required flags', () => {
    expect(fields.map((field) => [field.key, field.type, field.required])).toEqual([
      ['heading', 'tableHeading', false],
      ['programme', 'text', true],
      ['startDate', 'date', true],
      ['students', 'number', false],
      ['mode', 'select', true],
      ['proof', 'file', true],
      ['note', 'hidden', false],
    ])
    expect(formVersionOf({ title: 'T', subCriteria: '1.1', version: 3, fields: descriptors })).toBe('3')
  })

  it('says what the server says of each field', () => {
    expect(formProblems(fields, {}, t)).toEqual({
      programme: 'Programme name is required',
      startDate: 'Start date is required',
      mode: 'Mode is required',
      proof: 'Proof  required',
    })
    expect(
      formProblems(
        fields,
        {
          programme: 'B.Sc.',
          startDate: '31/02/2026',
          students: 'many',
          mode: 'Hybrid',
          proof: { versionId: 'v1', fileKey: 'naac/proof.pdf' },
        },
        t,
      ),
    ).toEqual({
      startDate: 'Start date: use the date format dd/MM/yyyy (30/10/1994)',
      students: 'Students enrolled must be a number',
      mode: 'Mode must be one of: Online, Offline',
    })
  })

  it('sends trimmed text, file references and the form version', () => {
    expect(
      entryFieldsOf(
        fields,
        {
          programme: '  B.Sc. Physics ',
          startDate: '01/06/2026',
          mode: 'Online',
          proof: { versionId: 'v1', fileKey: 'naac/proof.pdf', fileName: 'proof.pdf' },
        },
        '3',
      ),
    ).toEqual({
      programme: 'B.Sc. Physics',
      startDate: '01/06/2026',
      students: '',
      mode: 'Online',
      proof: { versionId: 'v1', fileKey: 'naac/proof.pdf' },
      jsonVersion: '3',
    })
  })

  it('edits what an entry holds: text values and files with their links', () => {
    expect(
      formValuesOf(fields, {
        programme: stored('Programme name', 'text', { value: 'B.Sc.' }),
        proof: stored('Proof', 'file', {
          value: { versionId: 'v2', fileKey: 'naac/p.pdf' },
          fileKey: 'naac/p.pdf',
          versionId: 'v2',
          url: 'https://x/p',
        }),
      }),
    ).toMatchObject({
      programme: 'B.Sc.',
      startDate: undefined,
      proof: { versionId: 'v2', fileKey: 'naac/p.pdf', url: 'https://x/p' },
    })
  })

  it('reads select options in both shapes', () => {
    expect(optionsOf(['A', 'B'])).toEqual(['A', 'B'])
    expect(optionsOf({ myArrayList: ['C'] })).toEqual(['C'])
    expect(optionsOf(undefined)).toEqual([])
  })

  it('converts dates between the date input and dd/MM/yyyy', () => {
    expect(fromDateInputValue('1994-10-30')).toBe('30/10/1994')
    expect(toDateInputValue('30/10/1994')).toBe('1994-10-30')
    expect(toDateInputValue('October 30')).toBe('')
    expect(fromDateInputValue('')).toBe('')
  })
})
