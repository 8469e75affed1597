import { HeadObjectCommand } from '@aws-sdk/client-s3'
import type { AppEnv, JobDefinition } from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import type { Hono } from 'hono'
import { appCaller } from './call-app'
import { createTestTables, testTable, type TestTables } from './integration'
import { inProcessJobs } from './jobs'
import { createPeopleSignIn, testPersonId, type TestPeople } from './people'

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
 * A domain's test people: `base` ({@link TEST_PEOPLE} or {@link TEST_PEOPLE_IN_DEPARTMENTS}) with the domain's own
 * added or changed, and `idOf`, the user id each signs in with.
 * @example export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE, { reporter: { userType: 'CUSTOM' } })
 */
export function domainPeople<
  const Base extends TestPeople,
  const Own extends TestPeople = Record<never, never>,
>(base: Base, own: Own = {} as Own) {
  const people: Omit<Base, keyof Own> & Own = { ...base, ...own }
  return { people, idOf: (person: keyof typeof people & string) => testPersonId(person) }
}

/** The files table and the attachments bucket, as @campus/files' storage functions take them. */
export interface AttachmentStorage {
  client: TestTables['client']
  table: string
  s3: TestTables['s3']
  bucket: string
}

/** What the domain's app is built with besides the tables: the starter of its jobs, run in process. */
export interface FixtureWiring {
  startJob: JobStarter
}

export interface DomainFixtureOptions {
  /** The jobs the app may start (its manifest's `jobs`); a job of another name fails in `jobs.errors`. */
  jobs?: readonly JobDefinition[]
}

/** Text as UTF-8 bytes; bytes as they are. For a test file's content. */
export const bytesOf = (content: string | Uint8Array) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : content

/**
 * A domain app on fresh tables in the shared test emulators, for a domain that never reads users: `build`
 * wires the app as Lambda and the local server do, `login` signs a test person in with what their session
 * should hold, and `call`, `ok`, `callWithForm` and `countCalls` talk to the app in process. `jobs` runs the
 * jobs the app starts (by `options.jobs`, its manifest's) in process, as locally; `storage` is where uploads are
 * kept (the files table and the attachments bucket) and `stored` tells whether the attachments bucket still holds
 * a key.
 */
export async function createDomainFixture<People extends TestPeople, Deps, App extends Hono<AppEnv>>(
  people: People,
  build: (env: TestTables, wiring: FixtureWiring) => { deps: Deps; app: App },
  options: DomainFixtureOptions = {},
) {
  const env = await createTestTables()
  const jobs = inProcessJobs(options.jobs ?? [])
  const { deps, app } = build(env, { startJob: jobs.starter(env) })
  const storage: AttachmentStorage = {
    client: env.client,
    table: testTable(env, 'files'),
    s3: env.s3,
    bucket: env.buckets.attachments,
  }
  return {
    app,
    deps,
    env,
    jobs,
    storage,
    stored: (key: string) => objectExists(env.s3, env.buckets.attachments, key),
    login: createPeopleSignIn(env, people),
    ...appCaller(app, env.counter),
    people,
  }
}

/** Whether a bucket holds an object under the key (one HeadObject). */
async function objectExists(s3: TestTables['s3'], bucket: string, key: string) {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return true
  } catch {
    return false
  }
}
