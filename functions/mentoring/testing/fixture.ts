import type { ContactEntry } from '@campus/db'
import { createDomainFixture, domainPeople, putContacts, TEST_PEOPLE_IN_DEPARTMENTS } from '@campus/testing'
import { createMentoringApp } from '../app'
import { createMentoringDeps } from '../deps'

/**
 * One person of each kind with their departments (the HOD, both faculty members and the student in CSE, the other
 * HOD in ECE), and a mentor: a CSE faculty member who mentors students in the tests.
 */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS, {
  mentor: { userType: 'FACULTY', departmentIds: ['dept-cse'] },
})

export type Person = keyof typeof PEOPLE

const staffContact = (person: Person, departmentIds: string[], usertype = 'FACULTY'): ContactEntry => ({
  userId: idOf(person),
  usertype,
  name: `Staff ${person}`,
  email: `${person}@campus.local`,
  phone: '9000000000',
  departmentIds,
  accountStatus: 'ACTIVE',
})

/** A CSE student of the fixture (`stu-<n>`), with a register number. */
export const studentContact = (n: number, departmentId = 'dept-cse'): ContactEntry => ({
  userId: `stu-${n}`,
  usertype: 'STUDENT',
  name: `Student ${String(n).padStart(3, '0')}`,
  email: `stu${n}@campus.local`,
  registerNo: `REG${String(n).padStart(4, '0')}`,
  departmentIds: [departmentId],
  accountStatus: 'ACTIVE',
})

/** The staff contacts the directory holds: the CSE HOD and faculty, the ECE HOD, the administrator. */
export const STAFF_CONTACTS: ContactEntry[] = [
  staffContact('hod', ['dept-cse'], 'HOD'),
  staffContact('otherHod', ['dept-ece'], 'HOD'),
  staffContact('faculty', ['dept-cse']),
  staffContact('otherFaculty', ['dept-cse']),
  staffContact('mentor', ['dept-cse']),
  staffContact('admin', [], 'ADMIN'),
]

/** Students 1..40 in CSE, 41..45 in ECE. */
export const STUDENT_CONTACTS = [
  ...Array.from({ length: 40 }, (_, index) => studentContact(index + 1)),
  ...Array.from({ length: 5 }, (_, index) => studentContact(index + 41, 'dept-ece')),
]

/** The mentoring app on fresh tables in the shared test dynalite, with the directory holding the contacts above. */
export async function createMentoringFixture() {
  const f = await createDomainFixture(PEOPLE, (env) => {
    const { mentoring, directory, sessions, academics, assignments, feedback } = env.tables
    const tables = { mentoring, directory, sessions, academics, assignments, feedback }
    const deps = createMentoringDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
    return { deps, app: createMentoringApp(deps) }
  })
  await putContacts(f.env, [...STAFF_CONTACTS, ...STUDENT_CONTACTS])
  const tokens = Object.fromEntries(
    await Promise.all(Object.keys(PEOPLE).map(async (person) => [person, await f.login(person as Person)])),
  ) as Record<Person, string>

  /** Assigns students to a staff member (POST /api/mentor), as the CSE HOD unless told. */
  const assign = (
    staff: Person,
    students: (string | { studentId: string; startDate?: unknown; endDate?: unknown })[],
    token = tokens.hod,
  ) =>
    f.call('POST', '/api/mentor', {
      token,
      body: {
        staffId: idOf(staff),
        students: students.map((student) => (typeof student === 'string' ? { studentId: student } : student)),
      },
    })

  return { ...f, tokens, assign }
}

export type MentoringFixture = Awaited<ReturnType<typeof createMentoringFixture>>
