import { randomFillSync } from 'node:crypto'
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler'
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, JOB_STALLED_AFTER_MS } from '@campus/db'
import { attachmentDisposition } from '@campus/files'
import { schedulerJobStarter } from '@campus/runtime'
import { callApp, expectRefused } from '@campus/testing'
import { mockClient } from 'aws-sdk-client-mock'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { createAssignmentsEntities, type StoredZipExport } from './entities'
import { manifest } from './manifest'
import type { OwnSubmission } from './routes/schemas'
import type { SubmissionsZip } from './routes/zip-schemas'
import { createAssignmentsFixture, deadlineIn, GROUPS, SUBMISSIONS_ZIP_JOB, YEAR } from './testing/fixture'
import { zipDirectory } from './testing/zip-directory'

import { ZIP_KEPT_MS } from './zip-exports.service'

const DAY = 24 * 60 * 60 * 1000

// Three days of late window, so a submission the day after the deadline is taken and marked late.
const f = await createAssignmentsFixture({ lateDays: 3 })
const { tokens } = f
const entities = createAssignmentsEntities(f.env.client, f.env.tables.assignments)

const path = (id: string) => `/api/assignment/${id}/zip`
const zipOf = (id: string, token = tokens.faculty) => f.ok<SubmissionsZip>('GET', path(id), { token })
const storedZip = async (id: string) => (await entities.zipExport.get({ assignmentId: id }).go()).data

/** Starts a zip as the faculty member who set the assignment (202). */
async function startZip(id: string, token = tokens.faculty) {
  const response = await f.call('POST', path(id), { token })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body as unknown as SubmissionsZip
}

/** `%PDF-1.4` and random bytes after it, as a PDF's compressed streams would be. */
function pdfLike(bytes: number) {
  const data = new Uint8Array(bytes)
  randomFillSync(data)
  data.set(new TextEncoder().encode('%PDF-1.4\n'))
  return data
}

let signedIn = 0
/** A new student of group A signs in and submits `fileName` with `content`; answers their submission. */
async function submitAs(
  assignmentId: string,
  fileName: string,
  content: string | Uint8Array,
  student: { name: string; registerNo?: string },
) {
  const userId = `stu-zip-${++signedIn}`
  const token = await f.login('student', { userId, ...student, groupId: GROUPS.cseA, accYearId: YEAR })
  return f.ok<OwnSubmission>('POST', '/api/assignment/studentSubmission', {
    token,
    body: { assignmentId, studentFile: await f.upload(fileName, content, userId) },
  })
}

/** `count` students each submit a small text file. */
async function submitMany(assignmentId: string, count: number) {
  for (let n = 1; n <= count; n++)
    await submitAs(assignmentId, `part ${n}.txt`, `answer ${n}`, {
      name: `Student ${n}`,
      registerNo: `CSE23${String(100 + n)}`,
    })
}

/** What is stored under the assignment's zips in the exports bucket. */
async function storedZips(assignmentId: string) {
  const { Contents } = await f.env.s3.send(
    new ListObjectsV2Command({
      Bucket: f.env.buckets.exports,
      Prefix: `exports/assignments/${assignmentId}/`,
    }),
  )
  return (Contents ?? []).map(({ Key }) => Key)
}

/** What a test runs before and after the zip job's writes to its request, given the request's key. */
interface ZipUpdateHooks {
  before?: (key: Record<string, string>) => Promise<void>
  after?: (key: Record<string, string>) => Promise<void>
}

/** A client that runs `before` ahead of each update of a zip record, and `after` once it is sent. */
function aroundZipUpdates(client: DynamoDBDocumentClient, hooks: ZipUpdateHooks): DynamoDBDocumentClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown
      return async (command: { input: Record<string, unknown> }, ...rest: unknown[]) => {
        const key = command.input.Key as Record<string, string> | undefined
        const zipUpdate = Boolean(command.input.UpdateExpression && key?.pk?.startsWith('ZIP#'))
        if (zipUpdate) await hooks.before?.(key!)
        const result = await (target.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest)
        if (zipUpdate) await hooks.after?.(key!)
        return result
      }
    },
  })
}

