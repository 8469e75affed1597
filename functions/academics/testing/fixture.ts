import { createDomainFixture, TEST_PEOPLE, testPersonId } from '@campus/testing'
import { createAcademicsApp } from '../app'
import { createAcademicsDeps } from '../deps'

export type Person = keyof typeof TEST_PEOPLE

export const idOf = (person: Person) => testPersonId(person)

/**
 * The academics app on fresh tables in the shared test dynalite. Academics never reads users: sessions are
 * written straight into the sessions table, so a test decides what each principal holds: an HOD's
 * departments, a student's year and group.
 */
export const createAcademicsFixture = () =>
  createDomainFixture(TEST_PEOPLE, (env) => {
    const tables = { academics: env.tables.academics, sessions: env.tables.sessions }
    const deps = createAcademicsDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
    return { deps, app: createAcademicsApp(deps) }
  })

export type AcademicsFixture = Awaited<ReturnType<typeof createAcademicsFixture>>
