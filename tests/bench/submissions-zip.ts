// The assignments figures (issue 15), on an assignment set for one group of 200 students who all submitted a 2 MB
// PDF: the DynamoDB calls of the staff's submission table (GET /api/assignment/getassignment/{id}), and the zip of
// all 200 submissions (the `assignment-submissions-zip` job) against archiver alone zipping the same 200 objects
// from and to the same s3rver. Each zip runs alone in a fresh `node`, so its time and peak RSS are its own; the
// job also zips 100 of them, to show its memory does not grow with what it zips.
//
// Alone (its own portal, no other figure):  npm run bench -- submissions-zip
// The bench runs measureSubmissions against the portal; each zip runs in a child (child.ts) through `sides`.
import { randomFillSync } from 'node:crypto'
import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { contactItemOf, writeBatch, type CommandCounts } from '@campus/db'
import { createAssignmentsEntities, type StoredSubmission } from '@campus/functions/assignments/entities'
// For `portal.tables.assignments`: the assignments manifest adds its table to @campus/db's TableRegistry.
import type {} from '@campus/functions/assignments/manifest'
import { submissionsZipObjectKey } from '@campus/functions/assignments/submissions-zip.job'
import { zipEntryCount } from '@campus/functions/assignments/testing/zip-directory'
import { storedAsIs, zipEntriesOf } from '@campus/functions/assignments/zip-entries'
import { createZipExportsRepository } from '@campus/functions/assignments/zip-exports.repository'
import { zipArchive } from '@campus/reports/zip'
import { s3Client } from '@campus/runtime'
import type { PortalFigure } from './alone'
import { BUDGETS } from './config'
import { apiExpect } from './http'
import { memorySampler } from './memory'
import type { BenchPortal } from './portal'
import { atMost, formatValue, info, ratioAtMost, type Row } from './report'
import { inTurn, runSide } from './sides'
import { runMedians } from './stats'

/**
 * The 200 students and 2 MB files, and the smaller zip (the first 100 of them) the job's memory is
 * compared with. Each zip is made `runs` times, the job and the raw zip taking turns. One run: a zip of 400 MB
 * reads and writes 800 MB through s3rver, which runs in the bench's own process, about 10 s on the idle 2-core
 * machine (three times that while other work runs), so each extra round adds half a minute or more.
 */
export const SUBMISSIONS_SETTINGS = { students: 200, bytes: 2_000_000, smaller: 100, runs: 1 } as const

/** The group, the assignments and the keys the figure writes; nothing of the demo college is touched. */
const GROUP = 'bench-zip-group'
const ASSIGNMENT = 'bench-zip-assignment'
const SMALLER_ASSIGNMENT = 'bench-zip-assignment-100'
const REGION = 'ap-south-1'

/** One zip, as its child process saw it. */
export interface ZipRun {
  /** From the job's start (or the raw zip's first read) to the zip stored; imports and clients left out. */
  ms: number
  /** The child's peak resident set during the zip, sampled every 10 ms and once at the end. */
  peakRssBytes: number
  /** RSS just before the zip began, its imports done and its clients made. */
  startRssBytes: number
  /** Size of the stored zip. */
  bytes: number
  entries: number
}

export interface SubmissionsMeasurement {
  /** Writing the students, their files and the two assignments (untimed by the figures, shown for the run's time). */
  seedMs: number
  /** The submission table's DynamoDB commands, the session check left out (the budgeted figure). */
  tableCalls: number
  /** Every command of the request, the session's GetItem included, by command. */
  tableCommands: CommandCounts
  tableRows: number
  /** The job zipping all 200, archiver alone zipping the same 200, and the job zipping 100 of them. */
  job: ZipRun[]
  raw: ZipRun[]
  jobSmaller: ZipRun[]
  /** Medians over the runs; growth is the peak RSS less the RSS before the zip. */
  jobMs: number
  rawMs: number
  jobPeakRssBytes: number
  rawPeakRssBytes: number
  jobGrowthBytes: number
  rawGrowthBytes: number
  jobSmallerGrowthBytes: number
}

