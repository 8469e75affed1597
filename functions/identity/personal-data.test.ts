import { UserSchema } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { DIRECTORY_FIELDS, PERSONAL_FIELDS, shownWith, UserReadSchema } from './personal-data'

/** Fields only staff records carry: they are neither a student's directory entry nor withheld as personal. */
const STAFF_FIELDS = ['specialization', 'staffTypeId', 'headedDepartmentIds', 'customRole']

/** A student's directory entry: what a caller without a reason sees. */
const directory = {
  id: 'id-s',
  name: 'Asha',
  registerNo: 'R1',
  email: 'asha@test.local',
  usertype: 'STUDENT',
  accountStatus: 'ACTIVE',
  departmentid: ['dept-a'],
  groupId: 'g-1',
}

const student = {
  ...directory,
  phone: '9000000001',
  parentPhone: '9000000002',
  addressline1: 'Street',
  dateofBirth: '2006-01-02',
  attachments: { sslc: { fileKey: 'k' } },
  // A field nobody has decided about yet is withheld too.
  somethingNew: 'x',
}

describe('the personal-data redaction', () => {
  it('classifies every field of the API user, so a new one needs a decision', () => {
    const classified: string[] = [...DIRECTORY_FIELDS, ...PERSONAL_FIELDS, ...STAFF_FIELDS]
    expect(Object.keys(UserSchema.shape).filter((field) => !classified.includes(field))).toEqual([])
    expect(
      DIRECTORY_FIELDS.filter((field) => (PERSONAL_FIELDS as readonly string[]).includes(field)),
    ).toEqual([])
  })

  it("leaves a student's directory fields to a caller without a reason", () => {
    expect(shownWith(student, undefined)).toEqual(directory)
  })

  it('shows the whole record with a reason, and staff records whole', () => {
    expect(shownWith(student, 'TEACHER')).toBe(student)
    const staff = { ...student, usertype: 'FACULTY' }
    expect(shownWith(staff, undefined)).toBe(staff)
    expect(shownWith({ ...student, usertype: 'APPLICANT' }, undefined)).not.toHaveProperty('phone')
  })

  it('documents in the response schema which fields may be absent', () => {
    expect(UserReadSchema.shape.phone?.description).toMatch(/Absent unless/)
    expect(UserReadSchema.shape.name?.description).toBeUndefined()
  })
})
