import type { CommandCounts } from '@campus/db'
import { contributors, families, type Bundle } from './bundle-size'
import { BUDGETS, SETTINGS } from './config'
import { STAFF_LIST_REQUEST, type RequestCalls } from './dynamo-calls'
import { atMost, formatValue, info, markdownTable, ratioAtLeast, ratioAtMost, type Row } from './report'
import type { SpaBuild } from './spa-size'
import { median, spread } from './stats'
import { BURST_SETTINGS, type BurstMeasurement } from './feedback-burst'
import { REPORT_SCALE_SETTINGS, type ReportScaleMeasurement } from './feedback-report-scale'
import { EXPORT_SCALE_SETTINGS, exportScaleRows, type ExportScaleMeasurement } from './export-scale'
import { FANOUT_SETTINGS, fanoutRows, type FanoutMeasurement } from './announcement-fanout'
import { UPLOAD_SETTINGS, uploadRows, type UploadMeasurement } from './upload-path'
import { SUBMISSIONS_SETTINGS, submissionsRows, type SubmissionsMeasurement } from './submissions-zip'
import { NAAC_IMPORT_SETTINGS, naacImportRows, type NaacImportMeasurement } from './naac-import'
import {
  countsRight,
  NAAC_COUNTS_SETTINGS,
  naacCountsRows,
  type CountedRequest,
  type NaacCountsMeasurement,
} from './naac-counts'
import { MENTOR_LIST_SETTINGS, mentorListRows, type MentorListMeasurement } from './mentor-list'
import { NAAC_MERGE_SETTINGS, naacMergeRows, naacMergeSection, type NaacMergeMeasurement } from './naac-merge'
import {
  NAAC_CONSOLIDATED_SETTINGS,
  naacConsolidatedRows,
  naacConsolidatedSection,
  type NaacConsolidatedMeasurement,
} from './naac-consolidated'
import { IMPORT_SETTINGS, type ImportMeasurement } from './student-import'
import { SIGN_IN_TIMING_SETTINGS, type SignInTimingMeasurement } from './sign-in-timing'
import { notOk, type LoadResult } from './throughput'
import type { CostConfiguration, CostEstimate } from './cost'

/** Every measurement of one run, as run.ts collected them. */
export interface Measurements {
  /** Every registered domain's Lambda bundle, in registry order. */
  domains: Bundle[]
  reference: Bundle
  /** Cold-import times by bundle name (each domain's and `reference`). */
  coldImportMs: Record<string, number[]>
  calls: RequestCalls[]
  /** Keyed by target; bareOneGet and bareTwoGets are the diagnostic baselines (bare Hono + n GetItems). */
  load: Record<'bare' | 'token' | 'bareOneGet' | 'singleUser' | 'bareTwoGets', LoadResult>
  /** Every DynamoDB command after seeding: the per-request probes and the whole load phase. */
  allCommands: CommandCounts
  scans: number
  /** What /login loads: the portal's SPA and the bare React + react-router + SWR app. */
  spa: { web: SpaBuild; bare: SpaBuild }
  /** The spreadsheet import of 2,000 students, and its BatchWrite baseline. */
  studentImport: ImportMeasurement
  /** 10,000 public feedback submissions at concurrency 50, with repeats. */
  feedbackBurst: BurstMeasurement
  /** The summary report behind 1,000 and 1,000,000 answers. */
  reportScale: ReportScaleMeasurement
  /** DynamoDB calls of one feedback submission. */
  feedbackAnswerCalls: number
  /** A 100,000-row workbook through @campus/reports into s3rver, and raw exceljs writing it to a file. */
  exportScale: ExportScaleMeasurement
  /** Wrong-password sign-ins, known and unknown account, in alternating pairs. */
  signInTiming: SignInTimingMeasurement
  /** An announcement to 5,000 students sent as SMS, with faults in the sender. */
  announcementFanout: FanoutMeasurement
  /** A 10 MB file through the presigned upload path and as a raw S3 PutObject, taking turns. */
  uploadPath: UploadMeasurement
  /** A 200-student submission table's DynamoDB calls, and the zip of 200 x 2 MB submissions against archiver alone. */
  submissions: SubmissionsMeasurement
  /** A 5,000-row NAAC workbook through the naac-import job, and its BatchWrite baseline. */
  naacImport: NaacImportMeasurement
  /** The counters and the first list page of a NAAC template with 10,000 entries, in DynamoDB calls. */
  naacCounts: NaacCountsMeasurement
  /** 500 and 50 attachments of 2 MB merged into 5 MiB PDF parts by writePdfPartsToS3, one process each. */
  naacMerge: NaacMergeMeasurement
  /** A faculty's consolidated workbook of 50 templates x 2,000 entries, as the naac-reports job writes it and raw exceljs. */
  naacConsolidated: NaacConsolidatedMeasurement
  /** The Manage Mentor list of a department of 60 staff and 2,000 mentored students, and a bare Query of its items. */
  mentorList: MentorListMeasurement
  /** The list price of API requests on the synthesized prod stacks with the measured DynamoDB calls. */
  cost: { configuration: CostConfiguration; estimate: CostEstimate }
}

/** One domain's bundle; the bench bundles every registered domain. */
const domainBundle = (m: Measurements, name: string) => {
  const bundle = m.domains.find((domain) => domain.name === name)
  if (!bundle) throw new Error(`No bundle for ${name}`)
  return bundle
}

