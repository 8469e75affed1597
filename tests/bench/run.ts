// `npm run bench`: measures every budget of docs/architecture.md section 8 that exists so far against a baseline
// built or run in this same run, and writes bench-results/report.md and report.json. Exits 0 when the bench
// ran, whatever the budgets say (the report says pass or fail); non-zero only when the bench itself broke.
// `npm run bench -- <figure>` measures one figure alone and prints it; `npm run bench -- --help` lists them.
import { rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleLambda } from './bundle-size'
import { measureColdImports } from './cold-import'
import { RESULTS_DIR, SETTINGS } from './config'
import { measureCallsPerRequest, scansIn } from './dynamo-calls'
import { detailsFor, rowsFor, sectionsFor, type Measurements } from './figures'
import { BARE_PATH, DYNAMO_PATH, startBenchPortal } from './portal'
import { writeReport } from './report'
import { BARE_SPA, buildSpa, WEB_SPA } from './spa-size'
import { IMPORT_SETTINGS, measureStudentImport } from './student-import'
import { measureSignInTiming, SIGN_IN_TIMING_SETTINGS } from './sign-in-timing'
import { BURST_SETTINGS, measureFeedbackBurst } from './feedback-burst'
import { measureReportScale, REPORT_SCALE_SETTINGS } from './feedback-report-scale'
import { EXPORT_SCALE_SETTINGS, exportScaleFigure, measureExportScale } from './export-scale'
import {
  FANOUT_SETTINGS,
  fanoutFigure,
  fanoutPortalOptions,
  measureAnnouncementFanout,
  smsFaults,
} from './announcement-fanout'
import { measureUploadPath, UPLOAD_SETTINGS, uploadFigure } from './upload-path'
import { measureSubmissions, SUBMISSIONS_SETTINGS, submissionsFigure } from './submissions-zip'
import { measureNaacImport, NAAC_IMPORT_SETTINGS, naacImportFigure } from './naac-import'
import { measureNaacCounts, NAAC_COUNTS_SETTINGS, naacCountsFigure } from './naac-counts'
import { measureNaacMerge, NAAC_MERGE_SETTINGS, naacMergeFigure } from './naac-merge'
import {
  measureNaacConsolidated,
  NAAC_CONSOLIDATED_SETTINGS,
  naacConsolidatedFigure,
} from './naac-consolidated'
import { measureMentorList, MENTOR_LIST_SETTINGS, mentorListFigure } from './mentor-list'
import { measureAlone } from './alone'
import { manifests as domains } from '@campus/functions/manifests'
import { measureThroughput, type LoadResult } from './throughput'
import { measureCost } from './synthesized-cost'

/** The figures that run alone, by their module's name: `npm run bench -- <figure>`. */
const FIGURES_ALONE: Record<string, () => Promise<void>> = {
  'export-scale': () => measureAlone(exportScaleFigure()),
  'announcement-fanout': () => measureAlone(fanoutFigure()),
  'upload-path': () => measureAlone(uploadFigure()),
  'submissions-zip': () => measureAlone(submissionsFigure()),
  'naac-import': () => measureAlone(naacImportFigure()),
  'naac-counts': () => measureAlone(naacCountsFigure()),
  'naac-merge': () => measureAlone(naacMergeFigure()),
  'naac-consolidated': () => measureAlone(naacConsolidatedFigure()),
  'mentor-list': () => measureAlone(mentorListFigure()),
}

const USAGE = [
  'npm run bench                measures every figure and writes bench-results/report.md and report.json',
  'npm run bench -- <figure>    measures one figure alone (its own portal or s3rver) and prints its rows',
  `                             figures: ${Object.keys(FIGURES_ALONE).join(', ')}`,
  'npm run bench -- --help      shows this',
].join('\n')