/** What a child needs to zip: the emulators and what to zip from where to where. */
interface JobTarget {
  dynamoEndpoint: string
  s3Endpoint: string
  table: string
  attachments: string
  exports: string
  assignmentId: string
  requestId: string
}

interface RawTarget {
  s3Endpoint: string
  attachments: string
  exports: string
  key: string
  entries: { key: string; name: string; store: boolean }[]
}

/** `%PDF-1.7` and random bytes, as a PDF's compressed streams would be: one buffer, its header numbered per file. */
function pdfLike(bytes: number) {
  const data = new Uint8Array(bytes)
  randomFillSync(data)
  data.set(new TextEncoder().encode('%PDF-1.7\n'))
  return data
}

/**
 * The group's 200 students in the directory (contacts, BatchWriteItem), their 2 MB files in the attachments
 * bucket (PutObject, 8 at a time), and two assignments of the group with a submission per student: all of them,
 * and the first 100 (the same files).
 */
async function seed(portal: BenchPortal, s3: S3Client) {
  const { students, bytes, smaller } = SUBMISSIONS_SETTINGS
  const numbers = Array.from({ length: students }, (_, index) => index + 1)
  const registerNo = (n: number) => `BZ${String(n).padStart(4, '0')}`
  await writeBatch(
    portal.client,
    portal.tables.directory,
    numbers.map((n) => ({
      PutRequest: {
        Item: contactItemOf({
          userId: `bench-zip-student-${n}`,
          usertype: 'STUDENT',
          name: `Zip Student ${n}`,
          registerNo: registerNo(n),
          departmentIds: [],
          groupId: GROUP,
          accountStatus: 'ACTIVE',
        }),
      },
    })),
  )
  const data = pdfLike(bytes)
  const fileKey = (n: number) => `files/bench/zip/${n}/answer ${n}.pdf`
  for (let start = 0; start < students; start += 8)
    await Promise.all(
      numbers.slice(start, start + 8).map(async (n) => {
        data.set(new TextEncoder().encode(String(n).padStart(6, '0')), 9)
        await s3.send(
          new PutObjectCommand({ Bucket: portal.attachments.bucket, Key: fileKey(n), Body: data.slice() }),
        )
      }),
    )
  const entities = createAssignmentsEntities(portal.client, portal.tables.assignments)
  const now = Date.now()
  for (const [id, count] of [
    [ASSIGNMENT, students],
    [SMALLER_ASSIGNMENT, smaller],
  ] as const) {
    await entities.assignment
      .put({
        id,
        title: `Bench lab record (${count})`,
        message: 'Zip figure',
        files: [],
        deadLine: '01-Jan-2030',
        deadlineAt: now + 86_400_000,
        submission: 'Enable',
        maxMark: 100,
        subjectId: 'bench-zip-subject',
        subjectName: 'Bench subject',
        regSubId: 'bench-zip-regsub',
        accYearId: 'bench-zip-year',
        departmentId: 'bench-zip-department',
        department: 'Bench department',
        groupIds: [GROUP],
        staffIds: [],
        createdBy: 'user-admin',
        createdByName: 'Administrator',
        createdOn: now,
        modifiedOn: now,
      })
      .go()
    const submissions: StoredSubmission[] = numbers.slice(0, count).map((n) => ({
      assignmentId: id,
      studentId: `bench-zip-student-${n}`,
      studentName: `Zip Student ${n}`,
      registerNo: registerNo(n),
      groupId: GROUP,
      file: {
        versionId: `bench-${n}`,
        fileKey: fileKey(n),
        fileName: `answer ${n}.pdf`,
        size: bytes,
        contentType: 'application/pdf',
      },
      submittedOn: now,
      late: false,
    }))
    const { unprocessed } = await entities.submission.put(submissions).go({ concurrent: 4 })
    if (unprocessed.length) throw new Error(`${unprocessed.length} submissions were not written`)
  }
  return entities
}