const callsOf = (calls: readonly RequestCalls[], request: string) => {
  const found = calls.find((call) => call.request === request)
  if (!found) throw new Error(`No DynamoDB count for ${request}`)
  return found.counts.total
}

/**
 * The measured routes, each budgeted against a bare Hono route doing the same DynamoDB reads (docs/adr/0006):
 * against a route with no I/O at all the ratio would measure the emulator, not the portal.
 */
const THROUGHPUT_PAIRS = [
  {
    route: 'GET /api/user/singleUser',
    target: 'singleUser',
    baseline: 'bareTwoGets',
    reads: 'the same 2 GetItems',
  },
  { route: 'GET /api/token/{token}', target: 'token', baseline: 'bareOneGet', reads: 'the same 1 GetItem' },
] as const

/** The summary rows, each against its budget from docs/architecture.md section 8. */
export function rowsFor(m: Measurements): Row[] {
  const { domains, reference, load, spa } = m
  const identity = domainBundle(m, 'identity')
  const coldMs = (name: string) => m.coldImportMs[name] ?? []
  return [
    ...domains.flatMap((bundle) => [
      ratioAtMost(
        `Lambda bundle: ${bundle.name} vs reference (index.mjs)`,
        'B',
        bundle.bytes,
        reference.bytes,
        BUDGETS.bundleRatio,
      ),
      atMost(`Lambda bundle: ${bundle.name}, absolute`, 'B', bundle.bytes, BUDGETS.bundleBytes),
      ratioAtMost(
        `Cold import: ${bundle.name} vs reference (median of ${coldMs(bundle.name).length})`,
        'ms',
        median(coldMs(bundle.name)),
        median(coldMs('reference')),
        BUDGETS.coldImportRatio,
      ),
    ]),
    info('Lambda bundle gzip: identity vs reference', 'B', identity.gzipBytes, reference.gzipBytes),
    ...THROUGHPUT_PAIRS.map(({ route, target, baseline, reads }) =>
      ratioAtLeast(
        `Throughput: ${route} vs bare Hono + ${reads}`,
        'req/s',
        load[target].measured.requestsPerSecond,
        load[baseline].measured.requestsPerSecond,
        BUDGETS.throughputRatio,
      ),
    ),
    ...THROUGHPUT_PAIRS.map(({ route, target }) =>
      info(
        `Throughput: ${route} vs bare Hono route with no I/O`,
        'req/s',
        load[target].measured.requestsPerSecond,
        load.bare.measured.requestsPerSecond,
      ),
    ),
    atMost(
      'Responses other than 200 under load (all routes, with warm-ups)',
      'responses',
      Object.values(load).reduce((sum, result) => sum + notOk(result), 0),
      0,
    ),
    atMost(
      'DynamoDB calls: POST /api/user/login (sign-in: read, reservation, read, session, release; ADR 0012)',
      'calls',
      callsOf(m.calls, 'POST /api/user/login'),
      BUDGETS.signInCalls,
    ),
    atMost(
      `Sign-in timing: wrong password, known vs unknown account, |median difference| of ${SIGN_IN_TIMING_SETTINGS.pairs} pairs`,
      'ms',
      Math.abs(m.signInTiming.medianDifferenceMs),
      BUDGETS.signInTimingDifferenceMs,
    ),
    info(
      'Sign-in timing: wrong password, median known account vs unknown account',
      'ms',
      median(m.signInTiming.knownMs),
      median(m.signInTiming.unknownMs),
    ),
    atMost(
      'DynamoDB calls: GET /api/user/singleUser (read)',
      'calls',
      callsOf(m.calls, 'GET /api/user/singleUser'),
      BUDGETS.readCalls,
    ),
    atMost(
      'DynamoDB calls: GET /api/token/{token} (read)',
      'calls',
      callsOf(m.calls, 'GET /api/token/{token}'),
      BUDGETS.readCalls,
    ),
    atMost(
      'DynamoDB calls: GET /api/user?filter=usertype eq STAFF, staff list page of 50 (read)',
      'calls',
      callsOf(m.calls, STAFF_LIST_REQUEST),
      BUDGETS.readCalls,
    ),
    atMost(
      `Student import: ${IMPORT_SETTINGS.students.toLocaleString('en-US')} rows via POST /api/user/import in chunks of ${IMPORT_SETTINGS.chunk}`,
      'ms',
      m.studentImport.importMs,
      BUDGETS.studentImportMs,
    ),
    info(
      'Student import vs BatchWriteItem of the same user items straight into dynalite',
      'ms',
      m.studentImport.importMs,
      m.studentImport.batchWriteMs,
    ),
    ...feedbackRows(m),
    ...exportScaleRows(m.exportScale),
    ...fanoutRows(m.announcementFanout),
    ...uploadRows(m.uploadPath),
    ...submissionsRows(m.submissions),
    ...naacImportRows(m.naacImport),
    ...naacCountsRows(m.naacCounts),
    ...naacMergeRows(m.naacMerge),
    ...naacConsolidatedRows(m.naacConsolidated),
    ...mentorListRows(m.mentorList),
    atMost('DynamoDB Scans, all requests of the run', 'calls', m.scans, 0),
    ratioAtMost(
      'SPA initial JS for /login, gzip: web vs bare React + react-router + SWR',
      'B',
      spa.web.jsGzipBytes,
      spa.bare.jsGzipBytes,
      BUDGETS.spaLoginRatio,
    ),
    info('SPA initial JS for /login, minified: web vs bare', 'B', spa.web.jsBytes, spa.bare.jsBytes),
    // No baseline: the bare app has no stylesheet to divide by.
    info('SPA initial CSS for /login, gzip (web)', 'B', spa.web.cssGzipBytes),
    atMost(
      'Cost: list price per million API requests, prod stacks (tests/bench/cost.ts)',
      'USD',
      m.cost.estimate.perMillion,
      BUDGETS.costPerMillionUsd,
    ),
    info(
      `Cost: a semester of ${(m.cost.estimate.requestsPerSemester / 1e6).toFixed(0)} million requests (20,000 students x 100 a day x 120 days), monthly items included`,
      'USD',
      m.cost.estimate.perSemester,
    ),
  ]
}

