import type { UserType } from '@campus/core'
import { catalogOf } from '@campus/http'
import { manifests } from '../../manifests'
import { appCaller, createTestTables } from '@campus/testing'
import { createIdentityApp } from '../app'
import { createIdentityDeps } from '../deps'
import { createIdentityEntities } from '../entities'
import { hashPassword } from '../passwords'
import { createUsersRepository, newUserRecord } from '../users.repository'
import { putAcademicStructure } from './academic-structure'

export const PASSWORD = 'Passw0rd!'

/** A small college: one person of each kind, in two departments of two faculty departments. */
const PEOPLE = {
  admin: { usertype: 'ADMIN', email: 'admin@test.local', departmentid: [] },
  hod: { usertype: 'HOD', email: 'hod@test.local', departmentid: ['dept-a'], facultyDeptId: 'fd-1' },
  faculty: {
    usertype: 'FACULTY',
    email: 'faculty@test.local',
    departmentid: ['dept-a'],
    facultyDeptId: 'fd-1',
    staffTypeId: 'st-1',
  },
  otherFaculty: {
    usertype: 'FACULTY',
    email: 'other@test.local',
    departmentid: ['dept-b'],
    facultyDeptId: 'fd-2',
    staffTypeId: 'st-2',
  },
  student: {
    usertype: 'STUDENT',
    email: 'student@test.local',
    registerNo: 'REG001',
    departmentid: ['dept-a'],
    accYearId: 'ay-1',
    groupId: 'grp-1',
    phone: '9876543210',
  },
  otherStudent: {
    usertype: 'STUDENT',
    email: 'student2@test.local',
    registerNo: 'REG002',
    departmentid: ['dept-b'],
    accYearId: 'ay-2',
  },
  custom: {
    usertype: 'CUSTOM',
    email: 'custom@test.local',
    departmentid: [],
    facultyDeptId: 'fd-1',
    customRole: { naacRole: [{ facultyDeptId: 'fd-1', role: 'AUTHORIZER' }], naacReport: [], modules: [] },
  },
  applicant: { usertype: 'APPLICANT', email: 'applicant@test.local', departmentid: [], phone: '9123456780' },
} as const

export type Person = keyof typeof PEOPLE

/** The fixture's student as the student lists and the student search show them. */
export const STUDENT_AS_LISTED = {
  id: 'id-student',
  name: 'Student',
  registerNo: 'REG001',
  email: 'student@test.local',
  phone: '9876543210',
  accYearId: 'ay-1',
  groupId: 'grp-1',
  accountStatus: 'ACTIVE',
}

/** The first person of each user type: who the access matrix and the write fuzz sign in as. */
export const PERSON_OF_USER_TYPE: Record<UserType, Person> = {
  ADMIN: 'admin',
  HOD: 'hod',
  FACULTY: 'faculty',
  STUDENT: 'student',
  CUSTOM: 'custom',
  APPLICANT: 'applicant',
}

let passwordHash: Promise<string> | undefined

/**
 * The identity app on fresh tables in the shared test dynalite, with the people above (password PASSWORD)
 * and helpers to sign in and call it.
 */
export async function createIdentityFixture() {
  const env = await createTestTables()
  const tables = {
    identity: env.tables.identity,
    sessions: env.tables.sessions,
    directory: env.tables.directory,
    academics: env.tables.academics,
    mentoring: env.tables.mentoring,
  }
  const deps = createIdentityDeps({
    client: env.client,
    tables,
    tokenSecret: env.tokenSecret,
    sms: env.sms,
    catalog: catalogOf(manifests),
  })
  const app = createIdentityApp(deps)
  const entities = createIdentityEntities(env.client, tables.identity)
  const users = createUsersRepository(entities, env.client, tables.identity, tables.directory)

  passwordHash ??= hashPassword(PASSWORD)
  const hash = await passwordHash
  const now = Date.now()
  for (const [key, person] of Object.entries(PEOPLE)) {
    const name = key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
    await users.create(
      newUserRecord(
        { ...person, departmentid: [...person.departmentid], id: `id-${key}`, name, passwordHash: hash },
        now,
      ),
    )
  }
  await entities.college.put({ id: 'college', name: 'Test College', modifiedOn: now }).go()
  // The departments, years and groups the people name: user writes check them (user-references.ts).
  await putAcademicStructure(env.client, env.tables.academics)
  // The staff types the people name, for the same reason.
  for (const staffType of [
    { id: 'st-1', name: 'Teaching' },
    { id: 'st-2', name: 'Non-teaching' },
  ])
    await entities.staffType.put({ ...staffType, createdOn: now }).go()

  const { call, ok } = appCaller(app, env.counter)

  /** Signs in a fixture person by key, or anyone by email. */
  const login = async (who: string, password = PASSWORD) => {
    const email = who in PEOPLE ? PEOPLE[who as Person].email : who
    const response = await call('POST', '/api/user/login', { body: { email, password } })
    if (response.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(response.body)}`)
    return response.body.token as string
  }

  return {
    app,
    deps,
    env,
    entities,
    users,
    call,
    ok,
    login,
    idOf: (who: Person) => `id-${who}`,
    people: PEOPLE,
  }
}

export type IdentityFixture = Awaited<ReturnType<typeof createIdentityFixture>>
