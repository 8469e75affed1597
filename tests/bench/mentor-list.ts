// The Manage Mentor list figure (issue 31): `GET /api/mentor?filter=departmentid eq <id>` for a department of 60
// staff and 2,000 mentored students, in DynamoDB calls against the screen-level read budget of 2 (docs/architecture.md
// section 8; the session check is counted apart, as its own line), and in time against a bare Query of the same
// items (the department's staff listings and its mentorships) sent straight from this process in the same run.
//
// Alone (its own portal, no other figure):  npm run bench -- mentor-list
import { paginateQuery } from '@aws-sdk/lib-dynamodb'
import {
  type ContactEntry,
  contactItemOf,
  departmentStaffItemsOf,
  departmentStaffKey,
  fillKey,
  MENTORING_INDEXES,
  writeBatch,
} from '@campus/db'
// For `portal.tables.mentoring`: the mentoring manifest adds its table to @campus/db's TableRegistry.
import type {} from '@campus/functions/mentoring/manifest'
import {
  createMentorshipsRepository,
  type Mentorship,
} from '@campus/functions/mentoring/mentorships.repository'
import type { PortalFigure } from './alone'
import { BUDGETS } from './config'
import { difference } from './dynamo-calls'
import { apiExpect } from './http'
import type { BenchPortal } from './portal'
import { atMost, info, type Row } from './report'
import { median } from './stats'

/** The issue's department: 60 staff, 2,000 students all mentored; each side timed this many times. */
export const MENTOR_LIST_SETTINGS = { staff: 60, students: 2_000, runs: 20 } as const

const DEPARTMENT = 'dept-bench-mentoring'

export interface MentorListMeasurement {
  seedMs: number
  rows: number
  mentored: number
  /** One list request's commands beside the session check, and the session check's. */
  calls: number
  sessionCalls: number
  /** Median milliseconds of the list through the portal, and of the bare Queries of the same items. */
  listMs: number
  bareMs: number
}

/** The department's staff, its students and who mentors whom, written straight into the tables (untimed). */
async function seed(portal: BenchPortal) {
  const staff: ContactEntry[] = Array.from({ length: MENTOR_LIST_SETTINGS.staff }, (_, index) => ({
    userId: `bench-staff-${index}`,
    usertype: index === 0 ? 'HOD' : 'FACULTY',
    name: `Bench staff ${String(index).padStart(2, '0')}`,
    email: `bench-staff-${index}@campus.local`,
    departmentIds: [DEPARTMENT],
    accountStatus: 'ACTIVE',
  }))
  const students: ContactEntry[] = Array.from({ length: MENTOR_LIST_SETTINGS.students }, (_, index) => ({
    userId: `bench-student-${index}`,
    usertype: 'STUDENT',
    name: `Bench student ${index}`,
    registerNo: `BENCH${String(index).padStart(5, '0')}`,
    departmentIds: [DEPARTMENT],
    accountStatus: 'ACTIVE',
  }))
  await writeBatch(portal.client, portal.tables.directory, [
    ...[...staff, ...students].map((entry) => ({ PutRequest: { Item: contactItemOf(entry) } })),
    ...staff.flatMap(departmentStaffItemsOf).map((Item) => ({ PutRequest: { Item } })),
  ])
  const now = Date.now()
  const mentorships: Mentorship[] = students.map((student, index) => {
    const mentor = staff[index % staff.length]!
    return {
      studentId: student.userId,
      departmentId: DEPARTMENT,
      staffId: mentor.userId,
      staffName: mentor.name,
      startDate: now,
      assignedOn: now,
      assignedBy: 'bench',
      history: [],
      revision: 'bench',
    }
  })
  await createMentorshipsRepository(portal.client, portal.tables.mentoring).putAll(mentorships)
}

