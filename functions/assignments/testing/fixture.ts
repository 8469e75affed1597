import type { AnnouncementPostMessage } from '@campus/core'
import type { ContactEntry, TaughtSubject } from '@campus/db'
import { createUploadRecords, storeConfirmedUpload } from '@campus/files'
import {
  bytesOf,
  createDomainFixture,
  domainPeople,
  putContacts,
  putTeaching,
  recordingQueues,
  TEST_PEOPLE_IN_DEPARTMENTS,
} from '@campus/testing'
import { createAssignmentsApp } from '../app'
import { deadlineDaysFrom } from '../deadline'
import { createAssignmentsDeps } from '../deps'
import { manifest } from '../manifest'

/** One person of each kind; the other faculty member teaches nothing, a second student is in group B. */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS, {
  studentB: { userType: 'STUDENT', departmentIds: ['dept-cse'] },
  eceFaculty: { userType: 'FACULTY', departmentIds: ['dept-ece'] },
})

export type Person = keyof typeof PEOPLE

export const YEAR = 'year-cse-2023'
export const GROUPS = { cseA: 'grp-cse-a', cseB: 'grp-cse-b', ece: 'grp-ece-a' } as const

/** Subjects taught: Programming to CSE group A (the faculty member), Maths to the whole CSE year, one ECE. */
export const SUBJECTS = {
  programming: {
    id: 'subj-prog-a',
    regSubId: 'rs-cs101',
    subjectName: 'Programming in C',
    subjectCode: 'CS101',
    semester: 1,
    accYearId: YEAR,
    groupId: GROUPS.cseA,
    departmentId: 'dept-cse',
    department: 'B.E. - Computer Science',
    subjectStatus: 'ACTIVE',
    stafflist: [{ staffid: idOf('faculty'), staffName: 'Faculty One' }],
  },
  maths: {
    id: 'subj-maths-year',
    regSubId: 'rs-ma101',
    subjectName: 'Engineering Mathematics I',
    subjectCode: 'MA101',
    semester: 1,
    accYearId: YEAR,
    departmentId: 'dept-cse',
    department: 'B.E. - Computer Science',
    subjectStatus: 'ACTIVE',
    stafflist: [
      { staffid: idOf('faculty'), staffName: 'Faculty One' },
      { staffid: idOf('hod'), staffName: 'Dr. Rao' },
    ],
  },
  circuits: {
    id: 'subj-circuits-ece',
    regSubId: 'rs-ec101',
    subjectName: 'Circuit Theory',
    subjectCode: 'EC101',
    semester: 1,
    accYearId: 'year-ece-2023',
    groupId: GROUPS.ece,
    departmentId: 'dept-ece',
    department: 'B.E. - Electronics',
    subjectStatus: 'ACTIVE',
    stafflist: [{ staffid: idOf('eceFaculty'), staffName: 'Faculty ECE' }],
  },
  retired: {
    id: 'subj-retired',
    regSubId: 'rs-old',
    subjectName: 'Retired Subject',
    subjectCode: 'OLD1',
    semester: 1,
    accYearId: YEAR,
    groupId: GROUPS.cseA,
    departmentId: 'dept-cse',
    department: 'B.E. - Computer Science',
    subjectStatus: 'INACTIVE',
    stafflist: [{ staffid: idOf('faculty'), staffName: 'Faculty One' }],
  },
} as const satisfies Record<string, TaughtSubject>

/** A student contact of a group, as identity writes it into the directory. */
export const aStudent = (userId: string, groupId: string, n: number, overrides: Partial<ContactEntry> = {}) =>
  ({
    userId,
    usertype: 'STUDENT',
    name: `Student ${n}`,
    registerNo: `CSE23${String(n).padStart(3, '0')}`,
    departmentIds: ['dept-cse'],
    groupId,
    accYearId: YEAR,
    accountStatus: 'ACTIVE',
    ...overrides,
  }) satisfies ContactEntry

/** The students the fixture starts with: the test student and two more in group A, one in B (studentB). */
export const BASE_STUDENTS = [
  aStudent(idOf('student'), GROUPS.cseA, 1, { name: 'Asha' }),
  aStudent('stu-a-2', GROUPS.cseA, 2, { name: 'Bala' }),
  aStudent('stu-a-3', GROUPS.cseA, 3, { name: 'Chitra' }),
  aStudent('stu-a-gone', GROUPS.cseA, 4, { name: 'Disabled', accountStatus: 'DISABLE' }),
  aStudent(idOf('studentB'), GROUPS.cseB, 5, { name: 'Esther' }),
]

/** A date `days` after today as the legacy client writes deadlines (`dd-MMM-yyyy`), in India. */
export const deadlineIn = (days: number, from = Date.now()) => deadlineDaysFrom(days, from)

