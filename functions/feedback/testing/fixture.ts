import {
  appCaller,
  createPeopleSignIn,
  createTestTables,
  testPersonId,
  type TestPeople,
} from '@campus/testing'
import { inject } from 'vitest'
import { createFeedbackApp } from '../app'
import { createFeedbackDeps } from '../deps'

/** One person of each kind. Feedback never reads users: a session's principal is all it knows of them. */
const PEOPLE = {
  admin: { userType: 'ADMIN' },
  hod: { userType: 'HOD' },
  faculty: { userType: 'FACULTY' },
  student: { userType: 'STUDENT' },
  custom: { userType: 'CUSTOM' },
  applicant: { userType: 'APPLICANT' },
} as const satisfies TestPeople

export type Person = keyof typeof PEOPLE

export const idOf = (person: Person) => testPersonId(person)

/** The feedback app on fresh tables in the shared test dynalite, with sessions written straight in. */
export async function createFeedbackFixture() {
  const env = await createTestTables({
    dynamoEndpoint: inject('dynamoEndpoint'),
    s3Endpoint: inject('s3Endpoint'),
  })
  const tables = { feedback: env.tables.feedback, sessions: env.tables.sessions }
  const deps = createFeedbackDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
  const app = createFeedbackApp(deps)
  /** Starts a session for a fixture person with what their principal should hold, and returns its token. */
  const login = createPeopleSignIn(env, PEOPLE)

  return { app, deps, env, tables, login, ...appCaller(app, env.counter), people: PEOPLE }
}

export type FeedbackFixture = Awaited<ReturnType<typeof createFeedbackFixture>>
