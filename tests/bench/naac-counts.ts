// The NAAC counts figure (issue 16): the home screen's counters of a template with 10,000 entries in one faculty
// department (`GET /boot/naacTemplate/getNaacCounts`) in DynamoDB calls, against the screen-level read budget of
// 2 (docs/architecture.md section 8): kept at write time, they must cost the session's GetItem and one GetItem
// of the counters however many entries there are, and still say 10,000. The first page of the entry list
// (`GET /boot/naac/getNaacWithLabel`) is shown beside it. The entries are written the real way: a 10,000-row
// workbook imported by the `naac-import` job through `POST /boot/naac/imports`.
//
// Alone (its own portal, no other figure):  npm run bench -- naac-counts
import type { NaacCounts, NaacEntryView, NaacImportView, NaacTemplateView } from '@campus/core'
import type { CommandCounts } from '@campus/db'
import { createNaacEntities } from '@campus/functions/naac/entities'
// For `portal.tables.naac`: the naac manifest adds its table to @campus/db's TableRegistry.
import type {} from '@campus/functions/naac/manifest'
import { goodRow, SHEET_HEADERS, workbookOf } from '@campus/functions/naac/imports/testing/workbooks'
import { DEMO_PASSWORD, FACULTY_DEPARTMENT } from '@campus/local/demo-college'
import type { PortalFigure } from './alone'
import { BUDGETS } from './config'
import { difference } from './dynamo-calls'
import { apiExpect } from './http'
import type { BenchPortal } from './portal'
import { atMost, info, type Row } from './report'

/** The 10,000 entries (one import takes at most as many), and the list's page as the screen asks. */
export const NAAC_COUNTS_SETTINGS = { entries: 10_000, page: 50 } as const

/** The demo IQAC coordinator: a CUSTOM user whose session carries AUTHORIZER of Engineering (identity's seed). */
const AUTHORIZER_EMAIL = 'custom@campus.local'

const POLL_MS = 500
/** The import of 10,000 rows takes about half a minute on the busy 2-core machine; a stuck one stops the figure. */
const IMPORT_TIMEOUT_MS = 15 * 60 * 1000

/** The JSON form file an administrator uploads: the sheet fields of the import tests' workbooks, in their order. */
const FORM = {
  fields: {
    programme: { label: SHEET_HEADERS[0], type: 'text', required: 'true' },
    details: { label: SHEET_HEADERS[1], type: 'textarea', required: 'false' },
    year: { label: SHEET_HEADERS[2], type: 'number', required: 'true' },
    startDate: { label: SHEET_HEADERS[3], type: 'date', required: 'true' },
    period: { label: SHEET_HEADERS[4], type: 'textDate', required: 'false' },
    level: { label: SHEET_HEADERS[5], type: 'select', required: 'true', options: ['UG', 'PG', 'PhD'] },
  },
}

/** One request's DynamoDB commands: by command, and each command with its table in the order sent. */
export interface CountedRequest {
  counts: CommandCounts
  /** `<command> <table>`, e.g. `GetItemCommand sessions`, so the session check can be told apart. */
  sent: string[]
}

export interface NaacCountsMeasurement {
  /** Writing the template and importing its entries (untimed by the figures, shown for the run's time). */
  seedMs: number
  /** The import job's own record when it ended. */
  imported: { status: string; total: number; done: number }
  /** Entries of the template and faculty department in the table, counted after the import (untimed). */
  stored: number
  /** The counters as the authorizer read them, and that request's commands (the budgeted figure). */
  counts: NaacCounts
  countsCalls: CountedRequest
  /** The first page of the entry list as the authorizer read it, and its commands. */
  listRows: number
  listCalls: CountedRequest
}

/**
 * Sends one request to the idle server and counts the DynamoDB commands it caused, with the table each went
 * to (a middleware on the portal's client, as submissions-zip.ts tells the session check apart).
 */
