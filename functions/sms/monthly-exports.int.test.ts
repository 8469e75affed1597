import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, JOB_STALLED_AFTER_MS } from '@campus/db'
import { callApp } from '@campus/testing'
import { smsLogIndexKeys, smsLogKey, smsMonthKey } from '@campus/sms'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSmsApp } from './app'
import { createSmsDeps } from './deps'
import { createSmsEntities, type MonthlyExportItem } from './entities'
import { EXPORT_KEPT_MS, type MonthlyExport as MonthExport } from './monthly-exports.service'
import {
  createSmsFixture,
  idOf,
  MONTHLY_EXPORT_JOB,
  sendSampleMonth,
  type SmsFixture,
} from './testing/fixture'

let f: SmsFixture
const tokens = { admin: '', hod: '', faculty: '', otherFaculty: '' }
type Who = keyof typeof tokens

beforeAll(async () => {
  f = await createSmsFixture()
  for (const person of Object.keys(tokens) as Who[]) tokens[person] = await f.login(person)
  await sendSampleMonth(f)
})

// A test that fails while it holds the exports must not leave the next tests' exports waiting.
afterEach(() => f.jobs.release())

// A job that threw instead of recording its outcome is a bug.
afterAll(() => expect(f.jobs.errors).toEqual([]))

const path = (monthYear: string) => `/api/sms/excelReport/monthly/${monthYear}`

/** POSTs an export, which must be accepted (202). */
async function start(who: Who, monthYear: string) {
  const response = await f.call('POST', path(monthYear), { token: tokens[who] })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body as unknown as MonthExport
}

const latest = (who: Who, monthYear: string) =>
  f.ok<MonthExport>('GET', path(monthYear), { token: tokens[who] })

/** Starts an export, lets its job finish, and reads it back. */
async function exported(who: Who, monthYear: string) {
  await start(who, monthYear)
  await f.jobs.done()
  return latest(who, monthYear)
}