/** The feedback issue's figures: the submission burst, its write cost, and the report at scale. */
function feedbackRows(m: Measurements): Row[] {
  const burst = m.feedbackBurst
  const other = Object.values(burst.otherStatuses).reduce((sum, count) => sum + count, 0)
  const submissions = BURST_SETTINGS.submissions.toLocaleString('en-US')
  return [
    atMost(
      `Feedback burst: submissions lost (${submissions} students at concurrency ${BURST_SETTINGS.concurrency}, ${BURST_SETTINGS.repeats} repeats)`,
      'responses',
      BURST_SETTINGS.submissions - burst.accepted + other,
      0,
    ),
    atMost(
      'Feedback burst: answers counted twice (accepted beyond one per student, or report beyond accepted)',
      'responses',
      Math.max(0, burst.accepted - BURST_SETTINGS.submissions) +
        Math.max(0, burst.reportPolled - burst.accepted),
      0,
    ),
    atMost(
      'Feedback burst: report grade counts that differ from what was sent',
      'responses',
      burst.mismatches.length + Math.abs(burst.reportPolled - BURST_SETTINGS.submissions),
      0,
    ),
    info('Feedback burst: submissions per second over HTTP (repeats included)', 'req/s', burst.perSecond),
    atMost(
      'DynamoDB calls: POST /boot/feedback/answer (write)',
      'calls',
      m.feedbackAnswerCalls,
      BUDGETS.writeCalls,
    ),
    ratioAtMost(
      `Summary report: ${REPORT_SCALE_SETTINGS.large.toLocaleString('en-US')} vs ${REPORT_SCALE_SETTINGS.small.toLocaleString('en-US')} answers (median of ${REPORT_SCALE_SETTINGS.reads})`,
      'ms',
      m.reportScale.largeMs,
      m.reportScale.smallMs,
      BUDGETS.reportScaleRatio,
    ),
  ]
}

const bytes = (value: number) => formatValue(value, 'B')
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`
const ms = (value: number) => formatValue(value, 'ms')
const byCommand = (counts: CommandCounts) =>
  Object.entries(counts.byCommand)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ') || 'none'

/** Load targets in the order they ran, as the report names them. */
const LOAD_LABELS: Record<keyof Measurements['load'], string> = {
  bare: 'GET /bench/bare (baseline)',
  token: 'GET /api/token/{token}',
  bareOneGet: 'GET /bench/dynamo/1 (bare + 1 GetItem)',
  singleUser: 'GET /api/user/singleUser',
  bareTwoGets: 'GET /bench/dynamo/2 (bare + 2 GetItems)',
}

/** The SPA section: both builds' totals, then which chunks weigh most. */
function spaSection(spa: Measurements['spa']): string {
  const { web, bare } = spa
  return [
    markdownTable(
      ['Build', 'JS chunks', 'JS', 'JS gzip -9', 'CSS files', 'CSS gzip -9 (not budgeted)'],
      [web, bare].map((build) => [
        build.name,
        String(build.chunks.length),
        bytes(build.jsBytes),
        bytes(build.jsGzipBytes),
        String(build.css.length),
        bytes(build.cssGzipBytes),
      ]),
    ),
    '',
    'The 5 largest chunks the web app loads for /login (gzip -9):',
    '',
    markdownTable(
      ['Chunk (manifest key)', 'File', 'Minified', 'gzip -9', 'Share of JS gzip'],
      web.chunks
        .slice(0, 5)
        .map((chunk) => [
          chunk.key,
          chunk.file,
          bytes(chunk.bytes),
          bytes(chunk.gzipBytes),
          percent(chunk.gzipBytes, web.jsGzipBytes),
        ]),
    ),
    '',
    `Baseline's chunks: ${bare.chunks.map((chunk) => `${chunk.key} ${bytes(chunk.gzipBytes)}`).join('; ')}.`,
    '',
    'Both are built in this run with the `build()` of vite, in production mode, into the run’s temporary ' +
      'folder (never web/dist): the web app from `web/` with `web/vite.config.ts`, the baseline from ' +
      '`tests/bench/spa-baseline/` (the same shape: StrictMode, SWRConfig, createBrowserRouter with a lazy ' +
      '/login that calls useSWR once; no Mantine, no portal code) with @vitejs/plugin-react and vite’s ' +
      'defaults. What /login loads comes from each build’s `.vite/manifest.json`: the HTML entry’s chunk and ' +
      'the lazy login route’s chunk, each with its static `imports`, transitively, every chunk counted once; ' +
      'dynamic imports (the other routes) are left out. Sizes are per file, gzip by node:zlib at level 9. CSS ' +
      '(the `css` of the same chunks) is shown but not budgeted.',
  ].join('\n')
}

