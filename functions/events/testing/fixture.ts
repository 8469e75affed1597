import { createDomainFixture, domainPeople, TEST_PEOPLE_IN_DEPARTMENTS } from '@campus/testing'
import { createEventsApp } from '../app'
import { createEventsDeps } from '../deps'

/**
 * One person of each kind, with the departments their session carries. Events never reads users: a session's
 * principal is all it knows of them.
 */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS)

export type Person = keyof typeof PEOPLE

/**
 * The events app on fresh tables in the shared test dynalite. Sessions are written straight into the
 * sessions table (identity's job in real life), so a test decides what each principal holds.
 */
export const createEventsFixture = () =>
  createDomainFixture(PEOPLE, (env) => {
    const tables = { events: env.tables.events, sessions: env.tables.sessions }
    const deps = createEventsDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
    return { deps, app: createEventsApp(deps) }
  })

export type EventsFixture = Awaited<ReturnType<typeof createEventsFixture>>

/** An event body as the add-event form sends it. */
export const anEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Guest lecture on compilers',
  from: Date.UTC(2026, 2, 10, 4, 30),
  depType: 'CSE',
  speakers: [{ name: 'Dr. Asha Rao', designation: 'Professor, IIT Madras' }],
  ...overrides,
})