/** The rows of a READY export's workbook (the heading first), read from its download link. */
async function download(answer: MonthExport) {
  expect(answer.status).toBe('READY')
  const response = await fetch(answer.downloadUrl!)
  expect(response.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  const sheet = workbook.getWorksheet(`SMS ${answer.monthYear}`)!
  const rows = sheet.getSheetValues().slice(1) as unknown[][]
  return {
    rows: rows.map((row) => row.slice(1)),
    disposition: response.headers.get('content-disposition'),
  }
}

/** The export records, as the job and the service write them. */
const entities = () => createSmsEntities(f.env.client, f.env.tables.sms)

/** An export record written straight into the table, as a job in some state would have left it. */
async function storedExport(who: Who, monthYear: string, item: Partial<MonthlyExportItem>) {
  const stored: MonthlyExportItem = {
    id: `stored-${monthYear}-${who}`,
    requestedBy: idOf(who),
    requesterType: who === 'admin' ? 'ADMIN' : who === 'hod' ? 'HOD' : 'FACULTY',
    monthYear,
    status: 'PROCESSING',
    progress: 10,
    fileName: `SMS ${monthYear}.xlsx`,
    createdOn: Date.now(),
    ...item,
  }
  await entities().monthlyExport.put(stored).go()
  return stored
}

describe('starting a monthly workbook export', () => {
  it('records the request as PROCESSING, audits it and starts the job: the session read and two writes', async () => {
    let answer: MonthExport | undefined
    const release = f.jobs.hold()
    const counts = await f.countCalls(async () => {
      answer = await start('admin', '2026-11')
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, PutItemCommand: 2 })
    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      monthYear: '2026-11',
      status: 'PROCESSING',
      progress: 0,
      fileName: 'SMS 2026-11.xlsx',
      createdOn: expect.any(Number),
    })
    expect(await latest('admin', '2026-11')).toEqual(answer)
    const audit = await createAuditLog(f.env.client, f.env.tables.sms).listForRecord('smsExport', answer!.id)
    expect(audit).toEqual([
      expect.objectContaining({ action: 'REQUEST', actorId: idOf('admin'), after: { monthYear: '2026-11' } }),
    ])
    release()
    await f.jobs.done()
    expect(await latest('admin', '2026-11')).toMatchObject({ id: answer!.id, status: 'READY', progress: 100 })
  })

  it('answers the running export to a second request of the same month and caller, and starts nothing', async () => {
    const release = f.jobs.hold()
    const jobsBefore = f.jobs.results.length
    const answers = await Promise.all(Array.from({ length: 5 }, () => start('hod', '2026-11')))
    const [first] = answers
    expect(answers.map(({ id }) => id)).toEqual(Array(5).fill(first!.id))
    expect(answers.every(({ status }) => status === 'PROCESSING')).toBe(true)
    const audit = await createAuditLog(f.env.client, f.env.tables.sms).listForRecord('smsExport', first!.id)
    expect(audit).toHaveLength(1)
    // Another caller's export of the same month is theirs, started beside it.
    const other = await start('faculty', '2026-11')
    expect(other.id).not.toBe(first!.id)
    release()
    await f.jobs.done()
    expect(f.jobs.results.slice(jobsBefore)).toHaveLength(2)
    expect(await latest('hod', '2026-11')).toMatchObject({ id: first!.id, status: 'READY', rows: 2 })
    // Once it ended, asking again starts a new export of the month (the month may have grown).
    const again = await start('hod', '2026-11')
    expect(again.id).not.toBe(first!.id)
    await f.jobs.done()
  })

  it('refuses a month that is not yyyy-mm with a 400 that says how to write it', async () => {
    for (const method of ['POST', 'GET']) {
      const response = await f.call(method, path('11-2026'), { token: tokens.admin })
      expect(response.status).toBe(400)
      expect(response.body.error?.details).toEqual([
        { path: 'monthYear', message: 'Give the month as yyyy-mm (2026-11)' },
      ])
    }
  })

  it('says so when the job cannot be started, and lets the caller try again', async () => {
    const refusing = createSmsDeps({
      client: f.env.client,
      tables: { sms: f.env.tables.sms, sessions: f.env.tables.sessions },
      tokenSecret: f.env.tokenSecret,
      s3: f.env.s3,
      exportsBucket: f.env.buckets.exports,
      startJob: () => Promise.reject(new Error('Scheduler unavailable')),
    })
    const response = await callApp(createSmsApp(refusing), 'POST', path('2026-08'), { token: tokens.hod })
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({
      status: 'FAILED',
      error: 'The export could not be started. Try again.',
    })
    expect(await latest('hod', '2026-08')).toMatchObject({ id: response.body.id, status: 'FAILED' })
    const retried = await exported('hod', '2026-08')
    expect(retried).toMatchObject({ status: 'READY', rows: 0 })
    expect(retried.id).not.toBe(response.body.id)
  })
})

