import type { UserType } from '@campus/core'
import { operationsOf } from '@campus/http'
import { describeAccessMatrix, tokensByUserType } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEventsFixture, type EventsFixture } from './testing/fixture'

let f: EventsFixture
let tokens = new Map<UserType, string>()
beforeAll(async () => {
  f = await createEventsFixture()
  tokens = await tokensByUserType(f.people, f.login)
})

describeAccessMatrix('events', () => ({
  app: f.app,
  call: f.call,
  tokenFor: (type) => tokens.get(type) ?? '',
}))

describe('events access rules', () => {
  it('keeps every route to staff but the public event read', () => {
    const byRoute = Object.fromEntries(
      operationsOf(f.app).map(({ method, path, meta }) => [`${method} ${path}`, meta.access]),
    )
    const staff = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM']
    expect(byRoute).toEqual({
      'GET /api/events/external/getEvent': 'public',
      'GET /api/events': staff,
      'POST /api/events': staff,
      'POST /api/events/eventCreate': staff,
      'PUT /api/events/createFeedbackQr': staff,
      'GET /api/events/:id': staff,
      'PUT /api/events/:id': staff,
      'DELETE /api/events/:id': staff,
    })
  })
})