async function counted<T>(portal: BenchPortal, request: () => Promise<T>) {
  const sent: string[] = []
  const tableNames = new Map(Object.entries(portal.tables).map(([name, physical]) => [physical, name]))
  const name = 'benchNaacCountsTables'
  portal.client.middlewareStack.add(
    (next, context) => (args) => {
      const table = String((args.input as { TableName?: unknown }).TableName)
      sent.push(`${context.commandName} ${tableNames.get(table) ?? table}`)
      return next(args)
    },
    { step: 'initialize', name },
  )
  const before = portal.counter.snapshot()
  try {
    const result = await request()
    return { result, calls: { counts: difference(before, portal.counter.snapshot()), sent } }
  } finally {
    portal.client.middlewareStack.remove(name)
  }
}

/** The template, made as the administrator makes one: the JSON form uploaded, then `POST /boot/naacTemplate`. */
async function createTemplate(portal: BenchPortal, adminToken: string) {
  const jsonFile = await uploadForm(portal, adminToken)
  return apiExpect<NaacTemplateView>(200, portal.baseUrl, 'POST', '/boot/naacTemplate', {
    token: adminToken,
    body: {
      title: 'Bench: programmes introduced',
      description: 'The NAAC counts figure of tests/bench',
      position: '99',
      type: 'GENERAL',
      criteria: '1',
      subCriteria: '1.1.1',
      jsonFile,
    },
  })
}

/**
 * The JSON form through the presigned path as the web app uploads it (web/src/components/files/upload-file.ts):
 * `POST /api/s3/uploads` with purpose `naac-template`, the multipart POST to s3rver, `POST /api/s3/uploads/confirm`.
 */
async function uploadForm(portal: BenchPortal, token: string) {
  const bytes = new TextEncoder().encode(JSON.stringify(FORM))
  const fileName = 'bench form.json'
  const upload = await apiExpect<{ url: string; fields: Record<string, string>; fileKey: string }>(
    200,
    portal.baseUrl,
    'POST',
    '/api/s3/uploads',
    {
      token,
      body: { purpose: 'naac-template', fileName, size: bytes.length, contentType: 'application/json' },
    },
  )
  const form = new FormData()
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value)
  form.append('file', new Blob([bytes], { type: 'application/json' }), fileName)
  const posted = await fetch(upload.url, { method: 'POST', body: form })
  if (posted.status !== 204)
    throw new Error(`S3 answered the form's POST ${posted.status}: ${await posted.text()}`)
  return apiExpect<{ versionId: string; fileKey: string }>(
    200,
    portal.baseUrl,
    'POST',
    '/api/s3/uploads/confirm',
    { token, body: { fileKey: upload.fileKey } },
  )
}