/** The sign-in timing section: both sides' spread, and how the pairs were taken. */
function signInTimingSection(run: SignInTimingMeasurement): string {
  const row = (label: string, values: number[]) => {
    const s = spread(values)
    return [label, ms(s.min), ms(s.median), ms(s.max), String(s.runs)]
  }
  const { known, unknown, warmupPairs } = SIGN_IN_TIMING_SETTINGS
  return [
    markdownTable(
      ['POST /api/user/login, wrong password', 'Min', 'Median', 'Max', 'Runs'],
      [
        row(`known account (${known})`, run.knownMs),
        row(`unknown account (${unknown})`, run.unknownMs),
        row('known minus unknown, pair by pair', run.differenceMs),
      ],
    ),
    '',
    'One request at a time over HTTP to the local portal, known and unknown in pairs whose order alternates, ' +
      `after ${warmupPairs} untimed pairs. Before each request its attempt budget is emptied (untimed), so ` +
      'every sample reserves a check and runs scrypt, as the first wrong password of a window does. The ' +
      'budgeted figure is the median of the differences within pairs: an unknown account must cost what a ' +
      'known one costs (the same scrypt, the same DynamoDB round trips), or its time tells it apart.',
  ].join('\n')
}

/** The import section: chunk times, and the commands the import and its baseline sent. */
function importSection(run: ImportMeasurement): string {
  const chunks = spread(run.chunkMs)
  return [
    markdownTable(
      ['Run', 'Time', 'DynamoDB commands', 'By command'],
      [
        [
          `POST /api/user/import, ${run.chunkMs.length} chunks`,
          ms(run.importMs),
          String(run.importCommands.total),
          byCommand(run.importCommands),
        ],
        [
          'BatchWriteItem of the same user items (baseline)',
          ms(run.batchWriteMs),
          String(run.batchWriteCommands.total),
          byCommand(run.batchWriteCommands),
        ],
      ],
    ),
    '',
    `Per chunk of ${IMPORT_SETTINGS.chunk}: min ${ms(chunks.min)}, median ${ms(chunks.median)}, max ${ms(chunks.max)}.`,
    '',
    `${run.created.toLocaleString('en-US')} new students over the demo college's academic years and groups, sent ` +
      'as the web page sends a spreadsheet: JSON chunks, one request at a time, through the local portal over ' +
      'HTTP, after the load runs. The time covers every request from the first byte sent to the last answer ' +
      'read; each row claims its register number and email (conditional puts), gets its search terms and user ' +
      'written (BatchWriteItem), is counted (one UpdateItem per chunk) and audited. The baseline writes the ' +
      'same user items, as ElectroDB renders them, straight into a table of their own on the same dynalite, 25 ' +
      'per BatchWriteItem, one call at a time: the floor for getting 2,000 users into the emulator at all. ' +
      'The ratio is for information; the budget is the issue’s minute.',
  ].join('\n')
}

/** The export section: every run of both sides, and how they were made. */
function exportSection(m: ExportScaleMeasurement): string {
  const runRows = (side: string, runs: ExportScaleMeasurement['raw']) =>
    runs.map((run, index) => [
      `${side} #${index + 1}`,
      ms(run.ms),
      bytes(run.peakRssBytes),
      bytes(run.startRssBytes),
      bytes(run.bytes),
    ])
  return [
    markdownTable(
      ['Run', 'Time', 'Peak RSS', 'RSS before the write', '.xlsx'],
      [...runRows('writeWorkbookToS3', m.helper), ...runRows('raw exceljs', m.raw)],
    ),
    '',
    `${EXPORT_SCALE_SETTINGS.rows.toLocaleString('en-US')} rows of a subject-wise feedback report (survey, group, ` +
      'subject code, subject, staff, polled, average, percentage), made by one generator as they are written. ' +
      'Each run is a fresh `node --import tsx` with nothing else to do, so its peak RSS ' +
      '(`process.resourceUsage().maxRSS`, over the whole process: node, tsx, imports and the write) is its own; ' +
      'the sides take turns in ABBA order. The helper side is `writeWorkbookToS3` from @campus/reports into the ' +
      'exports bucket of the portal’s s3rver (which runs in the bench process, not the child). The raw side is ' +
      'exceljs 4.4.0’s `stream.xlsx.WorkbookWriter` as its README shows it, writing to a file in the temporary ' +
      'folder with the same options (styles on, shared strings off, bold header row, every row committed) in a ' +
      'plain loop. Times run from creating the writer to the object stored or the file closed; imports are left out. ' +
      'A plain loop never lets zlib run until it ends, so raw exceljs holds the whole sheet’s XML and its peak ' +
      'grows with the rows; the helper waits for the zip every 200 rows, so its peak does not.',
  ].join('\n')
}