function pick(results: Record<string, LoadResult>, name: string): LoadResult {
  const result = results[name]
  if (!result) throw new Error(`No load result for ${name}`)
  return result
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function main(workDir: string) {
  const started = performance.now()
  // Anything else running on the 2 cores (a test run, a type check) moves every figure; the report says how busy
  // the machine was so a reader can tell noise from a change.
  const loadAtStart = loadavg()[0] ?? 0

  console.log('[1/18] Bundling the domain Lambdas and the reference with the CDK esbuild options...')
  const domainBundles = []
  for (const { name } of domains)
    domainBundles.push(await bundleLambda(name, `functions/${name}/handler.ts`, join(workDir, name)))
  const reference = await bundleLambda(
    'reference',
    'tests/bench/reference/handler.ts',
    join(workDir, 'reference'),
  )

  console.log(`[2/18] Cold imports, ${SETTINGS.coldImportRuns} of each bundle... (${seconds(started)})`)
  const coldImportMs = await measureColdImports([...domainBundles, reference], SETTINGS.coldImportRuns)

  // Before the portal, which stays the last step: requests the load generator leaves in flight end against the
  // stopped emulators, and would log connection errors if the process lived on to run another step.
  console.log(
    `[3/18] Building the SPA and a bare React + react-router + SWR app with vite... (${seconds(started)})`,
  )
  const spa = {
    web: await buildSpa(WEB_SPA, join(workDir, 'spa-web')),
    bare: await buildSpa(BARE_SPA, join(workDir, 'spa-bare')),
  }

  console.log(
    `[4/18] Starting the local portal on emulators and seeding the demo college... (${seconds(started)})`,
  )
  // The fan-out figure's SMS pace and fault injection are set at start; the faults stay off until it arms them.
  const faults = smsFaults(FANOUT_SETTINGS.faultEvery)
  const portal = await startBenchPortal(join(workDir, 'data'), fanoutPortalOptions(faults))
  let measured: Pick<
    Measurements,
    | 'calls'
    | 'load'
    | 'allCommands'
    | 'scans'
    | 'studentImport'
    | 'feedbackBurst'
    | 'reportScale'
    | 'feedbackAnswerCalls'
    | 'exportScale'
    | 'signInTiming'
    | 'announcementFanout'
    | 'uploadPath'
    | 'submissions'
    | 'naacImport'
    | 'naacCounts'
    | 'naacMerge'
    | 'naacConsolidated'
    | 'mentorList'
  >
  try {
    const { token, calls } = await measureCallsPerRequest(portal)
    console.log(
      `[5/18] Sign-in timing: ${SIGN_IN_TIMING_SETTINGS.pairs} pairs of wrong passwords, known and unknown account... (${seconds(started)})`,
    )
    const signInTiming = await measureSignInTiming(portal)
    const encoded = encodeURIComponent(token)
    // Each portal route runs next to the diagnostic that does its DynamoDB reads, so the pair sees the same
    // machine; the bare baseline goes first.
    const targets = [
      { name: 'bare', path: BARE_PATH },
      { name: 'token', path: `/api/token/${encoded}?token=${encoded}` },
      { name: 'bareOneGet', path: `${DYNAMO_PATH}/1` },
      { name: 'singleUser', path: `/api/user/singleUser?token=${encoded}` },
      { name: 'bareTwoGets', path: `${DYNAMO_PATH}/2` },
    ]
    const perRoute = SETTINGS.load.warmupSeconds + SETTINGS.load.durationSeconds
    console.log(`[6/18] Load, ${targets.length} routes x ${perRoute} s... (${seconds(started)})`)
    const results = await measureThroughput(portal, targets, SETTINGS.load)
    const load = Object.fromEntries(results.map((result) => [result.name, result]))
    const allCommands = portal.counter.snapshot()
    // After the load runs, so the 2,000 new students and their writes do not weigh on the load figures.
    console.log(
      `[7/18] Importing ${IMPORT_SETTINGS.students} students in chunks of ${IMPORT_SETTINGS.chunk}... (${seconds(started)})`,
    )
    const studentImport = await measureStudentImport(portal, token)
    console.log(
      `[8/18] Feedback: ${BURST_SETTINGS.submissions} submissions at concurrency ${BURST_SETTINGS.concurrency}... (${seconds(started)})`,
    )
    const feedbackBurst = await measureFeedbackBurst(portal, token)
    console.log(
      `[9/18] Feedback: the summary report behind ${REPORT_SCALE_SETTINGS.small} and ${REPORT_SCALE_SETTINGS.large} answers (writing them takes minutes)... (${seconds(started)})`,
    )
    const reportScale = await measureReportScale(portal, portal.tables.feedback, token)
    console.log(
      `[10/18] Workbook export: ${EXPORT_SCALE_SETTINGS.rows.toLocaleString('en-US')} rows, ${EXPORT_SCALE_SETTINGS.runs} runs each of writeWorkbookToS3 and raw exceljs, one process each... (${seconds(started)})`,
    )
    const exportScale = await measureExportScale(portal.exports)
    console.log(
      `[11/18] Announcement SMS to ${FANOUT_SETTINGS.students.toLocaleString('en-US')} students, 1 send in ${FANOUT_SETTINGS.faultEvery} failing first... (${seconds(started)})`,
    )
    const announcementFanout = await measureAnnouncementFanout(portal, token, faults)
    console.log(
      `[12/18] Upload: ${UPLOAD_SETTINGS.bytes.toLocaleString('en-US')} bytes, ${UPLOAD_SETTINGS.runs} runs each of the presigned path, the same POST alone and a raw S3 PUT... (${seconds(started)})`,
    )
    const uploadPath = await measureUploadPath(portal, token)
    console.log(
      `[13/18] Assignments: the submission table of ${SUBMISSIONS_SETTINGS.students} students, and their ${SUBMISSIONS_SETTINGS.students} x ${SUBMISSIONS_SETTINGS.bytes.toLocaleString('en-US')} B zipped by the job and by archiver alone, one process each... (${seconds(started)})`,
    )
    const submissions = await measureSubmissions(portal, token)
    console.log(
      `[14/18] NAAC import: a ${NAAC_IMPORT_SETTINGS.rows.toLocaleString('en-US')}-row workbook, ${NAAC_IMPORT_SETTINGS.runs} runs each of the naac-import job and the baseline, one process each... (${seconds(started)})`,
    )
    const naacImport = await measureNaacImport(portal)
    console.log(
      `[15/18] NAAC counts: ${NAAC_COUNTS_SETTINGS.entries.toLocaleString('en-US')} entries imported through the naac-import job, then their counters and first page read... (${seconds(started)})`,
    )
    const naacCounts = await measureNaacCounts(portal, token)
    console.log(
      `[16/18] NAAC merge: ${NAAC_MERGE_SETTINGS.attachments} and ${NAAC_MERGE_SETTINGS.smaller} attachments of ${NAAC_MERGE_SETTINGS.bytes.toLocaleString('en-US')} B merged into PDF parts of at most ${NAAC_MERGE_SETTINGS.maxPartBytes.toLocaleString('en-US')} B, one process each... (${seconds(started)})`,
    )
    const naacMerge = await measureNaacMerge(portal)
    console.log(
      `[17/18] NAAC consolidated workbook: ${NAAC_CONSOLIDATED_SETTINGS.templates} templates x ${NAAC_CONSOLIDATED_SETTINGS.entries.toLocaleString('en-US')} entries, ${NAAC_CONSOLIDATED_SETTINGS.runs} runs each of the naac-reports sheets and raw exceljs, one process each... (${seconds(started)})`,
    )
    const naacConsolidated = await measureNaacConsolidated(portal.exports)
    console.log(
      `[18/18] Manage Mentor list: a department of ${MENTOR_LIST_SETTINGS.staff} staff and ${MENTOR_LIST_SETTINGS.students.toLocaleString('en-US')} mentored students... (${seconds(started)})`,
    )
    const mentorList = await measureMentorList(portal, token)
    measured = {
      mentorList,
      submissions,
      naacImport,
      naacCounts,
      naacMerge,
      naacConsolidated,
      announcementFanout,
      uploadPath,
      feedbackBurst,
      reportScale,
      feedbackAnswerCalls: feedbackBurst.answerCalls,
      exportScale,
      calls,
      signInTiming,
      load: {
        bare: pick(load, 'bare'),
        token: pick(load, 'token'),
        bareOneGet: pick(load, 'bareOneGet'),
        singleUser: pick(load, 'singleUser'),
        bareTwoGets: pick(load, 'bareTwoGets'),
      },
      allCommands,
      scans: scansIn(allCommands),
      studentImport,
    }
  } finally {
    await portal.stop()
  }

  console.log(`Pricing API requests on the synthesized prod stacks... (${seconds(started)})`)
  const readCalls = measured.calls.find(({ request }) => request === 'GET /api/user/singleUser')?.counts.total
  if (readCalls === undefined) throw new Error('No DynamoDB count for the screen read')
  const cost = measureCost({ readCalls, writeCalls: measured.feedbackAnswerCalls })

  const measurements: Measurements = {
    domains: domainBundles,
    cost,
    reference,
    coldImportMs,
    ...measured,
    spa,
  }
  const markdown = writeReport(RESULTS_DIR, {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpus: `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'unknown'}`,
      'load average (1 min) at start/end': `${loadAtStart.toFixed(2)}/${(loadavg()[0] ?? 0).toFixed(2)}`,
    },
    wallTimeSeconds: (performance.now() - started) / 1000,
    rows: rowsFor(measurements),
    sections: sectionsFor(measurements),
    details: detailsFor(measurements),
  })
  // For esbuild's bundle analyzer (https://esbuild.github.io/analyze/): what the table's contributors come from.
  mkdirSync(RESULTS_DIR, { recursive: true })
  for (const bundle of domainBundles)
    writeFileSync(join(RESULTS_DIR, `${bundle.name}.meta.json`), JSON.stringify(bundle.metafile))

  console.log(`\n${markdown}`)
  console.log(`Written to ${join(RESULTS_DIR, 'report.md')} and report.json in ${seconds(started)}.`)
}

/** The whole bench, in a temporary folder that lives only as long as the run. */
async function runAll() {
  const workDir = await mkdtemp(join(tmpdir(), 'campus-bench-'))
  // Bundles and emulator data go with the folder, also when someone presses Ctrl+C.
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true })
  process.once('SIGINT', () => {
    removeWorkDir()
    process.exit(130)
  })
  try {
    await main(workDir)
  } finally {
    removeWorkDir()
  }
}

const [asked, ...rest] = process.argv.slice(2)
if (asked === '--help' || asked === '-h') {
  console.log(USAGE)
  process.exit(0)
}
const alone = asked === undefined ? undefined : FIGURES_ALONE[asked]
if (asked !== undefined && (!alone || rest.length)) {
  console.error(`Unknown arguments: ${process.argv.slice(2).join(' ')}\n\n${USAGE}`)
  process.exit(2)
}

let exitCode = 0
try {
  await (alone ? alone() : runAll())
} catch (error) {
  console.error('The bench could not run:', error)
  exitCode = 1
}
// Explicit, so a stray handle from an emulator cannot keep a finished bench waiting.
process.exit(exitCode)
