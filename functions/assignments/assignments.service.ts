import {
  badRequest,
  type Caller,
  conflict,
  forbidden,
  type ListQuery,
  NO_FILE,
  noSuchReference,
  notFound,
} from '@campus/core'
import { newId, type TaughtSubject, teaches } from '@campus/db'
import type { FileRef } from '@campus/files'
import {
  assertMayListSent,
  assertMayManageAssignment,
  assertMayReadAssignment,
  isSetFor,
} from './access-rules'
import type { AssignmentsRepository } from './assignments.repository'
import type { AuditTrail } from './audit-trail'
import { DEADLINE_PASSED_MESSAGE, deadlineEnd, submissionTiming } from './deadline'
import type { StoredAssignment, StoredFileItem, StoredSubmission } from './entities'
import type { AssignmentsPorts } from './ports'
import {
  type AssignmentRecord,
  type ComposeAssignment,
  DEFAULT_MAX_MARK,
  type StudentAssignment,
  type UpdateAssignment,
} from './routes/schemas'
import type { SubmissionsRepository } from './submissions.repository'

/** Assignments a student's list shows: the newest this many set for their group. */
export const STUDENT_LIST_MAX = 200

/** The owner name an assignment's files are claimed under. */
export const assignmentOwner = (id: string) => `assignment#${id}`

/** Someone saved the assignment between this request's read and its write. */
const changedMeanwhile = () =>
  conflict('CHANGED_MEANWHILE', 'Someone else changed this assignment just now. Reload and try again.')

/** The attachments a body names, `file` first, each once. */
const refsOf = (body: { file?: FileRef | undefined; files?: FileRef[] | undefined }) => {
  const refs = [...(body.file ? [body.file] : []), ...(body.files ?? [])]
  return refs.filter((ref, index) => refs.findIndex((other) => other.fileKey === ref.fileKey) === index)
}

const sameFile = (a: FileRef, b: FileRef) => a.fileKey === b.fileKey && a.versionId === b.versionId

/** The end of a deadline's day, refusing a deadline that is not a date or whose day is over. */
function checkedDeadline(deadLine: string, now: number) {
  const deadlineAt = deadlineEnd(deadLine)
  if (deadlineAt === undefined)
    throw badRequest('INVALID_DEADLINE', 'Use a deadline like 05-Mar-2021', [
      { path: 'deadLine', message: 'Use a deadline like 05-Mar-2021' },
    ])
  if (deadlineAt < now)
    throw badRequest('DEADLINE_PASSED', DEADLINE_PASSED_MESSAGE, [
      { path: 'deadLine', message: DEADLINE_PASSED_MESSAGE },
    ])
  return deadlineAt
}

/** What the assignments and submissions services are made of. */
export interface AssignmentsServiceDeps {
  assignments: AssignmentsRepository
  submissions: SubmissionsRepository
  ports: AssignmentsPorts
  audit: AuditTrail
  /** Days after the deadline a late submission is still taken (`ASSIGNMENTS_LATE_DAYS`; 0: none). */
  lateDays: number
  now?: () => number
}

/**
 * Assignments staff set for a subject they teach and its groups (legacy-client.md 2.10 and 3.4): compose,
 * update, delete with their files, the sent lists, and a student's own list with where they stand.
 */