/** The fan-out section: what the request answered, what the pipeline did, and the checks behind the figures. */
function fanoutSection(m: FanoutMeasurement): string {
  const preview = spread(m.previewMs)
  const statuses =
    Object.entries(m.logStatuses)
      .map(([status, count]) => `${status} ${count.toLocaleString('en-US')}`)
      .join(', ') || 'none'
  return [
    markdownTable(
      ['What', 'Value'],
      [
        ['POST /api/communication/sendSms (202)', ms(m.requestMs)],
        [
          `POST /boot/announcement/preview, ${preview.runs} runs`,
          `min ${ms(preview.min)}, median ${ms(preview.median)}, max ${ms(preview.max)}`,
        ],
        ['Queued by sendSms / quota parts charged', `${m.queued} / ${m.parts}`],
        ['SMS in the outbox when sendSms answered', String(m.sentAtAnswer)],
        ['From the request until the last student’s first SMS', ms(m.outboxMs)],
        ['Sends failed by the fault injection (each retried by the queue)', String(m.faultsInjected)],
        [
          'Lost / phones doubled / SMS beyond one per phone / SMS to other phones',
          `${m.lost} / ${m.duplicatedPhones} / ${m.extraSms} / ${m.strays}`,
        ],
        ['Queue messages dead-lettered', String(m.deadLetters)],
        ['Log items of the batch by status / not counted', `${statuses} / ${m.uncounted}`],
        [
          'College month counters: sent / failed, change over the figure',
          `${m.monthSent} / ${m.monthFailed}`,
        ],
        ['Quota left (raised to exactly the batch’s parts first)', String(m.quotaLeft)],
        [
          'The same sendSms again (a client retry): alreadyDispatched (it repeats the first answer, queues nothing)',
          String(m.repeat.alreadyDispatched),
        ],
      ],
    ),
    '',
    `${m.students.toLocaleString('en-US')} students with distinct mobile numbers are written into a new group ` +
      'straight into the directory table (their contact items, BatchWriteItem, untimed), and the quota is set to ' +
      'exactly the parts the preview says the batch needs. As the demo administrator, over HTTP to the local ' +
      'portal: the preview of an announcement to the group (the baseline: the same receivers read and the same ' +
      'text counted, nothing written; one untimed run first), then POST /boot/announcement with `sms: YES`, then ' +
      'the timed POST /api/communication/sendSms, which reads the receivers, reserves the quota in one ' +
      'conditional write and puts the recipients on the in-process `sms-send` queue, 50 to a message, before it ' +
      'answers. The queue’s two consumers start at once in the same process, so the request shares the event ' +
      'loop and dynalite with the first sends. The same call is then sent again, as a client retry would. ' +
      `SMS_PER_SECOND is ${FANOUT_SETTINGS.smsPerSecond.toLocaleString('en-US')} (SNS’s default is 20): locally ` +
      'the two consumers share one token bucket at that rate (one process), so the pace alone would take ' +
      `${ms((m.students / FANOUT_SETTINGS.smsPerSecond) * 1000)}; the rest is the pipeline (per recipient a ` +
      'claim, the send, the S write, the month counters and their markers, in dynalite).',
    '',
    `Faults: the notifier the consumers send through (the outbox) is wrapped so that every ` +
      `${FANOUT_SETTINGS.faultEvery}th call throws a ThrottlingException before anything is sent, once per phone ` +
      '(`smsFaults` in tests/bench/announcement-fanout.ts, through the `wrapSms` option of startLocalRuntime). ' +
      'The consumer gives that recipient’s claim back and throws, so the queue delivers the whole message again ' +
      '50 ms later: its recipients already sent must be skipped, the failed one and the rest sent once. The ' +
      'window the design documents as open (SNS took the SMS and the delivery died before recording it) is not ' +
      'injected. Lost counts students whose phone has no outbox entry carrying the announcement’s link; ' +
      'duplicated counts phones with more than one. The outbox time is the `sentAt` of the entry that completed ' +
      'the set, from just before the request was sent; the figure then waits for the queue to be idle before ' +
      'counting, so a late second SMS would still be seen.',
  ].join('\n')
}

/** The upload section: every side's spread, the presigned path's steps, and how they were made. */
function uploadSection(m: UploadMeasurement): string {
  const step = (values: number[]) => {
    const s = spread(values)
    return [ms(s.min), ms(s.median), ms(s.max)]
  }
  return [
    markdownTable(
      ['Side', 'Min', 'Median', 'Max', 'Runs'],
      [
        [
          'Presigned path, whole',
          ...step(m.presigned.map(({ ms: time }) => time)),
          String(m.presigned.length),
        ],
        ['- POST /api/s3/uploads', ...step(m.presigned.map(({ presignMs }) => presignMs)), ''],
        ['- multipart POST to s3rver', ...step(m.presigned.map(({ postMs }) => postMs)), ''],
        ['- POST /api/s3/uploads/confirm', ...step(m.presigned.map(({ confirmMs }) => confirmMs)), ''],
        ['The same multipart POST alone', ...step(m.barePostMs), String(m.barePostMs.length)],
        ['Raw S3 PutObject', ...step(m.rawMs), String(m.rawMs.length)],
      ],
    ),
    '',
    `A file of ${UPLOAD_SETTINGS.bytes.toLocaleString('en-US')} bytes that starts with \`%PDF-1.7\` (random ` +
      'bytes after it) goes to the attachments bucket of the portal’s s3rver three ways, from the bench process, ' +
      'signed in as the demo administrator. The presigned path is what web/src/components/files/upload-file.ts ' +
      'does: `POST /api/s3/uploads` `{ purpose: document, fileName: big.pdf, size, contentType }`, a ' +
      '`multipart/form-data` POST of every returned field and then the file to the returned URL (204), and ' +
      '`POST /api/s3/uploads/confirm` `{ fileKey }`, which checks the stored size and first bytes. The POST ' +
      'alone is the same form to the same s3rver, presigned in the bench (untimed) with the policy the files ' +
      'domain signs, so the budget sees only what the portal adds. The raw side is one PutObject of the same ' +
      'bytes with an S3 client built as @campus/runtime builds the portal’s. After one untimed upload of each, ' +
      `${UPLOAD_SETTINGS.runs} of each take turns (ABC, then CBA); every object is checked and deleted after its ` +
      'run, untimed. s3rver parses a POST’s multipart body with busboy 0.3 in JavaScript, which a PUT skips: on ' +
      'AWS, S3 does that on its side and the transfer dominates both, so the ratio to the raw PUT is shown, not ' +
      'budgeted.',
  ].join('\n')
}

