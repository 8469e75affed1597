import { createTestTables } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEventsFixture } from './testing/fixture'
import { demoEvents, isEventsSeeded, seedEvents } from './seed'

let f: Awaited<ReturnType<typeof createEventsFixture>>
beforeAll(async () => {
  f = await createEventsFixture()
  expect(await isEventsSeeded(f.env.client, f.env.tables.events)).toBe(false)
  await seedEvents(f.env.client, f.env.tables.events)
})

describe('the demo events', () => {
  it('are listed newest first with their speakers, created by demo people', async () => {
    expect(await isEventsSeeded(f.env.client, f.env.tables.events)).toBe(true)
    const listed = await f.ok<{ name: string; createdBy: string; speakers: unknown[] }[]>(
      'GET',
      '/api/events',
      {
        token: await f.login('faculty'),
      },
    )
    expect(listed.map(({ name }) => name)).toEqual([
      'Seminar on IoT for smart cities',
      'Workshop on Machine Learning',
      'Guest lecture: Secure coding',
    ])
    expect(listed.every(({ speakers }) => speakers.length > 0)).toBe(true)
  })

  it('let their creator change them', async () => {
    const [, secureCoding] = demoEvents(Date.now())
    const token = await f.login('faculty', { userId: 'user-faculty-1' })
    const changed = await f.call('PUT', `/api/events/${secureCoding?.id ?? ''}`, {
      token,
      body: { name: 'Guest lecture: Secure coding in practice' },
    })
    expect(changed.status).toBe(200)
  })

  it('can run again over their own data', async () => {
    await seedEvents(f.env.client, f.env.tables.events)
    expect(await f.ok('GET', '/api/events', { token: await f.login('admin') })).toHaveLength(3)
  })
})

it('leaves other tables alone', async () => {
  const env = await createTestTables()
  expect(await isEventsSeeded(env.client, env.tables.events)).toBe(false)
})