/**
 * The staff's submission table as the administrator reads it, once, on the idle server: the DynamoDB commands it
 * sends (by table, so the session check can be left out exactly) and its rows, which must be 200 SUBMITTED.
 */
async function measureTable(portal: BenchPortal, token: string) {
  const tables: string[] = []
  const name = 'benchZipTableNames'
  portal.client.middlewareStack.add(
    (next) => (args) => {
      tables.push(String((args.input as { TableName?: unknown }).TableName))
      return next(args)
    },
    { step: 'initialize', name },
  )
  const before = portal.counter.snapshot()
  let rows: { status: string }[]
  try {
    rows = await apiExpect<{ status: string }[]>(
      200,
      portal.baseUrl,
      'GET',
      `/api/assignment/getassignment/${ASSIGNMENT}`,
      { token },
    )
  } finally {
    portal.client.middlewareStack.remove(name)
  }
  const after = portal.counter.snapshot()
  const byCommand: Record<string, number> = {}
  for (const [command, count] of Object.entries(after.byCommand)) {
    const delta = count - (before.byCommand[command] ?? 0)
    if (delta > 0) byCommand[command] = delta
  }
  const submitted = rows.filter(({ status }) => status === 'SUBMITTED').length
  if (rows.length !== SUBMISSIONS_SETTINGS.students || submitted !== rows.length)
    throw new Error(`The submission table has ${rows.length} rows, ${submitted} submitted`)
  return {
    tableCalls: tables.filter((table) => table !== portal.tables.sessions).length,
    tableCommands: { total: after.total - before.total, byCommand },
    tableRows: rows.length,
  }
}

/**
 * Seeds, reads the submission table, then zips: each round the job over all 200, archiver alone over the same 200
 * (in turns, ABBA) and the job over 100, each in its own child process. Every zip is checked (its entry count, from
 * its end of central directory record) and deleted, untimed.
 */
