import type { NaacEntryView, NaacFieldValueView, NaacFormFieldView } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { fieldColumnsOf } from './columns'

const field = (label: string, type: NaacFieldValueView['type'], required = false): NaacFieldValueView => ({
  label,
  type,
  value: null,
  required: required ? 'true' : 'false',
  regex: type === 'file' ? '(pdf)' : '',
})

const entry = (fieldValues: NaacEntryView['fieldValues']): NaacEntryView => ({
  id: 'e',
  naacTemplateId: 't',
  facultyDeptId: 'fd',
  title: 'Template',
  status: 'WAITING',
  version: 1,
  fields: {},
  createdBy: 'u',
  createdByName: 'User',
  createdOn: 1,
  modifiedOn: 1,
  fieldValues,
})

describe('the submitted list’s field columns', () => {
  it('shows entered fields in form order across versions, never headings, hidden fields or version', () => {
    const columns = fieldColumnsOf(undefined, [
      entry({
        heading: field('Details', 'tableHeading'),
        name: field('Name', 'text'),
        jsonVersion: field('version', 'hidden'),
        proof: field('Proof', 'file', true),
      }),
      entry({ name: field('Name', 'text'), year: field('Year', 'number') }),
    ])
    expect(columns.shown.map((column) => [column.key, column.required])).toEqual([
      ['name', false],
      ['proof', true],
      ['year', false],
    ])
    expect(columns.more).toBe(0)
  })

  it('starts from the current form, so an empty list has its columns too', () => {
    const descriptor = (
      label: string,
      type: NaacFormFieldView['type'],
      value?: string,
    ): NaacFormFieldView => ({
      label,
      type,
      required: 'false',
      options: [],
      regex: '',
      helptext: '',
      ...(value ? { value } : {}),
    })
    const form = {
      fields: {
        year: descriptor('Year', 'number'),
        name: descriptor('Name', 'text'),
        jsonVersion: descriptor('version', 'hidden', '2'),
      },
    }
    expect(fieldColumnsOf(form, []).shown.map((column) => column.key)).toEqual(['year', 'name'])
    expect(
      fieldColumnsOf(form, [entry({ old: field('Old field', 'text') })]).shown.map((column) => column.key),
    ).toEqual(['year', 'name', 'old'])
  })

  it('leaves fields past the limit to the view', () => {
    const many = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [`f${index}`, field(`Field ${index}`, 'text')]),
    )
    expect(fieldColumnsOf(undefined, [entry(many)])).toMatchObject({ more: 3 })
  })
})
