import type { AppEnv } from '@campus/http'
import type { Hono } from 'hono'
import { appCaller } from './call-app'
import { createTestTables, type TestTables } from './integration'
import { createPeopleSignIn, type TestPeople } from './people'

/** One person of each kind, and a second HOD and faculty member, with no departments unless a test gives them. */
export const TEST_PEOPLE = {
  admin: { userType: 'ADMIN' },
  hod: { userType: 'HOD' },
  otherHod: { userType: 'HOD' },
  faculty: { userType: 'FACULTY' },
  otherFaculty: { userType: 'FACULTY' },
  student: { userType: 'STUDENT' },
  custom: { userType: 'CUSTOM' },
  applicant: { userType: 'APPLICANT' },
} as const satisfies TestPeople

/**
 * {@link TEST_PEOPLE} with the departments their sessions carry: the HOD, both faculty members and the student
 * in CSE, the other HOD in ECE. A domain whose rules turn on departments starts from these, changing a person
 * or adding one with a spread.
 */
export const TEST_PEOPLE_IN_DEPARTMENTS = {
  admin: { userType: 'ADMIN' },
  hod: { userType: 'HOD', departmentIds: ['dept-cse'] },
  otherHod: { userType: 'HOD', departmentIds: ['dept-ece'] },
  faculty: { userType: 'FACULTY', departmentIds: ['dept-cse'] },
  otherFaculty: { userType: 'FACULTY', departmentIds: ['dept-cse'] },
  student: { userType: 'STUDENT', departmentIds: ['dept-cse'] },
  custom: { userType: 'CUSTOM' },
  applicant: { userType: 'APPLICANT' },
} as const satisfies TestPeople

/**
 * A domain app on fresh tables in the shared test emulators, for a domain that never reads users: `build`
 * wires the app as Lambda and the local server do, `login` signs a test person in with what their session
 * should hold, and `call`, `ok` and `countCalls` talk to the app in process.
 */
export async function createDomainFixture<People extends TestPeople, Deps, App extends Hono<AppEnv>>(
  people: People,
  build: (env: TestTables) => { deps: Deps; app: App },
) {
  const env = await createTestTables()
  const { deps, app } = build(env)
  return { app, deps, env, login: createPeopleSignIn(env, people), ...appCaller(app, env.counter), people }
}
