import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { Caller, Principal } from '@campus/core'
import { createAuditLog, createDirectory, createTeaching, type TableName } from '@campus/db'
import { createAttachments, type FileRef, storeConfirmedUpload } from '@campus/files'
import { createAuditTrail, type DomainSeed, type SeedStorage } from '@campus/http'
import { ACADEMIC_YEARS, DEPARTMENTS, demoSubjectsTaught } from '@campus/local/demo-college'
import { demoPdf } from '@campus/local/demo-files'
import { createAssignmentsRepository } from './assignments.repository'
import { createAssignmentsService } from './assignments.service'
import type { AuditedEntity } from './audit-trail'
import { deadlineDaysFrom } from './deadline'
import { createAssignmentsEntities } from './entities'
import { createSubmissionsRepository } from './submissions.repository'
import { createSubmissionsService } from './submissions.service'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo year and its group A (student1 is its first student), with the subjects and teachers it has. */
const [CSE_YEAR] = ACADEMIC_YEARS
const GROUP_A = CSE_YEAR.groups[0]
const TAUGHT = demoSubjectsTaught(CSE_YEAR, 0)
const DEPARTMENT = DEPARTMENTS.find(({ id }) => id === CSE_YEAR.departmentId) ?? DEPARTMENTS[0]

/** The subject taught to group A with this code, and its one teacher (faculty1 teaches MA101). */
function taught(subjectCode: string) {
  const found = TAUGHT.find(({ subject }) => subject.subjectCode === subjectCode)
  if (!found) throw new Error(`The demo college has no ${subjectCode} for group A`)
  return found
}

/** A demo teacher as a signed-in caller. */
const staffCaller = (staffid: string, staffName: string): Caller => ({
  actor: {
    userId: staffid,
    userType: 'FACULTY',
    email: `${staffid.replace('user-', '').replace('-', '')}@campus.local`,
    name: staffName,
    roles: [],
    rollType: [],
    departmentIds: [CSE_YEAR.departmentId],
  },
  requestId: 'demo-seed',
})

/** Demo student n of group A as a signed-in caller (identity's seed: user-student-n, CSE23nnn). */
const studentCaller = (n: number): Caller => ({
  actor: {
    userId: `user-student-${n}`,
    userType: 'STUDENT',
    email: `student${n}@campus.local`,
    name: `Student ${n}`,
    roles: [],
    rollType: [],
    departmentIds: [CSE_YEAR.departmentId],
    accYearId: CSE_YEAR.id,
    groupId: GROUP_A,
    registerNo: `${DEPARTMENT.code.toUpperCase()}${CSE_YEAR.label.slice(2, 4)}${String(n).padStart(3, '0')}`,
  } satisfies Principal,
  requestId: 'demo-seed',
})

/** The demo assignments' titles, as the seed and its test name them. */
export const DEMO_TITLES = {
  open: 'Problem set 1: matrices',
  closed: 'Limits and continuity worksheet',
  disabled: 'Read chapter 2 before the lab',
} as const

/** Group A students who handed in the closed one, the mark each got (none: not marked yet), and a remark. */
const CLOSED_SUBMISSIONS: { n: number; mark?: number; remark?: string }[] = [
  { n: 1, mark: 17, remark: 'Good work. Show each step when you evaluate a limit.' },
  { n: 2, mark: 14, remark: 'Check question 4 again.' },
  { n: 3, mark: 19 },
  { n: 4 },
  { n: 5 },
]

/**
 * Seeds the demo assignments through the domain's own services, so they are exactly what the app writes
 * (files claimed, group pointers, audit records): faculty1's open problem set with a PDF, faculty1's worksheet
 * whose deadline passed three days ago with five submissions (three marked, student1's among them), and a
 * Disabled reading assignment from the physics teacher. The services' clock is moved back to when each thing
 * happened, so deadlines and dates are relative to `now`. Run again, it writes only what is not there yet.
 */