export async function measureSubmissions(
  portal: BenchPortal,
  token: string,
): Promise<SubmissionsMeasurement> {
  const s3Endpoint = portal.attachments.endpoint
  const s3 = s3Client({ region: REGION, endpoint: s3Endpoint })
  try {
    const seeding = performance.now()
    const entities = await seed(portal, s3)
    const seedMs = performance.now() - seeding
    const table = await measureTable(portal, token)
    const requests = createZipExportsRepository(entities)
    const dynamoEndpoint = portal.dynamo.endpoint

    /** Checks a stored zip holds `entries` files, then deletes it. */
    const checkAndDelete = async (Key: string, entries: number) => {
      const { ContentLength = 0 } = await s3.send(
        new HeadObjectCommand({ Bucket: portal.exports.bucket, Key }),
      )
      const { Body } = await s3.send(
        new GetObjectCommand({
          Bucket: portal.exports.bucket,
          Key,
          Range: `bytes=${ContentLength - 22}-${ContentLength - 1}`,
        }),
      )
      const counted = zipEntryCount((await Body!.transformToByteArray()).subarray(-22))
      if (counted !== entries) throw new Error(`${Key} holds ${counted} of ${entries} entries`)
      await s3.send(new DeleteObjectCommand({ Bucket: portal.exports.bucket, Key }))
    }

    let requested = 0
    const job = async (assignmentId: string, count: number) => {
      const request = {
        id: `bench-zip-request-${++requested}`,
        assignmentId,
        status: 'PROCESSING' as const,
        done: 0,
        total: count,
        fileName: 'Bench lab record submissions.zip',
        requestedBy: 'user-admin',
        requestedOn: Date.now(),
      }
      if (!(await requests.start(request))) throw new Error('A bench zip is still running')
      const target: JobTarget = {
        dynamoEndpoint,
        s3Endpoint,
        table: portal.tables.assignments,
        attachments: portal.attachments.bucket,
        exports: portal.exports.bucket,
        assignmentId,
        requestId: request.id,
      }
      const result = await runSide<ZipRun>('submissions-zip', 'job', target, { timeoutMs: 300_000 })
      if (result.entries !== count) throw new Error(`The job zipped ${result.entries} of ${count} files`)
      await checkAndDelete(submissionsZipObjectKey(request), count)
      return result
    }

    // The raw side zips the same objects under the same names, with the same store-or-deflate choice.
    const submissions = (
      await entities.submission.query.byAssignment({ assignmentId: ASSIGNMENT }).go({ pages: 'all' })
    ).data
    const rawEntries = zipEntriesOf(submissions).map(({ name, submission }) => ({
      key: submission.file.fileKey,
      name,
      store: storedAsIs(submission.file.fileName),
    }))
    const raw = async () => {
      const key = `exports/bench/raw-zip-${++requested}.zip`
      const target: RawTarget = {
        s3Endpoint,
        attachments: portal.attachments.bucket,
        exports: portal.exports.bucket,
        key,
        entries: rawEntries,
      }
      const result = await runSide<ZipRun>('submissions-zip', 'raw', target, { timeoutMs: 300_000 })
      await checkAndDelete(key, rawEntries.length)
      return result
    }

    const runs = { job: [] as ZipRun[], raw: [] as ZipRun[], jobSmaller: [] as ZipRun[] }
    for (let round = 0; round < SUBMISSIONS_SETTINGS.runs; round++) {
      for (const side of inTurn(round, ['job', 'raw'] as const)) {
        if (side === 'job') runs.job.push(await job(ASSIGNMENT, SUBMISSIONS_SETTINGS.students))
        else runs.raw.push(await raw())
      }
      runs.jobSmaller.push(await job(SMALLER_ASSIGNMENT, SUBMISSIONS_SETTINGS.smaller))
    }
    const [ofJob, ofRaw] = [runMedians(runs.job), runMedians(runs.raw)]
    return {
      seedMs,
      ...table,
      ...runs,
      jobMs: ofJob.ms,
      rawMs: ofRaw.ms,
      jobPeakRssBytes: ofJob.peakRssBytes,
      rawPeakRssBytes: ofRaw.peakRssBytes,
      jobGrowthBytes: ofJob.growthBytes,
      rawGrowthBytes: ofRaw.growthBytes,
      jobSmallerGrowthBytes: runMedians(runs.jobSmaller).growthBytes,
    }
  } finally {
    s3.destroy()
  }
}

/** The child's RSS, sampled every 10 ms and once at the end. */
const memory = memorySampler()

/** In a child: the job as the jobs Lambda runs it (the manifest's), on clients of the portal's emulators. */
async function jobZip(target: JobTarget): Promise<ZipRun> {
  memory.sampleEvery10Ms()
  const { documentClient, dynamoClient } = await import('@campus/runtime')
  const { manifest } = await import('@campus/functions/assignments/manifest')
  const definition = manifest.jobs.find(({ name }) => name === 'assignment-submissions-zip')
  if (!definition) throw new Error('No assignment-submissions-zip job')
  const raw = dynamoClient({ region: REGION, endpoint: target.dynamoEndpoint })
  const s3 = s3Client({ region: REGION, endpoint: target.s3Endpoint })
  const context = {
    client: documentClient(raw),
    s3,
    tables: { assignments: target.table },
    buckets: { attachments: target.attachments, exports: target.exports },
    now: Date.now,
  }
  // Loaded before the clock starts, as the jobs Lambda has it loaded before its first event.
  await import('@campus/functions/assignments/jobs')
  const startRssBytes = memory.start().rssBytes
  const started = performance.now()
  const result = await definition.run(context, {
    assignmentId: target.assignmentId,
    requestId: target.requestId,
  })
  const ms = performance.now() - started
  const peakRssBytes = memory.peakRss()
  raw.destroy()
  s3.destroy()
  if (result.status !== 'READY') throw new Error(`The job answered ${JSON.stringify(result)}`)
  return {
    ms,
    peakRssBytes,
    startRssBytes,
    bytes: Number(result.bytes),
    entries: Number(result.files),
  }
}