describe('the monthly workbook', () => {
  it("holds every message of the month, oldest first, with the administrator's whole phones", async () => {
    const answer = await exported('admin', '2026-11')
    expect(answer).toEqual({
      id: expect.any(String),
      monthYear: '2026-11',
      status: 'READY',
      progress: 100,
      fileName: 'SMS 2026-11.xlsx',
      createdOn: expect.any(Number),
      rows: 8,
      downloadUrl: expect.stringContaining('X-Amz-Expires=300'),
      expiresOn: expect.any(Number),
    })
    expect(answer.expiresOn! - Date.now()).toBeGreaterThan(290_000)
    expect(answer.expiresOn! - Date.now()).toBeLessThanOrEqual(300_000)
    const { rows, disposition } = await download(answer)
    expect(disposition).toBe('attachment; filename="SMS 2026-11.xlsx"')
    expect(rows[0]).toEqual([
      'Queued on',
      'Sent by',
      'To',
      'User type',
      'Phone',
      'Message',
      'Status',
      'Segments',
      'Encoding',
      'Failure reason',
    ])
    expect(rows.slice(1).map((row) => `${String(row[0])} ${String(row[2])} ${String(row[6])}`)).toEqual([
      '2026-11-10 10:00 Student 1 Sent',
      '2026-11-10 10:00 Student 2 Failed',
      '2026-11-10 10:00 Student 3 Sent',
      '2026-11-10 11:00 Student 10 Sent',
      '2026-11-10 11:00 Student 11 Sent',
      '2026-11-10 12:00 Student 30 Queued',
      '2026-11-10 23:50 Student 40 Sent',
      '2026-11-11 00:10 Student 50 Sent',
    ])
    expect(rows[2]).toEqual([
      '2026-11-10 10:00',
      'Faculty One',
      'Student 2',
      'STUDENT',
      "'+919000000002",
      'Exam on Monday',
      'Failed',
      1,
      'GSM-7',
      'InvalidParameterException: Invalid phone number',
    ])
  })

  it('gives faculty their own month, phones masked, and another faculty member none of it', async () => {
    const own = await exported('faculty', '2026-11')
    const { rows } = await download(own)
    // The heading and six messages: four sent, one failed, one still queued.
    expect(rows).toHaveLength(7)
    expect(own.rows).toBe(6)
    expect(rows.slice(1).every((row) => /^\*{6}\d{4}$/.test(String(row[4])))).toBe(true)
    const other = await exported('otherFaculty', '2026-11')
    expect(other).toMatchObject({ status: 'READY', rows: 0 })
    expect((await download(other)).rows).toHaveLength(1)
  })

  it('answers a month without SMS with a workbook holding only the headings', async () => {
    const answer = await exported('admin', '2025-01')
    expect(answer).toMatchObject({ status: 'READY', progress: 100, rows: 0 })
    const { rows } = await download(answer)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.[0]).toBe('Queued on')
  })

  it('records progress as it writes, below 100 until READY', async () => {
    // 250 messages of September, written straight into the log with the month's counters.
    const batch = 'bulk-1'
    const createdOn = Date.UTC(2026, 8, 15, 6, 0)
    for (let index = 1; index <= 250; index++) {
      const item = {
        batchId: batch,
        recipientKey: `student-${index}`,
        status: 'S' as const,
        senderId: idOf('admin'),
        fUser: 'Office',
        toName: `Student ${index}`,
        toUserType: 'STUDENT',
        msg: 'Fees due',
        phone: `+9190000${String(index).padStart(5, '0')}`,
        segments: 1,
        encoding: 'GSM-7',
        purpose: 'ANNOUNCEMENT',
        createdOn,
        sDay: '2026-09-15',
        attempts: 1,
        counted: true,
      }
      await f.env.client.send(
        new PutCommand({
          TableName: f.env.tables.sms,
          Item: { ...smsLogKey(batch, item.recipientKey), ...smsLogIndexKeys(item), ...item },
        }),
      )
    }
    await f.env.client.send(
      new UpdateCommand({
        TableName: f.env.tables.sms,
        Key: smsMonthKey('2026-09'),
        UpdateExpression: 'ADD smsCount :n',
        ExpressionAttributeValues: { ':n': 250 },
      }),
    )
    // The job the request starts is held; this run of it, on a client that reads the record back after each
    // of its updates, writes the workbook, and the held one then finds it READY and leaves it.
    const release = f.jobs.hold()
    const request = await start('admin', '2026-09')
    const states: string[] = []
    const result = await MONTHLY_EXPORT_JOB.run(
      { ...f.jobs.context(), client: watchingExports(f.env.client, f.env.tables.sms, states) },
      { requestedBy: idOf('admin'), monthYear: '2026-09', exportId: request.id },
    )
    release()
    await f.jobs.done()
    expect(f.jobs.results).toContainEqual({ exportId: request.id, skipped: true, reason: 'READY' })
    expect(result).toMatchObject({ exportId: request.id, status: 'READY', rows: 250 })
    expect(states).toEqual(['PROCESSING 40', 'PROCESSING 80', 'PROCESSING 99', 'READY 100'])
    expect((await download(await latest('admin', '2026-09'))).rows).toHaveLength(251)
  })
})