/** The assignments section: the table read's commands, every zip's figures, and how they were made. */
function submissionsSection(m: SubmissionsMeasurement): string {
  const { students, bytes: size, smaller } = SUBMISSIONS_SETTINGS
  const zipRows = (label: string, zips: SubmissionsMeasurement['job']) =>
    zips.map((zip, index) => [
      `${label}, run ${index + 1}`,
      ms(zip.ms),
      bytes(zip.startRssBytes),
      bytes(zip.peakRssBytes),
      bytes(zip.peakRssBytes - zip.startRssBytes),
      bytes(zip.bytes),
    ])
  return [
    `GET /api/assignment/getassignment/{id}: ${m.tableRows} rows, ${m.tableCommands.total} commands with the ` +
      `session check (${byCommand(m.tableCommands)}), ${m.tableCalls} without it. Seeding took ${ms(m.seedMs)}.`,
    '',
    markdownTable(
      ['Zip', 'Time', 'RSS before', 'Peak RSS', 'Growth', 'Zip size'],
      [
        ...zipRows(`Job, ${students} files`, m.job),
        ...zipRows(`archiver alone, ${students} files`, m.raw),
        ...zipRows(`Job, ${smaller} files`, m.jobSmaller),
      ],
    ),
    '',
    `${students} students of a new group are written into the directory, each with a ${size.toLocaleString('en-US')}-byte ` +
      'file in the attachments bucket that starts with `%PDF-1.7` (random bytes after it, as compressed PDF ' +
      'streams are), and two assignments of the group with a submission per student straight into the ' +
      `assignments table: all ${students}, and the first ${smaller} (the same files); all untimed. The table is ` +
      'read once as the demo administrator over HTTP on the idle server; its commands are counted on the ' +
      "portal's client and told apart by table, so the session's GetItem is left out exactly. Each zip then runs " +
      'alone in a fresh `node` on clients of the portal’s dynalite and s3rver: the job as the jobs Lambda runs ' +
      'it (the manifest’s `assignment-submissions-zip`, on a PROCESSING request the bench records first), and ' +
      'archiver alone (`zipArchive()`, archiver 5.3.2 at zlib level 6) reading the same objects one at a time ' +
      'under the same entry names, stored as the job stores PDFs, into an `@aws-sdk/lib-storage` Upload to the ' +
      'same exports bucket. Time runs from the job’s start (the raw zip’s first read) to the zip stored; RSS is ' +
      'sampled every 10 ms, its growth is the peak less the RSS before the zip. Each round zips the 200 with ' +
      'both sides in turn (ABBA) and then the 100 with the job; every zip’s entry count is checked from its end ' +
      'of central directory record and the zip deleted, untimed. Memory that held a file or the zip would grow ' +
      `with the ${formatValue(students * size, 'B')} zipped; the growth ratio between ${students} and ${smaller} files shows it does not.`,
  ].join('\n')
}

/** The NAAC counts section: what the import stored, both reads' commands by table, and how it was made. */
function naacCountsSection(m: NaacCountsMeasurement): string {
  const entries = NAAC_COUNTS_SETTINGS.entries.toLocaleString('en-US')
  const sent = (calls: CountedRequest) => calls.sent.join(', ') || 'none'
  const { submitted, waiting, approved, unApproved, commentCount } = m.counts
  return [
    markdownTable(
      ['Request', 'Commands', 'Sent (command and table, in order)', 'Answer'],
      [
        [
          'GET /boot/naacTemplate/getNaacCounts',
          String(m.countsCalls.counts.total),
          sent(m.countsCalls),
          `submitted ${submitted}, waiting ${waiting}, approved ${approved}, unApproved ${unApproved}, commentCount ${commentCount}`,
        ],
        [
          `GET /boot/naac/getNaacWithLabel, start 0, count ${NAAC_COUNTS_SETTINGS.page}`,
          String(m.listCalls.counts.total),
          sent(m.listCalls),
          `${m.listRows} entries`,
        ],
      ],
    ),
    '',
    `The import ended ${m.imported.status} with ${m.imported.done} of ${m.imported.total} rows; the table holds ` +
      `${m.stored} entries of the template in the faculty department; the counters are ` +
      `${countsRight(m) ? 'right' : '**wrong** (the budgeted row fails)'}. Seeding took ${ms(m.seedMs)}.`,
    '',
    'As the demo administrator, over HTTP to the local portal: a JSON form of six sheet fields (text, textarea, ' +
      'number, date, textDate, select) is uploaded through the presigned path (`POST /api/s3/uploads` with ' +
      'purpose `naac-template`, the POST to s3rver, the confirm) and a template made from it with ' +
      '`POST /boot/naacTemplate`. The demo IQAC coordinator (a CUSTOM user whose ' +
      'session carries `customRole.naacRole` AUTHORIZER of Engineering) signs in and imports a ' +
      `${entries}-row workbook (the import tests’ rows, \`workbookOf\`) into Engineering with ` +
      '`POST /boot/naac/imports`; the `naac-import` job runs in process as `npm start` runs it, and the bench ' +
      'polls `GET /boot/naac/imports/{id}` until it is COMPLETED. The entries are then counted in the table ' +
      '(untimed). Both reads are sent once, one at a time on the idle server, as the coordinator; their ' +
      "commands are counted on the portal's client, each with its table. The counters are kept at write time, " +
      'so the budget of 2 holds the session’s GetItem and one GetItem of the counters; the row also fails ' +
      `unless they answer ${entries} submitted and waiting and the table holds ${entries} entries. The list’s ` +
      'page (the session, the template for its labels, one Query of 50) is shown, not budgeted.',
  ].join('\n')
}

