import { AppError, badRequest, type Caller, conflict, forbidden, NO_FILE, notFound } from '@campus/core'
import type { ContactEntry } from '@campus/db'
import { assertMayManageAssignment, isSetFor } from './access-rules'
import { type AssignmentsServiceDeps, submissionOwner } from './assignments.service'
import { submissionTiming } from './deadline'
import type { StoredAssignment, StoredSubmission } from './entities'
import { studentsOfGroups } from './roster'
import type { Mark, OwnSubmission, StudentSubmission, SubmissionRow } from './routes/schemas'

/** The legacy upload popup's message when the deadline is over (legacy-client.md 3.4). */
export const DEADLINE_OVER_MESSAGE = 'Deadline over'

const crossed = () =>
  conflict('CHANGED_MEANWHILE', 'Your submission changed in another window just now. Reload and try again.')

/**
 * Students' submissions: a student uploads, replaces or removes theirs until the deadline (the late window
 * included, when the college allows one), whatever the client does; staff read every student of the
 * assignment's groups as submitted, late or missing, and mark them.
 */
export function createSubmissionsService(deps: AssignmentsServiceDeps) {
  const { assignments, submissions, ports, audit, lateDays } = deps
  const now = deps.now ?? Date.now

  const fileWithUrl = async (file: StoredSubmission['file']) => ({
    ...(await ports.attachments.withUrl(file, { fileName: file.fileName })),
    fileName: file.fileName,
  })

  async function ownOf(assignment: StoredAssignment, submission: StoredSubmission): Promise<OwnSubmission> {
    return {
      assignmentId: submission.assignmentId,
      studentId: submission.studentId,
      studentFile: await fileWithUrl(submission.file),
      submittedOn: submission.submittedOn,
      late: submission.late,
      ...(submission.mark === undefined ? {} : { mark: submission.mark }),
      ...(submission.remark === undefined ? {} : { remark: submission.remark }),
      maxMark: assignment.maxMark,
    }
  }

  async function rowOf(
    student: Pick<ContactEntry, 'userId' | 'name' | 'registerNo' | 'groupId'>,
    submission: StoredSubmission | undefined,
  ): Promise<SubmissionRow> {
    const registerNo = student.registerNo ?? submission?.registerNo
    const groupId = student.groupId ?? submission?.groupId
    return {
      studentId: student.userId,
      name: student.name || submission?.studentName || student.userId,
      ...(registerNo ? { registerNo } : {}),
      ...(groupId ? { groupId } : {}),
      status: submission ? (submission.late ? 'LATE' : 'SUBMITTED') : 'MISSING',
      ...(submission
        ? {
            barcode: await fileWithUrl(submission.file),
            attendanceDate: submission.submittedOn,
            ...(submission.mark === undefined ? {} : { mark: submission.mark }),
            ...(submission.remark === undefined ? {} : { remark: submission.remark }),
          }
        : { barcode: NO_FILE }),
    }
  }

  /** The assignment a student names, which must be set for their group. */
  async function setForStudent(caller: Caller, assignmentId: string) {
    const assignment = await assignments.find(assignmentId)
    if (!assignment) throw notFound('Assignment', assignmentId)
    if (!isSetFor(caller.actor, assignment)) throw forbidden('This assignment is not set for you.')
    return assignment
  }

  /** The refusal when uploads are no longer taken (or never were). */
  function assertOpen(assignment: StoredAssignment, at: number) {
    if (assignment.submission !== 'Enable')
      throw conflict('SUBMISSION_DISABLED', 'Submissions are disabled for this assignment.')
    const timing = submissionTiming(assignment.deadlineAt, at, lateDays)
    if (timing === 'CLOSED') throw conflict('DEADLINE_OVER', DEADLINE_OVER_MESSAGE)
    return timing
  }

  return {
    /** `GET /api/assignment/getsingleassignment/{id}`: `[the student's own submission]`, or `[]`. */
    async own(caller: Caller, assignmentId: string): Promise<OwnSubmission[]> {
      const assignment = await setForStudent(caller, assignmentId)
      const submission = await submissions.find(assignmentId, caller.actor.userId)
      return submission ? [await ownOf(assignment, submission)] : []
    },

    /** `POST /api/assignment/studentSubmission`: uploads or replaces the student's file. */
    async submit(caller: Caller, body: StudentSubmission): Promise<OwnSubmission> {
      const assignment = await setForStudent(caller, body.assignmentId)
      const at = now()
      const timing = assertOpen(assignment, at)
      const { userId } = caller.actor
      const previous = await submissions.find(assignment.id, userId)
      if (previous && previous.file.fileKey === body.studentFile.fileKey) return ownOf(assignment, previous)
      const owner = submissionOwner({ assignmentId: assignment.id, studentId: userId })
      const file = await ports.attachments.claim(body.studentFile, owner, { purpose: 'document' }, userId)
      const submission: StoredSubmission = {
        assignmentId: assignment.id,
        studentId: userId,
        studentName: caller.actor.name,
        ...(caller.actor.registerNo ? { registerNo: caller.actor.registerNo } : {}),
        ...(caller.actor.groupId ? { groupId: caller.actor.groupId } : {}),
        file,
        submittedOn: at,
        late: timing === 'LATE',
      }
      if (!(await submissions.save(submission, previous))) {
        await ports.attachments.release(file, owner)
        throw crossed()
      }
      if (previous) await ports.attachments.release(previous.file, owner)
      await audit(caller, {
        entity: 'submission',
        id: `${assignment.id}#${userId}`,
        action: previous ? 'UPDATE' : 'CREATE',
        before: previous,
        after: submission,
      })
      return ownOf(assignment, submission)
    },

    /** `DELETE /api/assignment/updatestudentSubmission/{id}`: removes the student's file while uploads are open. */
    async withdraw(caller: Caller, assignmentId: string) {
      const assignment = await setForStudent(caller, assignmentId)
      assertOpen(assignment, now())
      const previous = await submissions.find(assignmentId, caller.actor.userId)
      if (!previous)
        throw new AppError(
          404,
          'SUBMISSION_NOT_FOUND',
          'You have not submitted anything for this assignment.',
        )
      if (!(await submissions.remove(previous))) throw crossed()
      await ports.attachments.release(previous.file, submissionOwner(previous))
      await audit(caller, {
        entity: 'submission',
        id: `${assignmentId}#${previous.studentId}`,
        action: 'DELETE',
        before: previous,
      })
      return { deleted: true as const, id: assignmentId }
    },

    /**
     * `GET /api/assignment/getassignment/{id}`: every student of the assignment's groups, by register number,
     * as submitted, late or missing, and anyone who submitted and has since left the groups. One Query of the
     * assignment's partition and one of each group's students.
     */
    async table(caller: Caller, assignmentId: string): Promise<SubmissionRow[]> {
      const { assignment, submissions: made } = await assignments.withSubmissions(assignmentId)
      if (!assignment) throw notFound('Assignment', assignmentId)
      assertMayManageAssignment(caller.actor, assignment)
      const students = await studentsOfGroups(ports.people, assignment.groupIds)
      const byStudent = new Map(made.map((submission) => [submission.studentId, submission]))
      const listed = students.filter(
        (student) => student.accountStatus === 'ACTIVE' || byStudent.has(student.userId),
      )
      const left = made.filter(
        (submission) => !students.some(({ userId }) => userId === submission.studentId),
      )
      const rows = await Promise.all([
        ...listed.map((student) => rowOf(student, byStudent.get(student.userId))),
        ...left.map((submission) =>
          rowOf(
            {
              userId: submission.studentId,
              name: submission.studentName,
              registerNo: submission.registerNo,
              groupId: submission.groupId,
            },
            submission,
          ),
        ),
      ])
      return rows.sort(
        (a, b) =>
          (a.registerNo ?? '\uffff').localeCompare(b.registerNo ?? '\uffff') || a.name.localeCompare(b.name),
      )
    },

    /** `PUT /api/assignment/{id}/mark/{studentId}`: sets or clears a submission's mark and remark. */
    async mark(caller: Caller, assignmentId: string, studentId: string, body: Mark): Promise<SubmissionRow> {
      const [assignment, submission] = await Promise.all([
        assignments.find(assignmentId),
        submissions.find(assignmentId, studentId),
      ])
      if (!assignment) throw notFound('Assignment', assignmentId)
      assertMayManageAssignment(caller.actor, assignment)
      if (!submission)
        throw new AppError(404, 'SUBMISSION_NOT_FOUND', 'This student has not submitted anything to mark.')
      if (body.mark !== null && body.mark > assignment.maxMark)
        throw badRequest('MARK_TOO_HIGH', `The mark is at most ${assignment.maxMark}`, [
          { path: 'mark', message: `At most ${assignment.maxMark}` },
        ])
      const marking = {
        mark: body.mark ?? undefined,
        remark: body.remark || undefined,
        markedBy: caller.actor.userId,
        markedOn: now(),
      }
      if (!(await submissions.mark(submission, marking)))
        throw conflict(
          'CHANGED_MEANWHILE',
          'The student changed this submission just now. Reload and mark it again.',
        )
      const after = { ...submission, ...marking }
      if (marking.mark === undefined) delete after.mark
      if (marking.remark === undefined) delete after.remark
      await audit(caller, {
        entity: 'submission',
        id: `${assignmentId}#${studentId}`,
        action: 'MARK',
        before: submission,
        after,
      })
      return rowOf(
        {
          userId: studentId,
          name: submission.studentName,
          registerNo: submission.registerNo,
          groupId: submission.groupId,
        },
        after,
      )
    },
  }
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>
