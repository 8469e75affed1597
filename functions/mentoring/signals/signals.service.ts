import { forbidden, mayManageDepartment, type Caller, type Principal } from '@campus/core'
import { assignmentStandingOf, type StudentMentor } from '@campus/db'
import type { SignalsRepository } from './signals.repository'

/** What a mentor sees of one student: what the portal already knows, with no new data entry. */
export interface StudentSignals {
  studentId: string
  assignments: { missing: number; late: number }
  surveys: { unanswered: number }
}

const NOT_YOURS =
  'You can only see the signals of your own students, or of students in the departments you head.'

/**
 * The students a staff member mentors now, as the caller may see them: all of them for the staff member and
 * the administrator; for an HOD, those of the departments they head (403 when the mentor has students and
 * none are theirs). Anyone else is refused before anything is read.
 */
function visibleMentees(actor: Principal, staffId: string, mentees: readonly StudentMentor[]) {
  if (actor.userId === staffId || actor.userType === 'ADMIN') return mentees
  const visible = mentees.filter((mentee) => mayManageDepartment(actor, mentee.departmentId))
  if (mentees.length && !visible.length) throw forbidden(NOT_YOURS)
  return visible
}

/**
 * A mentor's per-student signals: assignments missing (due, not submitted) or late, and survey targets not
 * answered. DynamoDB calls: 1 Query for the mentees, 1 BatchGetItem for their groups, then, sent together per
 * step, 1 Query per group for its assignments and 1 for its survey targets, 1 Query per student for their
 * submissions, and BatchGetItems of the assignments and of the surveys and answers.
 */
export function createSignalsService({ signals, now }: { signals: SignalsRepository; now: () => number }) {
  return {
    async of({ actor }: Caller, staffId: string): Promise<StudentSignals[]> {
      if (actor.userId !== staffId && actor.userType !== 'ADMIN' && actor.userType !== 'HOD')
        throw forbidden(NOT_YOURS)
      const mentees = visibleMentees(actor, staffId, await signals.menteesOf(staffId))
      if (!mentees.length) return []
      const studentIds = mentees.map((mentee) => mentee.studentId)
      const members = await signals.groupsOf(studentIds)
      const groupOf = new Map(members.map((member) => [member.studentId, member.groupId]))
      const [assignments, submissions, unanswered] = await Promise.all([
        signals.assignmentsOfGroups(members.map((member) => member.groupId)),
        signals.submissionsOf(studentIds),
        signals.unansweredSurveysOf(members),
      ])
      const at = now()
      return studentIds.map((studentId) => {
        const groupId = groupOf.get(studentId)
        const set = groupId ? (assignments.get(groupId) ?? []) : []
        return {
          studentId,
          assignments: assignmentStandingOf(set, submissions.get(studentId) ?? [], at),
          surveys: { unanswered: unanswered.get(studentId) ?? 0 },
        }
      })
    },
  }
}

export type SignalsService = ReturnType<typeof createSignalsService>