/**
 * An assignment with `count` submissions whose zip was asked for, the job the POST started held until `release`:
 * the stored request, and `runZipJob`, which runs the zip job for it here with `hooks` around its writes.
 */
async function heldZip(count: number) {
  const { id } = await f.compose()
  await submitMany(id, count)
  const release = f.jobs.hold()
  await startZip(id)
  const request = (await storedZip(id))!
  const runZipJob = (hooks: ZipUpdateHooks) =>
    SUBMISSIONS_ZIP_JOB.run(
      { ...f.jobs.context(), client: aroundZipUpdates(f.env.client, hooks) },
      { assignmentId: id, requestId: request.id },
    )
  return { id, request, release, runZipJob }
}

describe('the zip of all submissions', () => {
  it('holds every submission under its student, LATE marked, entry by entry as the students sent them', async () => {
    const { id } = await f.compose({ title: 'Lab 1/2: loops', deadLine: deadlineIn(0) })
    const files = {
      asha: pdfLike(40_000),
      bala: 'for (int i = 0; i < n; i++) sum += i;\n'.repeat(500),
      dev: pdfLike(3_000),
      chitra: pdfLike(20_000),
    }
    await submitAs(id, 'answer.pdf', files.asha, { name: 'Asha', registerNo: 'CSE23001' })
    await submitAs(id, 'loops.txt', files.bala, { name: 'Bala', registerNo: 'CSE23002' })
    await submitAs(id, 'Report: final?.pdf', files.dev, { name: 'Dev' })
    f.clock.offset = DAY
    try {
      await submitAs(id, 'answer.pdf', files.chitra, { name: 'Chitra', registerNo: 'CSE23003' })
    } finally {
      f.clock.offset = 0
    }

    const fileName = 'Lab 1_2_ loops submissions.zip'
    expect(await startZip(id)).toEqual({
      status: 'PROCESSING',
      done: 0,
      total: 4,
      fileName,
      requestedOn: expect.any(Number),
    })
    await f.jobs.done()
    const ready = await zipOf(id)
    expect(ready).toMatchObject({ status: 'READY', done: 4, total: 4, fileName, url: expect.any(String) })

    const download = await fetch(ready.url!)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(attachmentDisposition(fileName))
    const zip = new Uint8Array(await download.arrayBuffer())
    // PDFs stored as they are (0), the text deflated (8), in register-number order, names made safe.
    expect(zipDirectory(zip).map(({ name, method }) => [name, method])).toEqual([
      ['CSE23001 - answer.pdf', 0],
      ['CSE23002 - loops.txt', 8],
      ['CSE23003 - LATE - answer.pdf', 0],
      ['Dev - Report_ final_.pdf', 0],
    ])
    const opened = await JSZip.loadAsync(zip, { checkCRC32: true })
    const bytes = (name: string) => opened.file(name)!.async('uint8array')
    expect(await bytes('CSE23001 - answer.pdf')).toEqual(files.asha)
    expect(new TextDecoder().decode(await bytes('CSE23002 - loops.txt'))).toBe(files.bala)
    expect(await bytes('CSE23003 - LATE - answer.pdf')).toEqual(files.chitra)
    expect(await bytes('Dev - Report_ final_.pdf')).toEqual(files.dev)
    expect(f.jobs.errors).toEqual([])
  })

  it('records progress every few files, below the total until READY, and a repeated start leaves it', async () => {
    const { id, request, release, runZipJob } = await heldZip(6)
    const states: string[] = []
    const record = async (key: Record<string, string>) => {
      const { Item } = await f.env.client.send(
        new GetCommand({ TableName: f.env.tables.assignments, Key: key, ConsistentRead: true }),
      )
      states.push(`${String(Item?.status)} ${String(Item?.done)}/${String(Item?.total)}`)
    }
    const result = await runZipJob({ after: record })
    expect(result).toEqual({ requestId: request.id, status: 'READY', files: 6, bytes: expect.any(Number) })
    expect(states).toEqual([
      'PROCESSING 1/6',
      'PROCESSING 2/6',
      'PROCESSING 3/6',
      'PROCESSING 4/6',
      'PROCESSING 5/6',
      'READY 6/6',
    ])
    // The job the POST started finds the zip READY and leaves it.
    release()
    await f.jobs.done()
    expect(f.jobs.results).toContainEqual({ requestId: request.id, skipped: true, reason: 'READY' })
    expect(await storedZips(id)).toEqual([`exports/assignments/${id}/${request.id}.zip`])
  })

  it('runs one zip at a time: 20 requests at once start one job and answer the same zip', async () => {
    const { id } = await f.compose()
    await submitMany(id, 2)
    const startedBefore = f.jobs.started()
    const release = f.jobs.hold()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        f.call('POST', path(id), { token: n % 2 ? tokens.faculty : tokens.hod }),
      ),
    )
    expect(answers.map(({ status }) => status)).toEqual(Array<number>(20).fill(202))
    expect(new Set(answers.map(({ body }) => JSON.stringify(body))).size).toBe(1)
    expect(answers[0]!.body).toMatchObject({ status: 'PROCESSING', done: 0, total: 2 })
    expect(f.jobs.started() - startedBefore).toBe(1)
    const audits = await createAuditLog(f.env.client, f.env.tables.assignments).listForRecord(
      'assignment',
      id,
    )
    expect(audits.filter(({ action }) => action === 'ZIP')).toHaveLength(1)
    release()
    await f.jobs.done()
    expect(await zipOf(id, tokens.hod)).toMatchObject({ status: 'READY', done: 2, total: 2 })
  })

  it('builds once for 50 requests across its build and after it: a READY zip of the same files answers them', async () => {
    const { id } = await f.compose()
    await submitMany(id, 2)
    const startedBefore = f.jobs.started()
    const ask = (n: number) => f.call('POST', path(id), { token: n % 2 ? tokens.faculty : tokens.hod })
    const first = await Promise.all(Array.from({ length: 25 }, (_, n) => ask(n)))
    await f.jobs.done()
    const second = await Promise.all(Array.from({ length: 25 }, (_, n) => ask(n)))
    expect([...first, ...second].map(({ status }) => status)).toEqual(Array<number>(50).fill(202))
    expect(f.jobs.started() - startedBefore).toBe(1)
    expect(second[0]!.body).toMatchObject({ status: 'READY', done: 2, total: 2 })

    // Another submission makes it another zip: the next request builds again.
    await submitMany(id, 1)
    expect(await startZip(id)).toMatchObject({ status: 'PROCESSING', total: 3 })
    await f.jobs.done()
    expect(f.jobs.started() - startedBefore).toBe(2)
  })

  it('fails with a reason naming the student when a file is missing from storage, and stores nothing', async () => {
    const { id } = await f.compose()
    await submitAs(id, 'fine.pdf', pdfLike(2_000), { name: 'Asha', registerNo: 'CSE23001' })
    const lost = await submitAs(id, 'lost.pdf', pdfLike(2_000), { name: 'Bala', registerNo: 'CSE23002' })
    await f.env.s3.send(
      new DeleteObjectCommand({ Bucket: f.env.buckets.attachments, Key: lost.studentFile.fileKey }),
    )
    await startZip(id)
    await f.jobs.done()
    const failed = await zipOf(id)
    expect(failed).toEqual({
      status: 'FAILED',
      done: 1,
      total: 2,
      fileName: 'Lab record 1 submissions.zip',
      requestedOn: expect.any(Number),
      reason: 'The file lost.pdf of Bala (CSE23002) is missing from storage, so the zip could not be built.',
    })
    expect(await storedZips(id)).toEqual([])
    expect(f.jobs.errors).toEqual([])
  })

  it('stops, storing nothing, when a newer request replaced its own while it wrote', async () => {
    const { id, request, release, runZipJob } = await heldZip(3)
    let replaced = false
    const replace = async (key: Record<string, string>) => {
      if (replaced) return
      replaced = true
      await f.env.client.send(
        new UpdateCommand({
          TableName: f.env.tables.assignments,
          Key: key,
          UpdateExpression: 'SET id = :newer',
          ExpressionAttributeValues: { ':newer': 'a-newer-request' },
        }),
      )
    }
    const result = await runZipJob({ before: replace })
    expect(result).toEqual({ requestId: request.id, skipped: true, reason: 'REPLACED' })
    expect(await storedZips(id)).toEqual([])
    expect(await storedZip(id)).toMatchObject({ id: 'a-newer-request', status: 'PROCESSING', done: 0 })
    release()
    await f.jobs.done()
    expect(f.jobs.results).toContainEqual({ requestId: request.id, skipped: true, reason: 'REPLACED' })
  })

  it('answers a zip that stalled as FAILED, replaces it on asking again, and leaves its late job nothing to do', async () => {
    const { id } = await f.compose()
    await submitMany(id, 1)
    const stalled: StoredZipExport = {
      id: 'stalled-request',
      assignmentId: id,
      status: 'PROCESSING',
      done: 0,
      total: 1,
      fileName: 'Lab record 1 submissions.zip',
      requestedBy: 'id-faculty',
      requestedOn: Date.now() - JOB_STALLED_AFTER_MS - 1000,
    }
    await entities.zipExport.put(stalled).go()
    expect(await zipOf(id)).toMatchObject({
      status: 'FAILED',
      reason: 'The zip did not finish. Ask for it again.',
    })
    const release = f.jobs.hold()
    expect(await startZip(id)).toMatchObject({ status: 'PROCESSING', done: 0, total: 1 })
    expect((await storedZip(id))!.id).not.toBe(stalled.id)
    const late = await SUBMISSIONS_ZIP_JOB.run(f.jobs.context(), { assignmentId: id, requestId: stalled.id })
    expect(late).toEqual({ requestId: stalled.id, skipped: true, reason: 'REPLACED' })
    release()
    await f.jobs.done()
    expect(await zipOf(id)).toMatchObject({ status: 'READY', done: 1, total: 1 })
  })

  it('answers a zip the bucket has deleted (after 30 days) as FAILED, without a link', async () => {
    const { id } = await f.compose()
    const old = Date.now() - ZIP_KEPT_MS - 60_000
    await entities.zipExport
      .put({
        id: 'old-request',
        assignmentId: id,
        status: 'READY',
        done: 3,
        total: 3,
        fileName: 'Lab record 1 submissions.zip',
        requestedBy: 'id-faculty',
        requestedOn: old,
        finishedOn: old,
        objectKey: `exports/assignments/${id}/old-request.zip`,
        bytes: 100,
      })
      .go()
    const answer = await zipOf(id)
    expect(answer).toMatchObject({
      status: 'FAILED',
      reason: 'The zip was deleted after 30 days. Ask for it again.',
    })
    expect(answer.url).toBeUndefined()
  })
})