export function createAssignmentsService(deps: AssignmentsServiceDeps) {
  const { assignments, submissions, ports, audit, lateDays } = deps
  const now = deps.now ?? Date.now

  /** An assignment as the API answers it, its files with fresh download links. */
  async function recordOf(assignment: StoredAssignment): Promise<AssignmentRecord> {
    const files = await Promise.all(
      assignment.files.map(async (file) => ({
        ...(await ports.attachments.withUrl(file, { fileName: file.fileName })),
        fileName: file.fileName,
      })),
    )
    const { regSubId: _regSubId, accYearId: _accYearId, staffIds: _staffIds, ...shown } = assignment
    return {
      ...shown,
      file: files[0] ?? NO_FILE,
      files,
      subjects: assignment.subjectId,
      name: assignment.createdByName,
    }
  }

  /** The subject a body names, which the caller must teach and which must be active. */
  async function taughtSubject(caller: Caller, subjectId: string): Promise<TaughtSubject> {
    const subject = await ports.teaching.subject(subjectId)
    if (!subject) throw noSuchReference('Subject', subjectId, 'subjects')
    if (!teaches(subject, caller.actor.userId))
      throw forbidden('You can only set assignments for subjects you teach.')
    if (subject.subjectStatus !== 'ACTIVE')
      throw conflict(
        'SUBJECT_INACTIVE',
        `${subject.subjectName} is no longer taught: choose an active subject.`,
      )
    return subject
  }

  /** The groups the assignment is for: the subject's group, or the chosen ones of the year's groups. */
  async function groupsFor(subject: TaughtSubject, chosen: readonly string[] | undefined) {
    const groupIds = subject.groupId
      ? [subject.groupId]
      : (await ports.teaching.groupsOfYear(subject.accYearId)).map(({ id }) => id)
    if (!groupIds.length)
      throw conflict('NO_GROUPS', `${subject.subjectName} has no groups yet: ask the HOD to create them.`)
    if (!chosen) return groupIds
    const foreign = chosen.filter((groupId) => !groupIds.includes(groupId))
    if (foreign.length)
      throw badRequest(
        'GROUP_NOT_OF_SUBJECT',
        `Not a group that takes ${subject.subjectName}: ${foreign.join(', ')}`,
        [{ path: 'groupIds', message: `Not a group that takes ${subject.subjectName}` }],
      )
    return [...new Set(chosen)]
  }

  /** Claims for `caller` the files a saved assignment does not hold yet; keeps those it does. */
  async function claimFiles(
    caller: Caller,
    owner: string,
    refs: readonly FileRef[],
    held: readonly StoredFileItem[],
  ) {
    const files: StoredFileItem[] = []
    for (const ref of refs) {
      const kept = held.find((file) => sameFile(file, ref))
      const rule = { purpose: 'document' } as const
      files.push(kept ?? (await ports.attachments.claim(ref, owner, rule, caller.actor.userId)))
    }
    return files
  }

  const releaseAll = (owner: string, files: readonly FileRef[]) =>
    Promise.all(files.map((file) => ports.attachments.release(file, owner)))

  async function found(id: string) {
    const assignment = await assignments.find(id)
    if (!assignment) throw notFound('Assignment', id)
    return assignment
  }

  return {
    recordOf,

    /** `POST /api/assignment/send/`. */
    async compose(caller: Caller, body: ComposeAssignment): Promise<AssignmentRecord> {
      const at = now()
      const deadlineAt = checkedDeadline(body.deadLine, at)
      const subject = await taughtSubject(caller, body.subjects)
      const groupIds = await groupsFor(subject, body.groupIds)
      const id = newId()
      const files = await claimFiles(caller, assignmentOwner(id), refsOf(body), [])
      const assignment: StoredAssignment = {
        id,
        title: body.title,
        message: body.message,
        files,
        deadLine: body.deadLine,
        deadlineAt,
        submission: body.submission,
        maxMark: body.maxMark ?? DEFAULT_MAX_MARK,
        subjectId: subject.id,
        subjectName: subject.subjectName,
        regSubId: subject.regSubId,
        accYearId: subject.accYearId,
        departmentId: subject.departmentId,
        department: subject.department,
        groupIds,
        staffIds: subject.stafflist.map(({ staffid }) => staffid),
        createdBy: caller.actor.userId,
        createdByName: caller.actor.name,
        createdOn: at,
        modifiedOn: at,
      }
      await assignments.create(assignment)
      await audit(caller, { entity: 'assignment', id, action: 'CREATE', after: assignment })
      return recordOf(assignment)
    },

    /** `PUT /api/assignment/update`: the whole assignment again. */
    async update(caller: Caller, body: UpdateAssignment): Promise<AssignmentRecord> {
      const before = await found(body.id)
      assertMayManageAssignment(caller.actor, before)
      const at = now()
      const deadlineAt =
        body.deadLine === before.deadLine ? before.deadlineAt : checkedDeadline(body.deadLine, at)
      let subjectFields: Partial<StoredAssignment> = {}
      let groupIds = before.groupIds
      if (body.subjects !== undefined && body.subjects !== before.subjectId) {
        const { submissions: made } = await assignments.withSubmissions(before.id)
        if (made.length)
          throw conflict(
            'SUBMISSIONS_EXIST',
            `${made.length} student(s) have already submitted: the subject can no longer change.`,
          )
        const subject = await taughtSubject(caller, body.subjects)
        groupIds = await groupsFor(subject, body.groupIds)
        subjectFields = {
          subjectId: subject.id,
          subjectName: subject.subjectName,
          regSubId: subject.regSubId,
          accYearId: subject.accYearId,
          departmentId: subject.departmentId,
          department: subject.department,
          staffIds: subject.stafflist.map(({ staffid }) => staffid),
        }
      } else if (body.groupIds) {
        const subject = await ports.teaching.subject(before.subjectId)
        if (!subject)
          throw conflict('SUBJECT_GONE', 'This subject is no longer taught: its groups cannot change.')
        groupIds = await groupsFor(subject, body.groupIds)
      }
      const owner = assignmentOwner(before.id)
      const files = await claimFiles(caller, owner, refsOf(body), before.files)
      const after: StoredAssignment = {
        ...before,
        ...subjectFields,
        title: body.title,
        message: body.message,
        files,
        deadLine: body.deadLine,
        deadlineAt,
        submission: body.submission,
        maxMark: body.maxMark ?? before.maxMark,
        groupIds,
        modifiedOn: Math.max(at, before.modifiedOn + 1),
      }
      if (!(await assignments.replace(before, after))) throw changedMeanwhile()
      await releaseAll(
        owner,
        before.files.filter((file) => !files.some((kept) => sameFile(kept, file))),
      )
      await audit(caller, { entity: 'assignment', id: before.id, action: 'UPDATE', before, after })
      return recordOf(after)
    },

    /** `DELETE /api/assignment/{id}`: the submissions and their files first, then the assignment and its own. */
    async remove(caller: Caller, id: string) {
      const { assignment, submissions: made } = await assignments.withSubmissions(id)
      if (!assignment) throw notFound('Assignment', id)
      assertMayManageAssignment(caller.actor, assignment)
      for (const submission of made) {
        if (await submissions.remove(submission))
          await ports.attachments.release(submission.file, submissionOwner(submission))
      }
      await assignments.remove(assignment)
      await releaseAll(assignmentOwner(id), assignment.files)
      await audit(caller, { entity: 'assignment', id, action: 'DELETE', before: assignment })
      return { deleted: true as const, id }
    },

    /** `GET /api/assignment/{id}`: staff who manage it, and the students it is set for. */
    async get(caller: Caller, id: string): Promise<AssignmentRecord> {
      const assignment = await found(id)
      assertMayReadAssignment(caller.actor, assignment)
      return recordOf(assignment)
    },

    /** `GET /api/assignment/sent`: one author's (the caller by default) or one department's, newest first. */
    async listSent(caller: Caller, query: ListQuery) {
      const departmentId = query.filter.find(({ field }) => field === 'departmentId')?.value
      const createdBy = query.filter.find(({ field }) => field === 'createdBy')?.value
      const scope =
        departmentId !== undefined ? { departmentId } : { createdBy: createdBy ?? caller.actor.userId }
      assertMayListSent(caller.actor, scope)
      const page = await assignments.listSent(scope, query)
      return Promise.all(page.records.map((item) => recordOf(item as StoredAssignment)))
    },

    /**
     * `GET /api/assignment/view`: the assignments set for the student's group, newest first, each with where
     * they stand. Three calls: the group's pointers and the student's submissions (together), then a BatchGet.
     */
    async studentView(caller: Caller): Promise<StudentAssignment[]> {
      const { groupId, userId } = caller.actor
      if (!groupId) return []
      const [ids, own] = await Promise.all([
        assignments.idsOfGroup(groupId, STUDENT_LIST_MAX),
        submissions.ofStudent(userId),
      ])
      const found = (await assignments.findMany(ids)).filter((assignment) =>
        isSetFor(caller.actor, assignment),
      )
      const byAssignment = new Map(own.map((submission) => [submission.assignmentId, submission]))
      const at = now()
      const rows = await Promise.all(
        found.map(async (assignment) =>
          studentRow(await recordOf(assignment), assignment, byAssignment.get(assignment.id), at),
        ),
      )
      return rows.sort((a, b) => b.createdOn - a.createdOn || b.id.localeCompare(a.id))
    },
  }

  /** Where a student stands on one assignment. */
  function studentRow(
    record: AssignmentRecord,
    assignment: StoredAssignment,
    submission: StoredSubmission | undefined,
    at: number,
  ): StudentAssignment {
    const timing = submissionTiming(assignment.deadlineAt, at, lateDays)
    const status = submission
      ? submission.late
        ? 'LATE'
        : 'SUBMITTED'
      : timing === 'CLOSED'
        ? 'MISSING'
        : 'OPEN'
    return {
      ...record,
      status,
      open: assignment.submission === 'Enable' && timing !== 'CLOSED',
      closesAt: assignment.deadlineAt + lateDays * 24 * 60 * 60 * 1000,
      ...(submission
        ? {
            submittedOn: submission.submittedOn,
            ...(submission.mark === undefined ? {} : { mark: submission.mark }),
            ...(submission.remark === undefined ? {} : { remark: submission.remark }),
          }
        : {}),
    }
  }
}

/** The owner name a submission's file is claimed under. */
export const submissionOwner = ({
  assignmentId,
  studentId,
}: Pick<StoredSubmission, 'assignmentId' | 'studentId'>) => `submission#${assignmentId}#${studentId}`

export type AssignmentsService = ReturnType<typeof createAssignmentsService>