/** The sections after the table: what each figure is made of and how it was measured. */
export function sectionsFor(m: Measurements): { title: string; markdown: string }[] {
  const { reference } = m
  const perDomain = m.domains.map((bundle) => ({
    name: bundle.name,
    total: bundle.bytes,
    parts: contributors(bundle),
  }))
  const topPackages = [
    ...new Set(perDomain.flatMap(({ parts }) => parts.slice(0, 10).map(({ name }) => name))),
  ]
  const loadRows = (Object.keys(LOAD_LABELS) as (keyof typeof LOAD_LABELS)[]).map((name) => [
    LOAD_LABELS[name],
    formatValue(m.load[name].measured.requestsPerSecond, 'req/s'),
    String(m.load[name].measured.completed),
    ms(m.load[name].measured.latencyP50Ms),
    ms(m.load[name].measured.latencyP99Ms),
    String(notOk(m.load[name])),
    `${m.load[name].serverCpuPercent.toFixed(0)} %`,
    `${m.load[name].measured.cpuPercent.toFixed(0)} %`,
    m.load[name].commandsPerRequest.toFixed(2),
  ])
  const { estimate } = m.cost
  return [
    {
      title: 'Cost per million API requests',
      markdown: [
        markdownTable(
          ['Item', 'Per million requests'],
          [
            ...estimate.items.map(({ item, perMillion }) => [item, formatValue(perMillion, 'USD')]),
            ['**Total**', `**${formatValue(estimate.perMillion, 'USD')}**`],
          ],
        ),
        '',
        `Monthly items (alarms, dashboard, secrets, WAF web ACL and rules): ${formatValue(estimate.monthly, 'USD')}.`,
        'List prices and every assumption are in tests/bench/prices.ts; the configuration is read from the',
        'synthesized prod templates, the DynamoDB calls are those measured above.',
      ].join('\n'),
    },
    {
      title: 'Bundles',
      markdown: [
        markdownTable(
          ['Bundle', 'index.mjs', 'gzip -9', 'source map (not budgeted)'],
          [...m.domains, reference].map((bundle) => [
            bundle.name,
            bytes(bundle.bytes),
            bytes(bundle.gzipBytes),
            bytes(bundle.mapBytes),
          ]),
        ),
        '',
        'Largest packages per domain bundle (minified bytes in index.mjs, from esbuild’s metafile; each ' +
          'domain’s top 10, and the same packages in the others):',
        '',
        markdownTable(
          ['Package', ...perDomain.map(({ name }) => name)],
          topPackages.map((name) => [
            name,
            ...perDomain.map(({ parts }) => bytes(parts.find((part) => part.name === name)?.bytes ?? 0)),
          ]),
        ),
        '',
        'By family, with the share of each bundle:',
        '',
        markdownTable(
          ['Family', ...perDomain.map(({ name }) => name)],
          families(perDomain[0]?.parts ?? []).map(({ name: family }) => [
            family,
            ...perDomain.map(({ parts, total }) => {
              const size = families(parts).find((entry) => entry.name === family)?.bytes ?? 0
              return `${bytes(size)} (${percent(size, total)})`
            }),
          ]),
        ),
        '',
        `Reference's largest: ${contributors(reference)
          .slice(0, 5)
          .map((part) => `${part.name} ${bytes(part.bytes)}`)
          .join('; ')}.`,
        '',
        'Both are bundled with the esbuild options of `infra/constructs/domain-function.ts` (ESM, node22, ' +
          'main fields module,main, minify, source map without sources content, nothing external so the AWS ' +
          'SDK is inside, the createRequire banner). The reference is `tests/bench/reference/handler.ts`.',
      ].join('\n'),
    },
    {
      title: 'Cold import',
      markdown: [
        markdownTable(
          ['Bundle', 'Min', 'Median', 'Max', 'Runs'],
          [...m.domains.map(({ name }) => name), 'reference'].map((name) => {
            const s = spread(m.coldImportMs[name] ?? [])
            return [name, ms(s.min), ms(s.median), ms(s.max), String(s.runs)]
          }),
        ),
        '',
        'Each run is a fresh `node` with only the Lambda environment (NODE_OPTIONS=--enable-source-maps as CDK ' +
          'sets it, table names, a 48-character TOKEN_SECRET so no Secrets Manager call); the time is taken ' +
          'inside it, from just before `await import(index.mjs)` to when it resolves. Bundles alternate in ' +
          'ABBA order after one untimed import of each.',
      ].join('\n'),
    },
    {
      title: 'Load',
      markdown: [
        markdownTable(
          [
            'Route',
            'Req/s',
            'Completed',
            'p50',
            'p99',
            'Not 200',
            'Server CPU',
            'Generator CPU',
            'DynamoDB cmds/req',
          ],
          loadRows,
        ),
        '',
        `autocannon, ${SETTINGS.load.connections} connections, in a child process so it has its own core: a ` +
          `${SETTINGS.load.warmupSeconds} s warm-up of every route first, then ${SETTINGS.load.durationSeconds} s ` +
          'measured per route, in the order of the table. ' +
          'One server on 127.0.0.1 holds both the portal (createLocalServer over dynalite and s3rver, as ' +
          '`npm start`) and the bench routes, registered before the portal so none of its middleware runs: ' +
          '`/bench/dynamo/<n>` (the budget baseline: a small JSON object after n sequential DocumentClient ' +
          'GetItems of one seeded item, no auth; n is the number of reads the measured route makes) and ' +
          '`/bench/bare` (no I/O at all, for information). Comparing a route with the baseline that does its ' +
          "DynamoDB reads isolates the portal's own cost from the emulator's (docs/adr/0006). " +
          'Server CPU is the whole server process (Hono, dynalite, s3rver) over the measured run; 100 % is one core. A generator near 100 % means the route was faster than the generator could ' +
          'ask, so the bare figure is a floor and its ratios are generous. "Not 200" counts other statuses, ' +
          'errors and timeouts in warm-up and measured run.',
      ].join('\n'),
    },
    {
      title: 'DynamoDB commands',
      markdown: [
        markdownTable(
          ['Request', 'Commands', 'By command'],
          m.calls.map((call) => [call.request, String(call.counts.total), byCommand(call.counts)]),
        ),
        '',
        `All traffic after seeding (the probes above and every load run): ${m.allCommands.total} commands ` +
          `(${byCommand(m.allCommands)}); Scans: ${m.scans}. Counted by countCommands on the portal's client; ` +
          'the counter is proven attached before the run and zeroed after seeding.',
      ].join('\n'),
    },
    { title: 'Sign-in timing', markdown: signInTimingSection(m.signInTiming) },
    { title: 'Student import', markdown: importSection(m.studentImport) },
    { title: 'Workbook export', markdown: exportSection(m.exportScale) },
    { title: 'Announcement SMS fan-out', markdown: fanoutSection(m.announcementFanout) },
    { title: 'Upload through the presigned path', markdown: uploadSection(m.uploadPath) },
    { title: 'Assignment submissions: table read and zip', markdown: submissionsSection(m.submissions) },
    { title: 'NAAC counts and entry list', markdown: naacCountsSection(m.naacCounts) },
    { title: 'NAAC merge of attachments into PDF parts', markdown: naacMergeSection(m.naacMerge) },
    { title: 'NAAC consolidated workbook', markdown: naacConsolidatedSection(m.naacConsolidated) },
    { title: 'SPA initial load of /login', markdown: spaSection(m.spa) },
  ]
}

