import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aBatch, createSmsFixture, dispatchOf, idOf, setQuota, smsQueue, students } from './testing/fixture'

const f = await createSmsFixture()

/** When the sampled messages were queued. */
const SENT_ON = Date.UTC(2026, 10, 12, 6, 0)

/**
 * The log's routes answer HODs and faculty with their own messages rather than a 403: the samples read a day
 * and a month in which only the faculty member sent, as them (their messages) and as another faculty member
 * (none of them, which is the refusal these routes make).
 */
let sent: Promise<{ own: string; other: string }> | undefined

/** The faculty member's messages, sent once for every sample. */
const sentOnce = () =>
  (sent ??= (async () => {
    await setQuota(f, 100)
    const queue = smsQueue(f)
    await dispatchOf(f, queue, { now: () => SENT_ON }).dispatch(
      aBatch('matrix', students(2), { sender: { id: idOf('faculty'), name: 'Faculty One' } }),
    )
    await queue.idle()
    return { own: await f.login('faculty'), other: await f.login('otherFaculty') }
  })())

function scopeSamples(): Record<string, ScopeSample> {
  return {
    'GET /api/sms/daySmsCount/:epochMs': async () => {
      const { own, other } = await sentOnce()
      const path = `/api/sms/daySmsCount/${SENT_ON}`
      return {
        own: { token: own, path },
        other: {
          token: other,
          path,
          refused: (response) =>
            response.status === 200 && Array.isArray(response.body) && !response.body.length,
        },
      }
    },
    'GET /api/sms/excelReport/monthly/:monthYear': async () => {
      const { own, other } = await sentOnce()
      const path = '/api/sms/excelReport/monthly/2026-11'
      return {
        own: { token: own, path },
        other: {
          token: other,
          path,
          refused: (response) => response.status === 200 && response.body.rows === 0,
        },
      }
    },
  }
}

await describeDomainAccessMatrix('sms', f, scopeSamples)

describe('sms access rules', () => {
  it('keeps the log to the administrator, HODs and faculty, and the quota to the administrator', () => {
    const byRoute = Object.fromEntries(
      operationsOf(f.app).map(({ method, path, meta }) => [`${method} ${path}`, meta.access]),
    )
    const senders = ['ADMIN', 'HOD', 'FACULTY']
    expect(byRoute).toEqual({
      'GET /api/sms/smsCount': senders,
      'PUT /api/sms/smsCount': ['ADMIN'],
      'GET /api/sms/sentSms': senders,
      'GET /api/sms/daySmsCount/:epochMs': senders,
      'GET /api/sms/report/monthly': senders,
      'GET /api/sms/excelReport/monthly/:monthYear': senders,
    })
  })
})
