import { describe, expect, it } from 'vitest'
import { isFoundBy, searchPrefix, studentSearchTerms, type SearchableUser } from './student-search'

const student: SearchableUser = {
  usertype: 'STUDENT',
  name: 'Dr. Meena  Raghavan',
  email: 'Meena.R@Campus.local',
  registerNo: 'CSE-23-001',
  phone: '+91 98400 12345',
  parentPhone: '044-2000-0000',
}

describe('studentSearchTerms', () => {
  it('folds the register number, email, name words and phones into prefix terms', () => {
    expect(studentSearchTerms(student)).toEqual([
      'cse23001',
      'meenarcampuslocal',
      'drmeenaraghavan',
      'meenaraghavan',
      'raghavan',
      '9840012345',
      '919840012345',
      '09840012345',
      '4420000000',
      '914420000000',
      '04420000000',
    ])
  })

  it('gives staff no terms', () => {
    expect(studentSearchTerms({ ...student, usertype: 'FACULTY' })).toEqual([])
  })

  it('keeps a long name within one BatchWriteItem of terms, without duplicates', () => {
    const terms = studentSearchTerms({
      ...student,
      name: 'A Very Long Name With Many Many Words In It Indeed',
      parentPhone: student.phone,
    })
    expect(terms.length).toBeLessThanOrEqual(25)
    expect(new Set(terms).size).toBe(terms.length)
    expect(terms).not.toContain('a')
  })
})

describe('isFoundBy', () => {
  it.each([
    'CSE23',
    'cse-23-0',
    'meena',
    'Raghavan',
    'meena ragh',
    'Dr Meena',
    'meena.r@camp',
    '9840012345',
    '98400 12345',
    '98400-123',
    '+91 98400',
    '+919840012345',
    '09840012345',
    '044 2000',
  ])('finds the student by %j', (text) => {
    expect(isFoundBy(student, searchPrefix(text))).toBe(true)
  })

  it.each(['ghavan', '12345', '2000 0000', 'campus.local', 'ece'])(
    'does not find the student by %j',
    (text) => {
      expect(isFoundBy(student, searchPrefix(text))).toBe(false)
    },
  )

  it('keeps letters of Indian scripts, with their vowel signs', () => {
    const tamil = { ...student, name: 'மீனா ராகவன்' }
    expect(isFoundBy(tamil, searchPrefix('ராக'))).toBe(true)
  })
})
