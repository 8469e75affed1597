import {
  appCaller,
  createPeopleSignIn,
  createTestTables,
  testPersonId,
  type TestPeople,
} from '@campus/testing'
import { inject } from 'vitest'
import { createAcademicsApp } from '../app'
import { createAcademicsDeps } from '../deps'

/** One person of each kind. Academics never reads users: a session's principal is all it knows of them. */
const PEOPLE = {
  admin: { userType: 'ADMIN' },
  hod: { userType: 'HOD' },
  otherHod: { userType: 'HOD' },
  faculty: { userType: 'FACULTY' },
  otherFaculty: { userType: 'FACULTY' },
  student: { userType: 'STUDENT' },
  custom: { userType: 'CUSTOM' },
  applicant: { userType: 'APPLICANT' },
} as const satisfies TestPeople

export type Person = keyof typeof PEOPLE

export const idOf = (person: Person) => testPersonId(person)

/**
 * The academics app on fresh tables in the shared test dynalite. Sessions are written straight into the
 * sessions table (identity's job in real life), so a test decides what each principal holds: an HOD's
 * departments, a student's year and group.
 */
export async function createAcademicsFixture() {
  const env = await createTestTables({
    dynamoEndpoint: inject('dynamoEndpoint'),
    s3Endpoint: inject('s3Endpoint'),
  })
  const tables = { academics: env.tables.academics, sessions: env.tables.sessions }
  const deps = createAcademicsDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
  const app = createAcademicsApp(deps)
  /** Starts a session for a fixture person with what their principal should hold, and returns its token. */
  const login = createPeopleSignIn(env, PEOPLE)

  return { app, deps, env, login, ...appCaller(app, env.counter), people: PEOPLE }
}

export type AcademicsFixture = Awaited<ReturnType<typeof createAcademicsFixture>>
