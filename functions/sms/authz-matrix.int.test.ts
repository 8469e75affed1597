import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type CallResult, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aBatch, createSmsFixture, dispatchOf, idOf, setQuota, smsQueue, students } from './testing/fixture'

const f = await createSmsFixture()

/** When the sampled messages were queued. */
const SENT_ON = Date.UTC(2026, 10, 12, 6, 0)

/**
 * The log's routes answer HODs and faculty with their own messages rather than a 403: the samples read a day
 * and a month in which only the faculty member sent, as them (their messages) and as another faculty member
 * (none of them, which is the refusal these routes make). A month's export is the caller's own: another faculty
 * member never gets the faculty member's export, only one of their own (of no messages) or a 404.
 */
let sent: Promise<{ own: string; other: string; ownExport: string }> | undefined

/** The faculty member's messages, sent once for every sample, and their export of the month. */
const sentOnce = () =>
  (sent ??= (async () => {
    await setQuota(f, 100)
    const queue = smsQueue(f)
    await dispatchOf(f, queue, { now: () => SENT_ON }).dispatch(
      aBatch('matrix', students(2), { sender: { id: idOf('faculty'), name: 'Faculty One' } }),
    )
    await queue.idle()
    const own = await f.login('faculty')
    const started = await f.call('POST', EXPORT_PATH, { token: own })
    await f.jobs.done()
    return { own, other: await f.login('otherFaculty'), ownExport: String(started.body.id) }
  })())

const EXPORT_PATH = '/api/sms/excelReport/monthly/2026-11'

/** Not the faculty member's export: none (404), or the caller's own, of none of their messages. */
const notTheirExport = (ownExport: string) => (response: CallResult) =>
  response.status === 404 ||
  ([200, 202].includes(response.status) && response.body.id !== ownExport && !response.body.rows)

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
    'POST /api/sms/excelReport/monthly/:monthYear': async () => {
      const { own, other, ownExport } = await sentOnce()
      return {
        own: { token: own, path: EXPORT_PATH },
        other: { token: other, path: EXPORT_PATH, refused: notTheirExport(ownExport) },
      }
    },
    'GET /api/sms/excelReport/monthly/:monthYear': async () => {
      const { own, other, ownExport } = await sentOnce()
      return {
        own: { token: own, path: EXPORT_PATH },
        other: { token: other, path: EXPORT_PATH, refused: notTheirExport(ownExport) },
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
      'POST /api/sms/excelReport/monthly/:monthYear': senders,
      'GET /api/sms/excelReport/monthly/:monthYear': senders,
    })
  })
})

describe('the monthly export as another faculty member', () => {
  it("never reaches the faculty member's workbook: their own export of the month holds none of those messages", async () => {
    const { own, other } = await sentOnce()
    await f.call('POST', EXPORT_PATH, { token: other })
    await f.jobs.done()
    const read = (token: string) =>
      f.ok<{ id: string; status: string; rows: number }>('GET', EXPORT_PATH, { token })
    const theirs = await read(other)
    const faculty = await read(own)
    expect(theirs).toMatchObject({ status: 'READY', rows: 0 })
    expect(faculty).toMatchObject({ status: 'READY', rows: 2 })
    expect(theirs.id).not.toBe(faculty.id)
  })
})
