import { describe, expect, it } from 'vitest'
import { contactEntryOf, type ContactSource } from './contacts'
import {
  contactItemOf,
  contactOf,
  departmentStaffChanges,
  departmentStaffItemOf,
  departmentStaffOf,
  directoryChanges,
  noDirectoryChanges,
} from './directory'

/** A stored user: the fields a contact takes, and others it must never take. */
type UserRecord = ContactSource & Record<string, unknown>

const student: UserRecord = {
  id: 'u1',
  usertype: 'STUDENT',
  name: 'Asha',
  email: 'asha@college.test',
  phone: '9840012345',
  parentPhone: '9840054321',
  registerNo: ' cse23001 ',
  departmentid: ['dept-cse'],
  departmentName: 'Computer Science',
  accYearId: 'ay-1',
  groupId: 'grp-a',
  accountStatus: 'ACTIVE',
  // Never a contact's:
  passwordHash: 'scrypt$secret',
  bloodGroup: 'O+',
  addressline1: '1 Main Road',
}

/** The student with some fields changed. */
const edited = (fields: Partial<UserRecord>): UserRecord => ({ ...student, ...fields })

/** What a user write changes in the contacts (directoryChanges carries them beside the student entry). */
const contactChanges = (before: UserRecord | undefined, after: UserRecord | undefined) =>
  directoryChanges(before, after).contacts!

describe('contactEntryOf', () => {
  it("takes a student's listed fields only, normalising the register number", () => {
    expect(contactEntryOf(student)).toEqual({
      userId: 'u1',
      usertype: 'STUDENT',
      name: 'Asha',
      email: 'asha@college.test',
      phone: '9840012345',
      parentPhone: '9840054321',
      registerNo: 'CSE23001',
      departmentIds: ['dept-cse'],
      departmentName: 'Computer Science',
      groupId: 'grp-a',
      accYearId: 'ay-1',
      accountStatus: 'ACTIVE',
    })
  })

  it('keeps the student-only fields off staff, and gives no applicant a contact', () => {
    expect(contactEntryOf(edited({ usertype: 'FACULTY' }))).toEqual({
      userId: 'u1',
      usertype: 'FACULTY',
      name: 'Asha',
      email: 'asha@college.test',
      phone: '9840012345',
      departmentIds: ['dept-cse'],
      departmentName: 'Computer Science',
      accountStatus: 'ACTIVE',
    })
    expect(contactEntryOf(edited({ usertype: 'APPLICANT' }))).toBeUndefined()
    expect(contactEntryOf(undefined)).toBeUndefined()
  })
})

describe('the contact changes of a user write', () => {
  it('puts the contact only when a field it holds changed', () => {
    expect(contactChanges(undefined, student).put).toHaveLength(1)
    expect(contactChanges(student, edited({ bloodGroup: 'A+', passwordHash: 'other' }))).toEqual({
      put: [],
      remove: [],
    })
    expect(contactChanges(student, edited({ phone: '9000000000' })).put).toMatchObject([
      { phone: '9000000000' },
    ])
  })

  it('removes the contact of a user who becomes an applicant or is deleted', () => {
    expect(contactChanges(student, edited({ usertype: 'APPLICANT' }))).toEqual({
      put: [],
      remove: ['u1'],
    })
    expect(contactChanges(student, undefined)).toEqual({ put: [], remove: ['u1'] })
    expect(contactChanges(edited({ usertype: 'APPLICANT' }), undefined)).toEqual({ put: [], remove: [] })
  })
})

describe('the contact item', () => {
  it('indexes a student with a group by group, and reads back as the entry', () => {
    const entry = contactEntryOf(student)!
    const item = contactItemOf(entry)
    expect(item).toMatchObject({ pk: 'USER#u1', sk: 'CONTACT', gsi1pk: 'GROUP#grp-a', gsi1sk: 'USER#u1' })
    expect(contactOf(item)).toEqual(entry)
    expect(contactItemOf(contactEntryOf(edited({ groupId: undefined }))!)).not.toHaveProperty('gsi1pk')
    // A student directory item is not a contact.
    expect(contactOf({ ...item, sk: 'STUDENT' })).toBeUndefined()
  })
})

describe('directoryChanges', () => {
  it('carries the contact beside the student entry, and is empty when neither changed', () => {
    const changes = directoryChanges(undefined, student)
    expect(changes.put).toHaveLength(1)
    expect(changes.contacts?.put).toHaveLength(1)
    expect(noDirectoryChanges(directoryChanges(student, edited({ bloodGroup: 'B+' })))).toBe(true)
    expect(noDirectoryChanges(directoryChanges(student, edited({ email: 'new@college.test' })))).toBe(false)
  })
})

describe('the department staff listings of a user write', () => {
  const faculty = edited({
    usertype: 'FACULTY',
    departmentid: ['dept-cse', 'dept-ece'],
    registerNo: undefined,
  })
  const staff = (fields: Partial<UserRecord>): UserRecord => ({ ...faculty, ...fields })

  it('lists a new HOD or FACULTY under each department, and no student, admin or applicant', () => {
    expect(departmentStaffChanges(undefined, faculty)).toEqual({ put: [contactEntryOf(faculty)], remove: [] })
    expect(departmentStaffChanges(undefined, staff({ usertype: 'HOD' })).put).toHaveLength(1)
    for (const usertype of ['STUDENT', 'ADMIN', 'CUSTOM', 'APPLICANT'])
      expect(departmentStaffChanges(undefined, staff({ usertype }))).toEqual({ put: [], remove: [] })
  })

  it('puts the listings again only when the contact changed, and unlists the departments left', () => {
    expect(departmentStaffChanges(faculty, staff({ bloodGroup: 'B+' }))).toEqual({ put: [], remove: [] })
    expect(departmentStaffChanges(faculty, staff({ name: 'Asha K' })).put).toMatchObject([{ name: 'Asha K' }])
    expect(departmentStaffChanges(faculty, staff({ departmentid: ['dept-ece', 'dept-mech'] }))).toEqual({
      put: [contactEntryOf(staff({ departmentid: ['dept-ece', 'dept-mech'] }))],
      remove: [{ departmentId: 'dept-cse', userId: 'u1' }],
    })
  })

  it('unlists every department of staff who are deleted or become students, and carries it in directoryChanges', () => {
    const gone = [
      { departmentId: 'dept-cse', userId: 'u1' },
      { departmentId: 'dept-ece', userId: 'u1' },
    ]
    expect(departmentStaffChanges(faculty, undefined)).toEqual({ put: [], remove: gone })
    expect(directoryChanges(faculty, staff({ usertype: 'STUDENT' })).departmentStaff?.remove).toEqual(gone)
    expect(noDirectoryChanges(directoryChanges(faculty, staff({ accountStatus: 'DISABLE' })))).toBe(false)
  })

  it('keys a listing under its department and reads back as the contact, never as a contact item', () => {
    const entry = contactEntryOf(faculty)!
    const item = departmentStaffItemOf('dept-ece', entry)
    expect(item).toMatchObject({ pk: 'DEPTSTAFF#dept-ece', sk: 'USER#u1' })
    expect(item).not.toHaveProperty('gsi1pk')
    expect(departmentStaffOf(item)).toEqual({ departmentId: 'dept-ece', entry })
    expect(contactOf(item)).toBeUndefined()
    expect(departmentStaffOf(contactItemOf(entry))).toBeUndefined()
  })
})
