// The assignments figures (issue 15), on an assignment set for one group of 200 students who all submitted a 2 MB
// PDF: the DynamoDB calls of the staff's submission table (GET /api/assignment/getassignment/{id}), and the zip of
// all 200 submissions (the `assignment-submissions-zip` job) against archiver alone zipping the same 200 objects
// from and to the same s3rver. Each zip runs alone in a fresh `node`, so its time and peak RSS are its own; the
// job also zips 100 of them, to show its memory does not grow with what it zips.
//
// Alone (its own portal, no other figure):  node --import tsx tests/bench/submissions-zip.ts
// The bench runs measureSubmissions against the portal; the children run this file with `child`.
import { execFile } from 'node:child_process'
import { randomFillSync } from 'node:crypto'
import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
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
import { measureAlone, runWhenMain } from './alone'
import { REPO_ROOT } from './config'
import { apiExpect } from './http'
import type { BenchPortal } from './portal'
import { median } from './stats'

const run = promisify(execFile)

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

const endpointOf = async (config: {
  endpoint?: () => Promise<{ protocol: string; hostname: string; port?: number }>
}) => {
  const found = await config.endpoint?.()
  if (!found) throw new Error('The portal has no emulator endpoint')
  return `${found.protocol}//${found.hostname}:${found.port}`
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

/** Runs one zip in a fresh node (only tsx and this file loaded before it) and returns what it measured. */
async function runChild(side: 'job' | 'raw', target: JobTarget | RawTarget): Promise<ZipRun> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'child', side, JSON.stringify(target)],
    {
      cwd: REPO_ROOT,
      // Nothing inherited (no NODE_OPTIONS from the bench process), as in export-scale.ts.
      env: { PATH: process.env.PATH, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      timeout: 300_000,
      maxBuffer: 10 * 1024 * 1024,
    },
  )
  return JSON.parse(stdout) as ZipRun
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
    const dynamoEndpoint = await endpointOf(portal.client.config)

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
      const created = await requests.createUnlessRunning(request, Date.now())
      if (!created.created) throw new Error('A bench zip is still running')
      const result = await runChild('job', {
        dynamoEndpoint,
        s3Endpoint,
        table: portal.tables.assignments,
        attachments: portal.attachments.bucket,
        exports: portal.exports.bucket,
        assignmentId,
        requestId: request.id,
      })
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
      const result = await runChild('raw', {
        s3Endpoint,
        attachments: portal.attachments.bucket,
        exports: portal.exports.bucket,
        key,
        entries: rawEntries,
      })
      await checkAndDelete(key, rawEntries.length)
      return result
    }

    const runs = { job: [] as ZipRun[], raw: [] as ZipRun[], jobSmaller: [] as ZipRun[] }
    for (let round = 0; round < SUBMISSIONS_SETTINGS.runs; round++) {
      for (const side of round % 2 === 0 ? (['job', 'raw'] as const) : (['raw', 'job'] as const)) {
        if (side === 'job') runs.job.push(await job(ASSIGNMENT, SUBMISSIONS_SETTINGS.students))
        else runs.raw.push(await raw())
      }
      runs.jobSmaller.push(await job(SMALLER_ASSIGNMENT, SUBMISSIONS_SETTINGS.smaller))
    }
    const growth = (zips: ZipRun[]) => median(zips.map((zip) => zip.peakRssBytes - zip.startRssBytes))
    return {
      seedMs,
      ...table,
      ...runs,
      jobMs: median(runs.job.map(({ ms }) => ms)),
      rawMs: median(runs.raw.map(({ ms }) => ms)),
      jobPeakRssBytes: median(runs.job.map(({ peakRssBytes }) => peakRssBytes)),
      rawPeakRssBytes: median(runs.raw.map(({ peakRssBytes }) => peakRssBytes)),
      jobGrowthBytes: growth(runs.job),
      rawGrowthBytes: growth(runs.raw),
      jobSmallerGrowthBytes: growth(runs.jobSmaller),
    }
  } finally {
    s3.destroy()
  }
}

let highestRss = 0
const sampleRss = () => {
  highestRss = Math.max(highestRss, process.memoryUsage().rss)
}

/** In a child: the job as the jobs Lambda runs it (the manifest's), on clients of the portal's emulators. */
async function jobZip(target: JobTarget) {
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
  const startRssBytes = process.memoryUsage().rss
  const started = performance.now()
  const result = await definition.run(context, {
    assignmentId: target.assignmentId,
    requestId: target.requestId,
  })
  const ms = performance.now() - started
  sampleRss()
  raw.destroy()
  s3.destroy()
  if (result.status !== 'READY') throw new Error(`The job answered ${JSON.stringify(result)}`)
  return {
    ms,
    peakRssBytes: highestRss,
    startRssBytes,
    bytes: Number(result.bytes),
    entries: Number(result.files),
  }
}

/** In a child: archiver alone, one object at a time from the attachments bucket into an Upload to exports. */
async function rawZip(target: RawTarget) {
  const s3 = s3Client({ region: REGION, endpoint: target.s3Endpoint })
  const startRssBytes = process.memoryUsage().rss
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
  sampleRss()
  s3.destroy()
  return { ms, peakRssBytes: highestRss, startRssBytes, bytes, entries: target.entries.length }
}

/** In a child: one zip, its figures as JSON on stdout. */
async function child([side, json]: string[]) {
  setInterval(sampleRss, 10).unref()
  const target = JSON.parse(json ?? '') as unknown
  let result: ZipRun
  if (side === 'job') result = await jobZip(target as JobTarget)
  else if (side === 'raw') result = await rawZip(target as RawTarget)
  else throw new Error(`Unknown side ${side}`)
  process.stdout.write(JSON.stringify(result))
}

runWhenMain(import.meta.url, () => {
  const [mode, ...rest] = process.argv.slice(2)
  if (mode === 'child') return child(rest)
  return measureAlone({
    name: 'submissions-zip',
    starting: `Seeding ${SUBMISSIONS_SETTINGS.students} students with ${SUBMISSIONS_SETTINGS.bytes.toLocaleString('en-US')}-byte submissions, then the table read and ${SUBMISSIONS_SETTINGS.runs} rounds of zips...`,
    measure: measureSubmissions,
    rows: async (measured) => (await import('./figures')).submissionsRows(measured),
  })
})