describe('asking for a zip', () => {
  it('answers NONE before anyone asked, in two GetItems besides the session', async () => {
    const { id } = await f.compose()
    let answer: SubmissionsZip | undefined
    const counts = await f.countCalls(async () => {
      answer = await zipOf(id)
    })
    expect(answer).toEqual({ status: 'NONE', done: 0, total: 0 })
    expect(counts.byCommand).toEqual({ GetItemCommand: 3 })
  })

  it('refuses an assignment nobody submitted to with 409, and an unknown one with 404', async () => {
    const { id } = await f.compose()
    const empty = await f.call('POST', path(id), { token: tokens.faculty })
    expectRefused(empty, 409, 'NO_SUBMISSIONS')
    expect(empty.body.error?.message).toBe(
      'Nobody has submitted anything to this assignment yet: there is nothing to zip.',
    )
    expectRefused(
      await f.call('POST', path('no-such-assignment'), { token: tokens.faculty }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    )
    expectRefused(
      await f.call('GET', path('no-such-assignment'), { token: tokens.faculty }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    )
  })

  it('lets only those who manage the assignment start or read it', async () => {
    const { id } = await f.compose()
    await submitMany(id, 1)
    const startedBefore = f.jobs.started()
    // Another department's HOD, a faculty member who does not teach the subject, one of another department.
    for (const token of [tokens.otherHod, tokens.otherFaculty, tokens.eceFaculty]) {
      expectRefused(await f.call('POST', path(id), { token }), 403, 'FORBIDDEN')
      expectRefused(await f.call('GET', path(id), { token }), 403, 'FORBIDDEN')
    }
    for (const token of [tokens.student, tokens.custom]) {
      expectRefused(await f.call('POST', path(id), { token }), 403, 'ROLE_NOT_ALLOWED')
      expectRefused(await f.call('GET', path(id), { token }), 403, 'ROLE_NOT_ALLOWED')
    }
    expect(f.jobs.started()).toBe(startedBefore)
    // The department's HOD and the administrator may.
    expect(await zipOf(id, tokens.hod)).toMatchObject({ status: 'NONE' })
    await startZip(id, tokens.admin)
    await f.jobs.done()
    expect(await zipOf(id, tokens.admin)).toMatchObject({ status: 'READY' })
  })
})

describe('on AWS', () => {
  it('starts the job as a one-time schedule of the jobs Lambda naming the request, and a refused start fails it', async () => {
    // The app as the manifest builds it, starting jobs as the Lambda does; only the Scheduler client is mocked.
    const scheduler = mockClient(SchedulerClient)
    scheduler
      .on(CreateScheduleCommand)
      .resolvesOnce({ ScheduleArn: 'arn:schedule' })
      .rejects(new Error('AccessDenied'))
    const inProcessBefore = f.jobs.started()
    try {
      const app = await manifest.app({
        ...f.env,
        startJob: schedulerJobStarter(new SchedulerClient({ region: 'ap-south-1' }), {
          functionArn: 'arn:aws:lambda:ap-south-1:1:function:jobs',
          roleArn: 'arn:aws:iam::1:role/scheduler',
        }),
        queues: { send: () => Promise.resolve() },
        catalog: { domains: [], menu: [] },
      })
      const { id } = await f.compose()
      await submitMany(id, 1)
      const started = await callApp(app, 'POST', path(id), { token: tokens.faculty })
      expect(started.status).toBe(202)
      expect(started.body).toMatchObject({ status: 'PROCESSING', done: 0, total: 1 })
      const input = scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input
      expect(input?.Target?.Arn).toBe('arn:aws:lambda:ap-south-1:1:function:jobs')
      expect(JSON.parse(input?.Target?.Input ?? '')).toEqual({
        job: 'assignment-submissions-zip',
        assignmentId: id,
        requestId: (await storedZip(id))!.id,
      })

      const refused = await f.compose()
      await submitMany(refused.id, 1)
      const failed = await callApp(app, 'POST', path(refused.id), { token: tokens.faculty })
      expect(failed.body).toMatchObject({
        status: 'FAILED',
        reason: 'The zip could not be started. Try again.',
      })
      expect(await zipOf(refused.id)).toMatchObject({ status: 'FAILED' })
      expect(f.jobs.started()).toBe(inProcessBefore)
    } finally {
      scheduler.restore()
    }
  })
})
