import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { anEvent, createEventsFixture } from './testing/fixture'

const f = await createEventsFixture()

/**
 * Events are changed by their creator, an HOD of the creator's departments or the administrator: the samples
 * act on an event a faculty member of CSE added, as that faculty member and as another faculty member.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const eventOfFaculty = async () => {
    const creator = await f.login('faculty')
    const event = await f.ok<{ id: string }>('POST', '/api/events', { token: creator, body: anEvent() })
    return { creator, other: await f.login('otherFaculty'), id: event.id }
  }
  const byCreator = async (path: (id: string) => string, body?: (id: string) => unknown) => {
    const { creator, other, id } = await eventOfFaculty()
    return {
      own: { token: creator, path: path(id), body: body?.(id) },
      other: { token: other, path: path(id), body: body?.(id) },
    }
  }
  return {
    'PUT /api/events/createFeedbackQr': () =>
      byCreator(
        () => '/api/events/createFeedbackQr',
        (eventId) => ({ eventId, feedbackTemplateId: 'template-1' }),
      ),
    'PUT /api/events/:id': () =>
      byCreator(
        (id) => `/api/events/${id}`,
        () => ({ name: 'Renamed' }),
      ),
    'DELETE /api/events/:id': () => byCreator((id) => `/api/events/${id}`),
  }
}

await describeDomainAccessMatrix('events', f, scopeSamples)

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