export async function seedAssignments(
  client: DynamoDBDocumentClient,
  tables: Readonly<Partial<Record<TableName, string>>>,
  storage: SeedStorage,
  now = Date.now(),
) {
  const table = required(tables.assignments, 'assignments')
  const filesTable = required(tables.files, 'files')
  const bucket = storage.buckets.attachments
  const clock = { at: now }
  const entities = createAssignmentsEntities(client, table)
  const shared = {
    assignments: createAssignmentsRepository(entities, client, table),
    submissions: createSubmissionsRepository(entities),
    ports: {
      teaching: createTeaching(client, required(tables.academics, 'academics')),
      people: createDirectory(client, required(tables.directory, 'directory')),
      attachments: createAttachments({ client, table: filesTable, s3: storage.s3, bucket }),
    },
    audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
    lateDays: 0,
    now: () => clock.at,
  }
  const assignments = createAssignmentsService(shared)
  const submissions = createSubmissionsService(shared)

  /** An uploaded PDF waiting to be claimed, as the files domain leaves a confirmed upload. */
  const upload = (fileName: string, text: string, uploadedBy: string): Promise<FileRef> =>
    storeConfirmedUpload(
      { client, table: filesTable, s3: storage.s3, bucket },
      { fileName, bytes: demoPdf(text), purpose: 'document', uploadedBy, at: clock.at },
    )

  /** The demo assignment with this title by this teacher: the one already there, or a new one. */
  async function ensure(
    caller: Caller,
    title: string,
    write: () => Promise<{ id: string }>,
  ): Promise<{ id: string; created: boolean }> {
    const { data } = await entities.assignment.query
      .byCreator({ createdBy: caller.actor.userId })
      .go({ pages: 'all' })
    const existing = data.find((assignment) => assignment.title === title)
    return existing ? { id: existing.id, created: false } : { id: (await write()).id, created: true }
  }

  const maths = taught('MA101')
  const physics = taught('PH101')
  const mathsTeacher = staffCaller(maths.teacher.staffid, maths.teacher.staffName)
  const physicsTeacher = staffCaller(physics.teacher.staffid, physics.teacher.staffName)

  // Set ten days ago, due three days ago: every submission is from between.
  clock.at = now - 10 * DAY_MS
  const closed = await ensure(mathsTeacher, DEMO_TITLES.closed, () =>
    assignments.compose(mathsTeacher, {
      title: DEMO_TITLES.closed,
      message:
        'Work through the ten problems on limits and continuity. Write the answers by hand, scan them into one ' +
        'PDF, and upload it here.',
      deadLine: deadlineDaysFrom(7, clock.at),
      subjects: maths.taughtId,
      submission: 'Enable',
      maxMark: 20,
    }),
  )
  for (const [index, { n }] of CLOSED_SUBMISSIONS.entries()) {
    const student = studentCaller(n)
    if ((await submissions.own(student, closed.id)).length) continue
    clock.at = now - (6 - index * 0.5) * DAY_MS
    const studentFile = await upload(
      `Limits worksheet ${n}.pdf`,
      `Student ${n}: limits`,
      student.actor.userId,
    )
    await submissions.submit(student, { assignmentId: closed.id, studentFile })
  }
  clock.at = now - 2 * DAY_MS
  for (const { n, mark, remark } of CLOSED_SUBMISSIONS) {
    if (mark === undefined) continue
    const [own] = await submissions.own(studentCaller(n), closed.id)
    if (own && own.mark === undefined)
      await submissions.mark(mathsTeacher, closed.id, `user-student-${n}`, {
        mark,
        ...(remark ? { remark } : {}),
      })
  }

  clock.at = now - 1 * DAY_MS
  await ensure(physicsTeacher, DEMO_TITLES.disabled, () =>
    assignments.compose(physicsTeacher, {
      title: DEMO_TITLES.disabled,
      message: 'Read chapter 2 (interference and diffraction) before Thursday’s lab. Nothing to upload.',
      deadLine: deadlineDaysFrom(5, clock.at),
      subjects: physics.taughtId,
      submission: 'Disable',
      maxMark: 10,
    }),
  )

  clock.at = now - 2 * 60 * 60 * 1000
  await ensure(mathsTeacher, DEMO_TITLES.open, async () => {
    const file = await upload('Problem set 1.pdf', 'Problem set 1: matrices', mathsTeacher.actor.userId)
    return assignments.compose(mathsTeacher, {
      title: DEMO_TITLES.open,
      message: 'Solve the problems in the attached sheet: rank, inverse and eigenvalues. Upload one PDF.',
      files: [file],
      deadLine: deadlineDaysFrom(7, now),
      subjects: maths.taughtId,
      submission: 'Enable',
      maxMark: 20,
    })
  })
  return 'Seeded the demo assignments (one open with a PDF, one past its deadline with marked submissions, one Disabled).'
}

function required(table: string | undefined, name: string) {
  if (!table) throw new Error(`The assignments seed needs the ${name} table`)
  return table
}

/** True once faculty1 (the maths teacher of the demo group) has set an assignment. */
export async function isAssignmentsSeeded(client: DynamoDBDocumentClient, table: string) {
  const { assignment } = createAssignmentsEntities(client, table)
  const { data } = await assignment.query
    .byCreator({ createdBy: taught('MA101').teacher.staffid })
    .go({ limit: 1, count: 1 })
  return data.length > 0
}

/** The demo assignments (`npm start`); local demo data only. */
export const assignmentsSeed: DomainSeed = {
  isSeeded: (client, tables) => isAssignmentsSeeded(client, tables.assignments),
  seed: (client, tables, storage) => seedAssignments(client, tables, storage),
}