/** In a child: archiver alone, one object at a time from the attachments bucket into an Upload to exports. */
async function rawZip(target: RawTarget): Promise<ZipRun> {
  memory.sampleEvery10Ms()
  const s3 = s3Client({ region: REGION, endpoint: target.s3Endpoint })
  const startRssBytes = memory.start().rssBytes
  const started = performance.now()
  const archive = zipArchive()
  const body = new PassThrough()
  let bytes = 0
  body.on('data', (chunk: Buffer) => (bytes += chunk.length))
  const upload = new Upload({ client: s3, params: { Bucket: target.exports, Key: target.key, Body: body } })
  const uploaded = upload.done()
  archive.pipe(body)
  for (const entry of target.entries) {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: target.attachments, Key: entry.key }))
    if (!(Body instanceof Readable)) throw new Error(`${entry.key} came back as no Node stream`)
    archive.append(Body, { name: entry.name, store: entry.store })
    await once(archive, 'entry')
  }
  await archive.finalize()
  await uploaded
  const ms = performance.now() - started
  const peakRssBytes = memory.peakRss()
  s3.destroy()
  return { ms, peakRssBytes, startRssBytes, bytes, entries: target.entries.length }
}

/** The sides each child runs (child.ts). */
export const sides = { job: jobZip, raw: rawZip }

/**
 * The assignments figures: the staff's submission table of 200 students in its DynamoDB calls, and the zip job's
 * time and peak memory against archiver alone, with its memory growth zipping 200 files against 100.
 */
export function submissionsRows(m: SubmissionsMeasurement): Row[] {
  const { students, bytes: size, smaller, runs } = SUBMISSIONS_SETTINGS
  const label = `Submissions zip: ${students} x ${(size / 1e6).toFixed(0)} MB`
  const of = `median of ${runs}`
  return [
    atMost(
      `DynamoDB calls: GET /api/assignment/getassignment/{id}, one group of ${students} students who all submitted (read, session check left out)`,
      'calls',
      m.tableCalls,
      BUDGETS.readCalls,
    ),
    ratioAtMost(
      `${label}, the job vs archiver alone, the same objects from and to s3rver (${of})`,
      'ms',
      m.jobMs,
      m.rawMs,
      BUDGETS.zipTimeRatio,
    ),
    ratioAtMost(
      `${label}, peak RSS of the job's process vs archiver alone's (${of})`,
      'B',
      m.jobPeakRssBytes,
      m.rawPeakRssBytes,
      BUDGETS.zipMemoryRatio,
    ),
    ratioAtMost(
      `Submissions zip: the job's RSS growth zipping ${students} vs ${smaller} of the files (flat memory; ${of})`,
      'B',
      m.jobGrowthBytes,
      m.jobSmallerGrowthBytes,
      BUDGETS.zipGrowthRatio,
    ),
    info(
      `Submissions zip: the job's RSS growth vs the ${formatValue(students * size, 'B')} it zips`,
      'B',
      m.jobGrowthBytes,
      students * size,
    ),
  ]
}

/** The figure alone: `npm run bench -- submissions-zip`. */
export const submissionsFigure = (): PortalFigure<SubmissionsMeasurement> => ({
  name: 'submissions-zip',
  starting: `Seeding ${SUBMISSIONS_SETTINGS.students} students with ${SUBMISSIONS_SETTINGS.bytes.toLocaleString('en-US')}-byte submissions, then the table read and ${SUBMISSIONS_SETTINGS.runs} rounds of zips...`,
  measure: measureSubmissions,
  rows: (measured) => Promise.resolve(submissionsRows(measured)),
})