/** A 10,000-row workbook imported through `POST /boot/naac/imports` as the authorizer, waited for to its end. */
async function importEntries(portal: BenchPortal, token: string, templateId: string) {
  const rows = Array.from({ length: NAAC_COUNTS_SETTINGS.entries }, (_, index) => goodRow(index + 1))
  const form = new FormData()
  // slice(): a copy over a plain ArrayBuffer, which is what File takes.
  const bytes = (await workbookOf(SHEET_HEADERS, rows)).slice()
  form.append('file', new File([bytes], 'Programmes.xlsx'))
  const query = new URLSearchParams({
    naacTemplateId: templateId,
    facultyDeptId: FACULTY_DEPARTMENT.id,
    token,
  })
  const response = await fetch(`${portal.baseUrl}/boot/naac/imports?${query}`, {
    method: 'POST',
    body: form,
  })
  const started = (await response.json()) as { id?: string }
  if (response.status !== 202 || !started.id)
    throw new Error(`POST /boot/naac/imports answered ${response.status}: ${JSON.stringify(started)}`)
  const until = Date.now() + IMPORT_TIMEOUT_MS
  for (;;) {
    const record = await apiExpect<NaacImportView>(
      200,
      portal.baseUrl,
      'GET',
      `/boot/naac/imports/${started.id}`,
      { token },
    )
    if (record.status === 'COMPLETED') return record
    if (record.status !== 'PROCESSING')
      throw new Error(`The import ended ${record.status}: ${record.firstError ?? 'no reason given'}`)
    if (Date.now() > until) throw new Error(`The import is still at ${record.done} of ${record.total} rows`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/**
 * Makes a template, imports 10,000 entries of Engineering into it as the demo NAAC authorizer (untimed), counts
 * them in the table, then reads the counters and the list's first page as that authorizer, one request at a
 * time on the idle server, counting each request's DynamoDB commands.
 */
export async function measureNaacCounts(
  portal: BenchPortal,
  adminToken: string,
): Promise<NaacCountsMeasurement> {
  const seedStarted = performance.now()
  const template = await createTemplate(portal, adminToken)
  const login = await apiExpect<{ token: string }>(200, portal.baseUrl, 'POST', '/api/user/login', {
    body: { email: AUTHORIZER_EMAIL, password: DEMO_PASSWORD },
  })
  const token = login.token
  const record = await importEntries(portal, token, template.id)
  const seedMs = performance.now() - seedStarted

  const { data } = await createNaacEntities(portal.client, portal.tables.naac)
    .entry.query.byTemplate({ naacTemplateId: template.id, facultyDeptId: FACULTY_DEPARTMENT.id })
    .go({ pages: 'all', attributes: ['id'] })
  // Anything still running (a queue's consumer) would be counted with the requests below.
  await portal.queues.idle()

  const counts = await counted(portal, () =>
    apiExpect<NaacCounts>(
      200,
      portal.baseUrl,
      'GET',
      `/boot/naacTemplate/getNaacCounts?templateId=${encodeURIComponent(template.id)}&facDeptId=${encodeURIComponent(FACULTY_DEPARTMENT.id)}`,
      { token },
    ),
  )
  const listQuery = `start:0;count:${NAAC_COUNTS_SETTINGS.page};filter:naacTemplateId eq ${template.id},facultyDeptId eq ${FACULTY_DEPARTMENT.id}`
  const list = await counted(portal, () =>
    apiExpect<NaacEntryView[]>(
      200,
      portal.baseUrl,
      'GET',
      `/boot/naac/getNaacWithLabel?query=${encodeURIComponent(listQuery)}`,
      { token },
    ),
  )
  // A page that is not the template's Engineering entries would make the list's count meaningless.
  const strays = list.result.filter(
    (entry) => entry.naacTemplateId !== template.id || entry.facultyDeptId !== FACULTY_DEPARTMENT.id,
  )
  if (list.result.length !== NAAC_COUNTS_SETTINGS.page || strays.length)
    throw new Error(`The list's first page has ${list.result.length} rows, ${strays.length} of other entries`)
  return {
    seedMs,
    imported: { status: record.status, total: record.total, done: record.done },
    stored: data.length,
    counts: counts.result,
    countsCalls: counts.calls,
    listRows: list.result.length,
    listCalls: list.calls,
  }
}

/** Whether the counters say what was imported: every entry submitted and waiting, none counted twice. */
export const countsRight = (m: NaacCountsMeasurement) =>
  m.counts.submitted === NAAC_COUNTS_SETTINGS.entries &&
  m.counts.waiting === NAAC_COUNTS_SETTINGS.entries &&
  m.stored === NAAC_COUNTS_SETTINGS.entries

/** The figure's report rows: the counters' calls (failed too when they answer a wrong count), the list's calls. */
export function naacCountsRows(m: NaacCountsMeasurement): Row[] {
  const entries = NAAC_COUNTS_SETTINGS.entries.toLocaleString('en-US')
  const calls = atMost(
    `DynamoDB calls: GET /boot/naacTemplate/getNaacCounts, a template with ${entries} entries in one faculty department, as its AUTHORIZER (read, session check included; fails unless it answers ${entries} submitted and waiting)`,
    'calls',
    m.countsCalls.counts.total,
    BUDGETS.readCalls,
  )
  return [
    countsRight(m) ? calls : { ...calls, status: 'fail' },
    info(
      `DynamoDB calls: GET /boot/naac/getNaacWithLabel, first page of ${NAAC_COUNTS_SETTINGS.page} of the same ${entries} entries (session check included)`,
      'calls',
      m.listCalls.counts.total,
    ),
  ]
}

/** The figure alone: `npm run bench -- naac-counts`. */
export const naacCountsFigure = (): PortalFigure<NaacCountsMeasurement> => ({
  name: 'naac-counts',
  starting: `Importing ${NAAC_COUNTS_SETTINGS.entries.toLocaleString('en-US')} NAAC entries through the naac-import job, then reading their counters and first page...`,
  measure: (portal, token) => measureNaacCounts(portal, token),
  rows: (measured) => Promise.resolve(naacCountsRows(measured)),
})
