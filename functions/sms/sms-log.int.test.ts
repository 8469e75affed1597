import { beforeAll, describe, expect, it } from 'vitest'
import { createSmsFixture, idOf, ist, sendSampleMonth, type SmsFixture } from './testing/fixture'

interface LogEntry {
  id: string
  fUser: string
  toName: string
  toUserType: string
  msg: string
  phone: string
  status: 'P' | 'S' | 'F'
  createdOn: number
  segments: number
  reason?: string
}

const D10 = ist(10, 9, 0)
const D11 = ist(11, 15, 0)

let f: SmsFixture
const tokens = { admin: '', hod: '', faculty: '', otherFaculty: '' }

beforeAll(async () => {
  f = await createSmsFixture()
  for (const person of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[person] = await f.login(person)
  await sendSampleMonth(f)
})

const list = async (query: string, token = tokens.admin) =>
  f.ok<LogEntry[]>('GET', `/api/sms/sentSms?${query}`, { token })
const texts = (entries: LogEntry[]) => entries.map(({ toName, msg }) => `${msg}>${toName}`)

describe('the SMS log', () => {
  it('lists a day newest first as the legacy client asks, in the session read plus one Query', async () => {
    let entries: LogEntry[] = []
    const counts = await f.countCalls(async () => {
      entries = await list(`filter=sDate eq ${D10}&start=0&count=25&order=des&sort=_id`)
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    expect(texts(entries)).toEqual([
      'Late notice>Student 40',
      'Lab closed>Student 30',
      'Department meeting>Student 11',
      'Department meeting>Student 10',
      'Exam on Monday>Student 3',
      'Exam on Monday>Student 2',
      'Exam on Monday>Student 1',
    ])
    expect(entries[5]).toEqual({
      id: 'f-1:student-2',
      batchId: 'f-1',
      fUser: 'Faculty One',
      senderId: idOf('faculty'),
      toName: 'Student 2',
      toUserType: 'STUDENT',
      msg: 'Exam on Monday',
      phone: '+919000000002',
      status: 'F',
      createdOn: ist(10, 10),
      segments: 1,
      encoding: 'GSM-7',
      purpose: 'ANNOUNCEMENT',
      sentOn: expect.any(Number),
      reason: 'InvalidParameterException: Invalid phone number',
    })
  })

  it('takes any instant of the day, the legacy spacing, and the /boot spelling', async () => {
    const all = texts(await list(`filter=sDate eq ${D10}`))
    expect(all).toHaveLength(7)
    expect(texts(await list(`filter=sDate eq${ist(10, 0, 0)}`))).toEqual(all)
    expect(texts(await list(`filter=sDate eq ${ist(10, 23, 59)} , status eq A`))).toEqual(all)
    expect(texts(await list(`query=filter:sDate eq ${D10};order:des`))).toEqual(all)
    expect(texts(await list(`filter=sDate eq ${D11}`))).toEqual(['Early notice>Student 50'])
  })

  it('filters by status on the day-and-status index: F failed, P queued, S sent', async () => {
    expect(texts(await list(`filter=sDate eq ${D10},status eq F`))).toEqual(['Exam on Monday>Student 2'])
    expect(texts(await list(`filter=sDate eq ${D10},status eq P`))).toEqual(['Lab closed>Student 30'])
    expect(await list(`filter=sDate eq ${D10},status eq S`)).toHaveLength(5)
    const counts = await f.countCalls(() => list(`filter=sDate eq ${D10},status eq S`))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })

  it('pages with start and count, continues with the cursor, and orders oldest first on asking', async () => {
    const firstTwo = await f.call(
      'GET',
      `/api/sms/sentSms?filter=sDate eq ${D10}&start=0&count=2&order=des&sort=_id`,
      {
        token: tokens.admin,
      },
    )
    expect(texts(firstTwo.body as unknown as LogEntry[])).toEqual([
      'Late notice>Student 40',
      'Lab closed>Student 30',
    ])
    const cursor = firstTwo.headers.get('X-Next-Cursor')
    expect(cursor).toBeTruthy()
    expect(texts(await list(`filter=sDate eq ${D10}&count=2&cursor=${cursor}`))).toEqual([
      'Department meeting>Student 11',
      'Department meeting>Student 10',
    ])
    expect(texts(await list(`filter=sDate eq ${D10}&start=2&count=2&order=des`))).toEqual([
      'Department meeting>Student 11',
      'Department meeting>Student 10',
    ])
    expect(texts(await list(`filter=sDate eq ${D10}&order=asc&count=1`))).toEqual([
      'Exam on Monday>Student 1',
    ])
    expect(
      Object.keys((await list(`filter=sDate eq ${D10}&fields=status&fields=toName&count=1`))[0]!),
    ).toEqual(['status', 'toName'])
  })

  it('shows faculty and HODs only their own messages, phones masked', async () => {
    const own = await list(`filter=sDate eq ${D10}&order=des`, tokens.faculty)
    expect(texts(own)).toEqual([
      'Late notice>Student 40',
      'Lab closed>Student 30',
      'Exam on Monday>Student 3',
      'Exam on Monday>Student 2',
      'Exam on Monday>Student 1',
    ])
    expect(own.map(({ phone }) => phone)).toEqual([
      '******0040',
      '******0030',
      '******0003',
      '******0002',
      '******0001',
    ])
    expect(texts(await list(`filter=sDate eq ${D10},status eq F`, tokens.faculty))).toEqual([
      'Exam on Monday>Student 2',
    ])
    expect(texts(await list(`filter=sDate eq ${D10}`, tokens.hod))).toEqual([
      'Department meeting>Student 11',
      'Department meeting>Student 10',
    ])
    expect(await list(`filter=sDate eq ${D10}`, tokens.otherFaculty)).toEqual([])
    const counts = await f.countCalls(() => list(`filter=sDate eq ${D10},status eq F`, tokens.faculty))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })

  it("lets the administrator narrow to one sender, and refuses anyone else asking for another's", async () => {
    expect(await list(`filter=sDate eq ${D10},senderId eq ${idOf('hod')}`)).toHaveLength(2)
    const refused = await f.call(
      'GET',
      `/api/sms/sentSms?filter=sDate eq ${D10},senderId eq ${idOf('hod')}`,
      {
        token: tokens.faculty,
      },
    )
    expect(refused.status).toBe(403)
  })

  it.each([
    ['no day', 'filter=status eq F', 400, 'SMS_DAY_REQUIRED'],
    ['a day that is not a number', 'filter=sDate eq today', 400, 'INVALID_LIST_QUERY'],
    ['an unknown status', `filter=sDate eq ${D10},status eq X`, 400, 'SMS_STATUS_INVALID'],
    ['an undeclared filter', `filter=sDate eq ${D10},phone eq 1`, 400, 'LIST_FIELD_NOT_ALLOWED'],
    ['an undeclared sort', `filter=sDate eq ${D10}&sort=toName`, 400, 'LIST_FIELD_NOT_ALLOWED'],
  ])('refuses %s with a 400 that says what to send', async (_case, query, status, code) => {
    const response = await f.call('GET', `/api/sms/sentSms?${query}`, { token: tokens.admin })
    expect(response.status).toBe(status)
    expect(response.body.error?.code).toBe(code)
    expect(response.body.error?.message.length).toBeGreaterThan(10)
  })
})

describe('the day count', () => {
  it("lists the day's messages as { id, status }: every sender's for the administrator, one's own for others", async () => {
    const day = await f.ok<{ id: string; status: string }[]>('GET', `/api/sms/daySmsCount/${D10}`, {
      token: tokens.admin,
    })
    expect(day).toHaveLength(7)
    expect(day).toContainEqual({ id: 'f-1:student-2', status: 'F' })
    expect(day).toContainEqual({ id: 'f-2:student-30', status: 'P' })
    expect(await f.ok('GET', `/api/sms/daySmsCount/${D10}`, { token: tokens.faculty })).toHaveLength(5)
    expect(await f.ok('GET', `/api/sms/daySmsCount/${D10}`, { token: tokens.hod })).toHaveLength(2)
    expect(await f.ok('GET', `/api/sms/daySmsCount/${ist(9, 12)}`, { token: tokens.admin })).toEqual([])
  })

  it('refuses a day that is not epoch milliseconds', async () => {
    const response = await f.call('GET', '/api/sms/daySmsCount/yesterday', { token: tokens.admin })
    expect(response.status).toBe(400)
    expect(response.body.error?.details).toEqual([
      { path: 'epochMs', message: 'Give the day as epoch milliseconds' },
    ])
  })
})

describe('the monthly report', () => {
  it("counts each month's sent and failed messages, newest first, the college's for the administrator", async () => {
    expect(await f.ok('GET', '/api/sms/report/monthly', { token: tokens.admin })).toEqual([
      { monthYear: '2026-11', smsCount: 6, smsFailCount: 1, segments: 6 },
      { monthYear: '2026-10', smsCount: 2, smsFailCount: 0, segments: 2 },
    ])
  })

  it('gives HODs and faculty their own months', async () => {
    expect(await f.ok('GET', '/api/sms/report/monthly', { token: tokens.faculty })).toEqual([
      { monthYear: '2026-11', smsCount: 4, smsFailCount: 1, segments: 4 },
    ])
    expect(await f.ok('GET', '/api/sms/report/monthly', { token: tokens.hod })).toEqual([
      { monthYear: '2026-11', smsCount: 2, smsFailCount: 0, segments: 2 },
    ])
    expect(await f.ok('GET', '/api/sms/report/monthly', { token: tokens.otherFaculty })).toEqual([])
  })
})