/** The `assignment-submissions-zip` job as the manifest declares it. */
export const SUBMISSIONS_ZIP_JOB = manifest.jobs.find(({ name }) => name === 'assignment-submissions-zip')!

/**
 * The assignments app on fresh tables in the shared test dynalite and s3rver, with the subjects and groups
 * written into the academics table and the students into the directory as those domains write them. `clock`
 * moves the service's time, for deadlines.
 */
export async function createAssignmentsFixture(options: { lateDays?: number } = {}) {
  const clock = { offset: 0 }
  const queues = recordingQueues()
  const f = await createDomainFixture(
    PEOPLE,
    (env, { startJob }) => {
      const deps = createAssignmentsDeps({
        client: env.client,
        tables: {
          assignments: env.tables.assignments,
          sessions: env.tables.sessions,
          academics: env.tables.academics,
          directory: env.tables.directory,
          files: env.tables.files,
        },
        tokenSecret: env.tokenSecret,
        s3: env.s3,
        attachmentsBucket: env.buckets.attachments,
        lateDays: options.lateDays ?? 0,
        queues: queues.sender,
        exportsBucket: env.buckets.exports,
        startJob,
        now: () => Date.now() + clock.offset,
      })
      return { deps, app: createAssignmentsApp(deps) }
    },
    // The submissions zips run in process through the manifest's job, as locally.
    { jobs: manifest.jobs },
  )
  const { client, tables } = f.env
  await putTeaching(client, tables.academics, {
    subjects: Object.values(SUBJECTS),
    groups: [
      { id: GROUPS.cseA, groupName: 'A', accYearId: YEAR, departmentId: 'dept-cse' },
      { id: GROUPS.cseB, groupName: 'B', accYearId: YEAR, departmentId: 'dept-cse' },
      { id: GROUPS.ece, groupName: 'A', accYearId: 'year-ece-2023', departmentId: 'dept-ece' },
    ],
  })

  /** Writes students into the directory as identity does (BatchWriteItems). */
  const putStudents = (entries: readonly ContactEntry[]) => putContacts(f.env, entries)
  await putStudents(BASE_STUDENTS)

  const uploads = createUploadRecords(client, tables.files)
  /** A checked upload waiting to be claimed, as the files domain leaves one: `{ versionId, fileKey }`. */
  const upload = (
    fileName = 'Lab 1.pdf',
    content: string | Uint8Array = '%PDF-1.4 test',
    uploadedBy = idOf('faculty'),
  ) => storeConfirmedUpload(f.storage, { fileName, bytes: bytesOf(content), purpose: 'document', uploadedBy })

  /** Tokens of every test person, the students placed in their groups. */
  const tokens = {
    admin: await f.login('admin'),
    hod: await f.login('hod', { headedDepartmentIds: ['dept-cse'] }),
    otherHod: await f.login('otherHod', { headedDepartmentIds: ['dept-ece'] }),
    faculty: await f.login('faculty', { name: 'Faculty One' }),
    otherFaculty: await f.login('otherFaculty'),
    eceFaculty: await f.login('eceFaculty'),
    student: await f.login('student', {
      name: 'Asha',
      registerNo: 'CSE23001',
      accYearId: YEAR,
      groupId: GROUPS.cseA,
    }),
    studentB: await f.login('studentB', { name: 'Esther', accYearId: YEAR, groupId: GROUPS.cseB }),
    custom: await f.login('custom'),
  }

  /** A valid compose body for Programming (group A), due in a week. */
  const aComposeBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Lab record 1',
    message: 'Write and run the three programs.',
    deadLine: deadlineIn(7),
    subjects: SUBJECTS.programming.id,
    submission: 'Enable',
    ...overrides,
  })

  /** Composes as the faculty member and answers the assignment. */
  const compose = async (overrides: Record<string, unknown> = {}, token = tokens.faculty) =>
    f.ok<Record<string, unknown> & { id: string }>('POST', '/api/assignment/send/', {
      token,
      body: aComposeBody(overrides),
    })

  /** Submits a fresh upload as the student and answers the submission. */
  const submit = async (assignmentId: string, token = tokens.student, uploadedBy = idOf('student')) =>
    f.ok('POST', '/api/assignment/studentSubmission', {
      token,
      body: { assignmentId, studentFile: await upload('answer.pdf', '%PDF-1.4 answer', uploadedBy) },
    })

  return {
    ...f,
    clock,
    tokens,
    upload,
    uploads,
    putStudents,
    aComposeBody,
    compose,
    submit,
    queues: {
      ...queues,
      /** The announcements posted on `announcement-post` (reminders), oldest first. */
      announcements: () => queues.bodiesOf<AnnouncementPostMessage>('announcement-post'),
    },
  }
}

export type AssignmentsFixture = Awaited<ReturnType<typeof createAssignmentsFixture>>
