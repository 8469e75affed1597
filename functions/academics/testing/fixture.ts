import { randomBytes } from 'node:crypto'
import { SESSION_TTL_MS, type Principal, type UserType } from '@campus/core'
import { createSessionStore } from '@campus/db'
import { createTokenService } from '@campus/http'
import { callApp, type CallOptions, createTestTables } from '@campus/testing'
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
} as const satisfies Record<string, { userType: UserType }>

export type Person = keyof typeof PEOPLE

export const idOf = (person: Person) => `id-${person}`

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
  const sessions = createSessionStore(env.client, tables.sessions)
  const tokens = createTokenService(env.tokenSecret)

  /** Starts a session for a fixture person with what their principal should hold, and returns its token. */
  const login = async (person: Person, principal: Partial<Principal> = {}) => {
    const now = Date.now()
    const session = {
      userId: idOf(person),
      sessionId: randomBytes(12).toString('base64url'),
      principal: {
        userId: idOf(person),
        userType: PEOPLE[person].userType,
        email: `${person}@test.local`,
        name: person,
        roles: [],
        rollType: [],
        departmentIds: [],
        ...principal,
      },
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    }
    await sessions.put(session)
    return tokens.sign({
      sub: session.userId,
      sid: session.sessionId,
      typ: session.principal.userType,
      iat: Math.floor(now / 1000),
      exp: Math.floor(session.expiresAt / 1000),
    })
  }

  const call = (method: string, path: string, options?: CallOptions) => callApp(app, method, path, options)

  /** The body of a call that must succeed; a failure throws with what the API said. */
  const ok = async <Body = Record<string, unknown>>(...args: Parameters<typeof call>): Promise<Body> => {
    const response = await call(...args)
    if (response.status !== 200)
      throw new Error(`${args[0]} ${args[1]} -> ${response.status} ${JSON.stringify(response.body)}`)
    return response.body as Body
  }

  /** DynamoDB calls made by `run`, by command. */
  const countCalls = async (run: () => Promise<unknown>) => {
    env.counter.reset()
    await run()
    return env.counter.snapshot()
  }

  return { app, deps, env, login, call, ok, countCalls, people: PEOPLE }
}

export type AcademicsFixture = Awaited<ReturnType<typeof createAcademicsFixture>>
