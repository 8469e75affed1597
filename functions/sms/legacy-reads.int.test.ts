import { describe, expect, it } from 'vitest'
import { createSmsFixture, ist, sendSampleMonth } from './testing/fixture'

/**
 * The legacy client's SMS reads (legacy-client.md 2.11), each sent as the client builds it (`sDate eq<ms>`
 * glued, `order=des&sort=_id`, the token in the query) and checked for the fields the client then reads, with
 * the types it reads them as.
 */
const f = await createSmsFixture()
const admin = await f.login('admin')
await sendSampleMonth(f)
const DAY = ist(10, 9)

type Row = Record<string, unknown>
const read = <Body = Row[]>(path: string) => f.ok<Body>('GET', path, { token: admin })
const logEntry = expect.objectContaining({
  fUser: expect.any(String),
  toName: expect.any(String),
  toUserType: expect.any(String),
  msg: expect.any(String),
  phone: expect.any(String),
  status: expect.stringMatching(/^[PSF]$/),
})

describe('the legacy SMS reads (2.11)', () => {
  it('GET /api/sms/smsCount: cAvailable and totalSent as numbers', async () => {
    expect(await read<Row>('/api/sms/smsCount')).toMatchObject({
      cAvailable: expect.any(Number),
      totalSent: expect.any(Number),
    })
  })

  it("GET /api/sms/daySmsCount/<epochMs>: an array, its length the day's count", async () => {
    expect(await read(`/api/sms/daySmsCount/${DAY}`)).toHaveLength(7)
  })

  it('GET /api/sms/sentSms?filter=sDate eq<ms>&start=0&count=25&order=des&sort=_id: the day, glued', async () => {
    const entries = await read(`/api/sms/sentSms?filter=sDate eq${DAY}&start=0&count=25&order=des&sort=_id`)
    expect(entries).toHaveLength(7)
    for (const entry of entries) expect(entry).toEqual(logEntry)
  })

  it('GET /api/sms/sentSms?filter=sDate eq <ms>,status eq F&...: one status of the day', async () => {
    const failed = await read(
      `/api/sms/sentSms?filter=sDate eq ${DAY},status eq F&start=0&count=25&order=des&sort=_id`,
    )
    expect(failed).toEqual([expect.objectContaining({ status: 'F', toName: 'Student 2' })])
  })

  it('GET /api/sms/sentSms?filter=sDate eq <ms>&start=0&count=25&order=des&sort=_id: show all', async () => {
    const entries = await read(`/api/sms/sentSms?filter=sDate eq ${DAY}&start=0&count=25&order=des&sort=_id`)
    expect(entries).toHaveLength(7)
    expect(entries[0]).toEqual(logEntry)
  })

  it('GET /api/sms/report/monthly: monthYear with the sent and failed counts', async () => {
    expect(await read('/api/sms/report/monthly')).toContainEqual(
      expect.objectContaining({
        monthYear: expect.any(String),
        smsCount: expect.any(Number),
        smsFailCount: expect.any(Number),
      }),
    )
  })
})