/** The same items the list reads, with nothing around them: both Queries, all pages, sent together. */
async function bareQueries(portal: BenchPortal) {
  const all = async (input: Parameters<typeof paginateQuery>[1]) => {
    let count = 0
    for await (const page of paginateQuery({ client: portal.client }, input)) count += page.Items?.length ?? 0
    return count
  }
  const { byDepartment } = MENTORING_INDEXES.mentorship
  const [staff, mentored] = await Promise.all([
    all({
      TableName: portal.tables.directory,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': departmentStaffKey(DEPARTMENT, '').pk },
    }),
    all({
      TableName: portal.tables.mentoring,
      IndexName: byDepartment.index,
      KeyConditionExpression: '#p = :p',
      // The two attributes the list reads of each mentorship, as it reads them.
      ProjectionExpression: '#s, #t',
      ExpressionAttributeNames: { '#p': byDepartment.pk.field, '#s': 'staffId', '#t': 'studentId' },
      ExpressionAttributeValues: { ':p': fillKey(byDepartment.pk, { departmentId: DEPARTMENT }) },
    }),
  ])
  return { staff, mentored }
}

const timed = async (run: () => Promise<unknown>) => {
  const times: number[] = []
  for (let index = 0; index < MENTOR_LIST_SETTINGS.runs; index++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return median(times)
}

/** Seeds the department, counts one list request's commands, then times the list and the bare Queries alternately. */
export async function measureMentorList(portal: BenchPortal, token: string): Promise<MentorListMeasurement> {
  const seedStarted = performance.now()
  await seed(portal)
  const seedMs = performance.now() - seedStarted
  await portal.queues.idle()

  const path = `/api/mentor?filter=${encodeURIComponent(`departmentid eq ${DEPARTMENT}`)}`
  type Row_ = { studentsCount: number }
  const list = () => apiExpect<Row_[]>(200, portal.baseUrl, 'GET', path, { token })
  await list()
  const before = portal.counter.snapshot()
  const rows = await list()
  const counts = difference(before, portal.counter.snapshot())
  // The session check is the one GetItem: the list itself reads with two Queries.
  const sessionCalls = counts.byCommand.GetItemCommand ?? 0
  const bare = await bareQueries(portal)
  if (bare.staff !== MENTOR_LIST_SETTINGS.staff || bare.mentored !== MENTOR_LIST_SETTINGS.students)
    throw new Error(`The bare Queries read ${bare.staff} staff and ${bare.mentored} mentorships`)
  const listMs = await timed(list)
  const bareMs = await timed(() => bareQueries(portal))
  return {
    seedMs,
    rows: rows.length,
    mentored: rows.reduce((sum, row) => sum + row.studentsCount, 0),
    calls: counts.total - sessionCalls,
    sessionCalls,
    listMs,
    bareMs,
  }
}

/** Whether the list answered every staff member and counted every student. */
export const mentorListRight = (m: MentorListMeasurement) =>
  m.rows === MENTOR_LIST_SETTINGS.staff && m.mentored === MENTOR_LIST_SETTINGS.students

/** The figure's report rows: the list's calls (failed too when its counts are wrong), its time beside the bare one. */
export function mentorListRows(m: MentorListMeasurement): Row[] {
  const what = `GET /api/mentor?filter=departmentid eq <id>, ${MENTOR_LIST_SETTINGS.staff} staff and ${MENTOR_LIST_SETTINGS.students.toLocaleString('en-US')} mentored students`
  const calls = atMost(
    `DynamoDB calls: ${what} (as the administrator; the session check apart; fails unless every staff member and student is counted)`,
    'calls',
    m.calls,
    BUDGETS.readCalls,
  )
  return [
    mentorListRight(m) ? calls : { ...calls, status: 'fail' },
    info(`DynamoDB calls: the session check of the same request`, 'calls', m.sessionCalls),
    info(`Median time: ${what}, against the bare Queries of the same items`, 'ms', m.listMs, m.bareMs),
  ]
}

/** The figure alone: `npm run bench -- mentor-list`. */
export const mentorListFigure = (): PortalFigure<MentorListMeasurement> => ({
  name: 'mentor-list',
  starting: `Seeding a department of ${MENTOR_LIST_SETTINGS.staff} staff and ${MENTOR_LIST_SETTINGS.students.toLocaleString('en-US')} mentored students, then reading its Manage Mentor list...`,
  measure: (portal, token) => measureMentorList(portal, token),
  rows: (measured) => Promise.resolve(mentorListRows(measured)),
})