describe("an export's outcome", () => {
  it('404s a month the caller never exported, naming how to start it', async () => {
    const response = await f.call('GET', path('2024-02'), { token: tokens.faculty })
    expect(response.status).toBe(404)
    expect(response.body.error).toMatchObject({
      code: 'SMS_EXPORT_NOT_FOUND',
      message: 'You have not exported 2024-02 yet: POST /api/sms/excelReport/monthly/2024-02 starts it.',
    })
    // The administrator's export of the month is not the faculty member's.
    await exported('admin', '2024-03')
    expect((await f.call('GET', path('2024-03'), { token: tokens.faculty })).status).toBe(404)
  })

  it('records FAILED with a message when the workbook cannot be written, and a repeated start leaves it', async () => {
    const release = f.jobs.hold()
    const request = await start('faculty', '2026-10')
    const input = { requestedBy: idOf('faculty'), monthYear: '2026-10', exportId: request.id }
    const failed = await MONTHLY_EXPORT_JOB.run(
      { ...f.jobs.context(), buckets: { exports: 'no-such-bucket' } },
      input,
    )
    expect(failed).toEqual({ exportId: request.id, status: 'FAILED', error: 'The export failed. Try again.' })
    const answer = await latest('faculty', '2026-10')
    expect(answer).toMatchObject({ id: request.id, status: 'FAILED', error: 'The export failed. Try again.' })
    expect(answer.downloadUrl).toBeUndefined()
    release()
    await f.jobs.done()
    expect(f.jobs.results).toContainEqual({ exportId: request.id, skipped: true, reason: 'FAILED' })
    expect(await latest('faculty', '2026-10')).toMatchObject({ status: 'FAILED' })
  })

  it('answers an export that stalled as FAILED, replaces it on asking again, and leaves its late job nothing to do', async () => {
    const stalled = await storedExport('hod', '2026-07', {
      createdOn: Date.now() - JOB_STALLED_AFTER_MS - 1000,
    })
    expect(await latest('hod', '2026-07')).toMatchObject({
      id: stalled.id,
      status: 'FAILED',
      error: 'The export did not finish. Try again.',
    })
    const release = f.jobs.hold()
    const replacement = await start('hod', '2026-07')
    expect(replacement.id).not.toBe(stalled.id)
    const late = await MONTHLY_EXPORT_JOB.run(f.jobs.context(), {
      requestedBy: idOf('hod'),
      monthYear: '2026-07',
      exportId: stalled.id,
    })
    expect(late).toEqual({ exportId: stalled.id, skipped: true, reason: 'REPLACED' })
    release()
    await f.jobs.done()
    expect(await latest('hod', '2026-07')).toMatchObject({ id: replacement.id, status: 'READY', rows: 0 })
  })

  it('answers a running export that has not stalled, with its progress', async () => {
    const running = await storedExport('faculty', '2026-06', { progress: 35 })
    expect(await latest('faculty', '2026-06')).toMatchObject({
      id: running.id,
      status: 'PROCESSING',
      progress: 35,
    })
    expect(await start('faculty', '2026-06')).toMatchObject({ id: running.id, progress: 35 })
  })

  it('answers a workbook the bucket has deleted (after 30 days) as FAILED, without a link', async () => {
    const old = Date.now() - EXPORT_KEPT_MS - 60_000
    await storedExport('admin', '2026-05', {
      status: 'READY',
      progress: 100,
      rows: 3,
      objectKey: 'exports/sms/monthly/long-gone.xlsx',
      createdOn: old,
      finishedOn: old,
    })
    const answer = await latest('admin', '2026-05')
    expect(answer).toMatchObject({
      status: 'FAILED',
      error: 'The workbook was deleted after 30 days. Export the month again.',
    })
    expect(answer.downloadUrl).toBeUndefined()
  })
})

/** A client that, after each update of an export record, reads it back and notes `<status> <progress>`. */
function watchingExports(
  client: DynamoDBDocumentClient,
  table: string,
  states: string[],
): DynamoDBDocumentClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown
      return async (command: { input: Record<string, unknown> }, ...rest: unknown[]) => {
        const result = await (target.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest)
        const key = command.input.Key as Record<string, string> | undefined
        if (command.input.UpdateExpression && key?.pk?.startsWith('SMSEXPORT#')) {
          const { Item } = await target.send(
            new GetCommand({ TableName: table, Key: key, ConsistentRead: true }),
          )
          states.push(`${String(Item?.status)} ${String(Item?.progress)}`)
        }
        return result
      }
    },
  })
}