/** Raw numbers behind the table, for the JSON report. */
export function detailsFor(m: Measurements) {
  const bundleInfo = (bundle: Bundle) => ({
    bytes: bundle.bytes,
    gzipBytes: bundle.gzipBytes,
    mapBytes: bundle.mapBytes,
    contributors: contributors(bundle),
  })
  // Every chunk and stylesheet, largest gzip first, so the figure can be recomputed.
  const spaInfo = (build: SpaBuild) => ({ chunkCount: build.chunks.length, ...build })
  return {
    bundles: Object.fromEntries(
      [...m.domains, m.reference].map((bundle) => [bundle.name, bundleInfo(bundle)]),
    ),
    identityFamilies: families(contributors(domainBundle(m, 'identity'))),
    coldImportMs: m.coldImportMs,
    load: m.load,
    dynamoCallsPerRequest: m.calls,
    dynamoCommandsAfterSeeding: m.allCommands,
    spaLogin: { web: spaInfo(m.spa.web), bare: spaInfo(m.spa.bare) },
    studentImport: { ...m.studentImport, settings: IMPORT_SETTINGS },
    feedbackBurst: { ...m.feedbackBurst, settings: BURST_SETTINGS },
    reportScale: { ...m.reportScale, settings: REPORT_SCALE_SETTINGS },
    exportScale: { ...m.exportScale, settings: EXPORT_SCALE_SETTINGS },
    signInTiming: { ...m.signInTiming, settings: SIGN_IN_TIMING_SETTINGS },
    announcementFanout: {
      ...m.announcementFanout,
      previewMedianMs: median(m.announcementFanout.previewMs),
      settings: FANOUT_SETTINGS,
    },
    uploadPath: { ...m.uploadPath, settings: UPLOAD_SETTINGS },
    submissions: { ...m.submissions, settings: SUBMISSIONS_SETTINGS },
    naacImport: { ...m.naacImport, settings: NAAC_IMPORT_SETTINGS },
    naacCounts: { ...m.naacCounts, settings: NAAC_COUNTS_SETTINGS },
    naacMerge: { ...m.naacMerge, settings: NAAC_MERGE_SETTINGS },
    naacConsolidated: { ...m.naacConsolidated, settings: NAAC_CONSOLIDATED_SETTINGS },
    mentorList: { ...m.mentorList, settings: MENTOR_LIST_SETTINGS },
    cost: m.cost,
    settings: SETTINGS,
    budgets: BUDGETS,
  }
}
