import { createDomainFixture, recordingQueues, TEST_PEOPLE, testPersonId } from '@campus/testing'
import { createAcademicsApp } from '../app'
import { createAcademicsDeps } from '../deps'

export type Person = keyof typeof TEST_PEOPLE

export const idOf = (person: Person) => testPersonId(person)

/**
 * The academics app on fresh tables in the shared test dynalite. Academics never reads users: sessions are
 * written straight into the sessions table, so a test decides what each principal holds: an HOD's
 * departments, a student's year and group.
 */
export async function createAcademicsFixture() {
  // What academics tells identity (a deleted department): kept as SQS would take it.
  const queues = recordingQueues()
  const fixture = await createDomainFixture(TEST_PEOPLE, (env) => {
    const tables = {
      academics: env.tables.academics,
      sessions: env.tables.sessions,
      directory: env.tables.directory,
    }
    const deps = createAcademicsDeps({
      client: env.client,
      tables,
      tokenSecret: env.tokenSecret,
      queues: queues.sender,
    })
    return { deps, app: createAcademicsApp(deps) }
  })
  return { ...fixture, queues }
}

export type AcademicsFixture = Awaited<ReturnType<typeof createAcademicsFixture>>
