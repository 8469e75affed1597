import { expectRefused, expectInvalid } from '@campus/testing'
import { createAuditLog } from '@campus/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { anEvent, createEventsFixture, type EventsFixture, idOf } from './testing/fixture'

interface EventBody {
  id: string
  name: string
  from: number
  depType: string
  speakers: { name: string; designation: string }[]
  createdBy: string
  departmentIds: string[]
  createdOn: number
  modifiedOn: number
}

let f: EventsFixture
const tokens: Record<'admin' | 'hod' | 'otherHod' | 'faculty' | 'otherFaculty' | 'custom', string> = {
  admin: '',
  hod: '',
  otherHod: '',
  faculty: '',
  otherFaculty: '',
  custom: '',
}
beforeAll(async () => {
  f = await createEventsFixture()
  for (const person of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[person] = await f.login(person)
})

const add = (token: string, overrides: Record<string, unknown> = {}) =>
  f.ok<EventBody>('POST', '/api/events', { token, body: anEvent(overrides) })
const list = (query = '', token = tokens.admin) => f.ok<EventBody[]>('GET', `/api/events${query}`, { token })
const auditOf = (id: string) => createAuditLog(f.env.client, f.env.tables.events).listForRecord('event', id)

describe('adding events', () => {
  it('stores the event with its creator and their departments, in 2 DynamoDB calls after the session read', async () => {
    let created: EventBody | undefined
    const counts = await f.countCalls(async () => {
      created = await add(tokens.faculty)
    })
    expect(created).toEqual({
      ...anEvent(),
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      createdBy: idOf('faculty'),
      departmentIds: ['dept-cse'],
      createdOn: expect.any(Number),
      modifiedOn: expect.any(Number),
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, PutItemCommand: 2 })
    expect(await f.ok('GET', `/api/events/${created?.id ?? ''}`, { token: tokens.custom })).toEqual(created)
    expect(await auditOf(created?.id ?? '')).toEqual([
      expect.objectContaining({ action: 'CREATE', actorId: idOf('faculty'), after: created }),
    ])
  })

  it('takes the legacy eventCreate path alike, and an event without speakers', async () => {
    const created = await f.ok<EventBody>('POST', '/api/events/eventCreate', {
      token: tokens.hod,
      body: { name: 'Sports day', from: Date.UTC(2026, 0, 5), depType: 'Physical Education' },
    })
    expect(created).toMatchObject({ name: 'Sports day', speakers: [], createdBy: idOf('hod') })
  })

  it('lets a custom user add events only with the EVENTEDITOR role type', async () => {
    const refused = await f.call('POST', '/api/events', { token: tokens.custom, body: anEvent() })
    expectRefused(refused, 403, 'FORBIDDEN')
    const editor = await f.login('custom', { rollType: ['EVENTEDITOR'] })
    expect(await add(editor, { name: 'IQAC workshop' })).toMatchObject({ createdBy: idOf('custom') })
  })

  it.each([
    [
      'a missing name and date',
      { depType: 'CSE' },
      [
        { path: 'name', message: 'Event name is required' },
        { path: 'from', message: 'Invalid input: expected number, received undefined' },
      ],
    ],
    [
      'a speaker without a designation',
      anEvent({ speakers: [{ name: 'Dr. Rao', designation: ' ' }] }),
      [{ path: 'speakers.0.designation', message: 'Speaker designation is required' }],
    ],
    [
      'a date as text',
      anEvent({ from: '2026-03-10' }),
      [{ path: 'from', message: 'Invalid input: expected number, received string' }],
    ],
  ])('refuses %s with a 400 naming each field', async (_case, body, details) => {
    const response = await f.call('POST', '/api/events', { token: tokens.admin, body })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details })
  })

  it.each([
    ['malformed JSON', { rawBody: '{"name":' }, 400, 'MALFORMED_JSON'],
    [
      'a body that is not JSON',
      { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('answers %s with a 4xx envelope, never a 500', async (_case, options, status, code) => {
    const response = await f.call('POST', '/api/events', { token: tokens.admin, ...options })
    expect(response.status).toBe(status)
    expect(response.body.error?.code).toBe(code)
  })
})

describe('listing events', () => {
  let lister: EventsFixture
  let admin: string
  let hod: string
  let faculty: string
  beforeAll(async () => {
    // Own tables, so the list holds exactly these events.
    lister = await createEventsFixture()
    admin = await lister.login('admin')
    hod = await lister.login('hod')
    faculty = await lister.login('faculty')
    const day = (d: number) => Date.UTC(2026, 5, d, 4, 30)
    for (const [token, name, d, depType] of [
      [faculty, 'Seminar', 3, 'CSE'],
      [hod, 'Symposium', 20, 'CSE'],
      [faculty, 'Alumni talk', 11, 'ECE'],
      [admin, 'Convocation', 30, 'College'],
    ] as const) {
      await lister.ok('POST', '/api/events', { token, body: anEvent({ name, from: day(d), depType }) })
    }
  })
  const names = async (query = '') =>
    (await lister.ok<EventBody[]>('GET', `/api/events${query}`, { token: faculty })).map(({ name }) => name)

  it('lists newest start first in a bare array, in the session read plus one Query', async () => {
    let listed: string[] = []
    const counts = await lister.countCalls(async () => {
      listed = await names()
    })
    expect(listed).toEqual(['Convocation', 'Symposium', 'Alumni talk', 'Seminar'])
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })

  it('filters by creator and by department type, each on its own index', async () => {
    expect(await names(`?filter=createdBy eq ${idOf('faculty')}`)).toEqual(['Alumni talk', 'Seminar'])
    expect(await names('?filter=depType eq CSE')).toEqual(['Symposium', 'Seminar'])
    expect(await names(`?filter=createdBy eq ${idOf('faculty')}, depType eq ECE`)).toEqual(['Alumni talk'])
    expect(await names('?in=departmentIds eq dept-cse')).toEqual(['Symposium', 'Alumni talk', 'Seminar'])
    const counts = await lister.countCalls(() => names('?filter=depType eq CSE'))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })

  it('pages, orders and sorts with the legacy grammar', async () => {
    expect(await names('?start=1&count=2')).toEqual(['Symposium', 'Alumni talk'])
    expect(await names('?order=asc')).toEqual(['Seminar', 'Alumni talk', 'Symposium', 'Convocation'])
    expect(await names('?query=start:0;count:1;order:asc')).toEqual(['Seminar'])
    expect(await names('?sort=name')).toEqual(['Alumni talk', 'Convocation', 'Seminar', 'Symposium'])
    expect(await names('?sort=name&order=des')).toEqual([
      'Symposium',
      'Seminar',
      'Convocation',
      'Alumni talk',
    ])
    const projected = await lister.ok<Record<string, unknown>[]>('GET', '/api/events?fields=name&count=1', {
      token: faculty,
    })
    expect(projected).toEqual([{ name: 'Convocation' }])
  })

  it('refuses fields it does not declare with a 400 naming the allowed ones', async () => {
    const response = await lister.call('GET', '/api/events?filter=speakers eq x', { token: faculty })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'LIST_FIELD_NOT_ALLOWED',
      details: { field: 'speakers', allowed: ['createdBy', 'depType', 'id', 'name', 'feedbackTemplateId'] },
    })
    const sort = await lister.call('GET', '/api/events?sort=depType', { token: faculty })
    expect(sort.status).toBe(400)
  })

  it('is staff only', async () => {
    const student = await lister.call('GET', '/api/events', { token: await lister.login('student') })
    expect(student.status).toBe(403)
  })
})

describe('changing and deleting events', () => {
  it('lets the creator change any field and keeps the rest, in 3 DynamoDB calls after the session read', async () => {
    const event = await add(tokens.faculty)
    let changed: EventBody | undefined
    const counts = await f.countCalls(async () => {
      changed = await f.ok<EventBody>('PUT', `/api/events/${event.id}`, {
        token: tokens.faculty,
        body: { name: 'Compilers, part 2', speakers: [] },
      })
    })
    expect(changed).toEqual({
      ...event,
      name: 'Compilers, part 2',
      speakers: [],
      modifiedOn: expect.any(Number),
    })
    expect(changed?.modifiedOn).toBeGreaterThan(event.modifiedOn)
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, PutItemCommand: 2 })
    expect((await auditOf(event.id)).map(({ action }) => action)).toEqual(['UPDATE', 'CREATE'])
  })

  it('lets an HOD of the creator’s departments and an administrator change it, and nobody else', async () => {
    const event = await add(tokens.faculty)
    const rename = (token: string, name: string) =>
      f.call('PUT', `/api/events/${event.id}`, { token, body: { name } })
    expect((await rename(tokens.hod, 'By the HOD')).status).toBe(200)
    expect((await rename(tokens.admin, 'By the office')).status).toBe(200)
    for (const token of [tokens.otherHod, tokens.otherFaculty, tokens.custom]) {
      const refused = await rename(token, 'Not mine')
      expectRefused(refused, 403, 'FORBIDDEN')
    }
    expect((await f.call('DELETE', `/api/events/${event.id}`, { token: tokens.otherHod })).status).toBe(403)
    expect(await f.ok('GET', `/api/events/${event.id}`, { token: tokens.faculty })).toMatchObject({
      name: 'By the office',
    })
  })

  it('validates a change: at least one field, each valid', async () => {
    const event = await add(tokens.admin)
    const empty = await f.call('PUT', `/api/events/${event.id}`, { token: tokens.admin, body: {} })
    expectInvalid(empty, [{ path: '', message: 'Send at least one field to change' }])
    const blank = await f.call('PUT', `/api/events/${event.id}`, {
      token: tokens.admin,
      body: { depType: '' },
    })
    expect(blank.body.error?.details).toEqual([{ path: 'depType', message: 'Department type is required' }])
  })

  it('deletes an event in 3 DynamoDB calls after the session read, keeping its audit trail', async () => {
    const event = await add(tokens.hod)
    let deleted: Record<string, unknown> = {}
    const counts = await f.countCalls(async () => {
      deleted = await f.ok('DELETE', `/api/events/${event.id}`, { token: tokens.hod })
    })
    expect(deleted).toEqual({ deleted: true, id: event.id })
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, DeleteItemCommand: 1, PutItemCommand: 1 })
    expect((await f.call('GET', `/api/events/${event.id}`, { token: tokens.hod })).status).toBe(404)
    expect((await list()).map(({ id }) => id)).not.toContain(event.id)
    expect((await auditOf(event.id)).map(({ action }) => action)).toEqual(['DELETE', 'CREATE'])
  })

  it.each([
    ['GET', undefined],
    ['PUT', { name: 'x' }],
    ['DELETE', undefined],
  ])('answers %s of a missing event with 404 EVENT_NOT_FOUND', async (method, body) => {
    const response = await f.call(method, '/api/events/no-such-event', { token: tokens.admin, body })
    expect(response.status).toBe(404)
    expect(response.body.error).toMatchObject({ code: 'EVENT_NOT_FOUND', requestId: expect.any(String) })
  })
})
