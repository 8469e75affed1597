import {
  badRequest,
  type Caller,
  type MentorComment,
  type MentorshipPeriod,
  notFound,
  orNotFound,
  type SaveMentorComment,
} from '@campus/core'
import { newId, nextModifiedOn } from '@campus/db'
import {
  assertMayChangeComment,
  assertMayReadAbout,
  assertMayWriteAbout,
  type StudentStanding,
} from './access-rules'
import type { AuditTrail } from './audit-trail'
import { commentRecord, type CommentsRepository } from './comments.repository'
import type { StoredMentorComment } from './entities'
import { isCurrent, type Mentorship } from './mentorships.repository'
import type { StandingRepository } from './standing.repository'
import { periodOf } from './wire'

/** A student's mentors, newest first: the current one, then the ended ones from the mentorship's history. */
export function timelineOf(mentorship: Mentorship | undefined): MentorshipPeriod[] {
  if (!mentorship) return []
  const ended = mentorship.history.map((entry) => periodOf(mentorship.studentId, entry, false))
  const now = isCurrent(mentorship) ? [periodOf(mentorship.studentId, mentorship, true)] : []
  return [...now, ...ended.sort((a, b) => (b.assignedOn ?? 0) - (a.assignedOn ?? 0))]
}

/**
 * What the student's profile shows of their mentoring: the rated comments their mentor and HOD write, and the
 * timeline of their mentors. Students never reach these (each route's access); who may read or write about which
 * student is access-rules.ts, decided on the student's standing (their departments and current mentor).
 */
export function createCommentsService(deps: {
  comments: CommentsRepository
  standing: StandingRepository
  audit: AuditTrail
}) {
  const { comments, standing, audit } = deps

  /** The student's departments and current mentor (one BatchGetItem); 404 for someone who is not a student. */
  async function standingOf(studentId: string) {
    const { contact, mentorship } = await standing.of(studentId)
    if (contact && contact.usertype !== 'STUDENT') throw notFound('Student', studentId)
    if (!contact && !mentorship) throw notFound('Student', studentId)
    const student: StudentStanding = {
      departmentIds: contact?.departmentIds ?? (mentorship ? [mentorship.departmentId] : []),
      mentorId: isCurrent(mentorship) ? mentorship.staffId : undefined,
    }
    return { student, mentorship }
  }

  /**
   * What the profile reads of a student, for those who may: their standing and their comments, read together (the
   * comments' authors may read on after the student left their care).
   */
  async function readAbout(caller: Caller, studentId: string) {
    const [{ student, mentorship }, list] = await Promise.all([
      standingOf(studentId),
      comments.ofStudent(studentId),
    ])
    assertMayReadAbout(
      caller.actor,
      student,
      list.map((comment) => comment.createdBy),
    )
    return { mentorship, list }
  }

  const load = async (id: string) => orNotFound(await comments.find(id), 'Comment', id)

  return {
    /** A student's comments, oldest first: the standing and the comments, read together (two calls). */
    async ofStudent(caller: Caller, studentId: string): Promise<MentorComment[]> {
      return (await readAbout(caller, studentId)).list
    },

    /** A student's mentors, newest first; for those who read their comments. */
    async mentorsOf(caller: Caller, studentId: string): Promise<MentorshipPeriod[]> {
      return timelineOf((await readAbout(caller, studentId)).mentorship)
    },

    /** Comments on a student: the caller is the author, with their name and the current mentor's kept on it. */
    async create(caller: Caller, input: SaveMentorComment): Promise<MentorComment> {
      const { student, mentorship } = await standingOf(input.studentId)
      assertMayWriteAbout(caller.actor, student)
      const now = Date.now()
      const comment: StoredMentorComment = {
        id: newId(),
        studentId: input.studentId,
        staffId: caller.actor.userId,
        mentorId: student.mentorId ?? input.mentorId ?? '',
        commentDesc: input.commentDesc,
        rating: input.rating,
        commentDate: now,
        createdBy: caller.actor.userId,
        staffInfo: { name: caller.actor.name },
        mentorInfo: { name: (isCurrent(mentorship) && mentorship.staffName) || '' },
        createdOn: now,
        modifiedOn: now,
      }
      await comments.create(comment)
      await audit(caller, { entity: 'mentorComment', id: comment.id, action: 'CREATE', after: comment })
      return commentRecord(comment)
    },

    /** Edits a comment's text and rating: its author or the administrator. */
    async update(caller: Caller, id: string, input: SaveMentorComment): Promise<MentorComment> {
      const before = await load(id)
      assertMayChangeComment(caller.actor, before)
      if (input.studentId !== before.studentId)
        throw badRequest('STUDENT_MISMATCH', 'A comment stays on the student it was written about.', [
          { path: 'studentId', message: 'A comment stays on the student it was written about' },
        ])
      const after: StoredMentorComment = {
        ...before,
        commentDesc: input.commentDesc,
        rating: input.rating,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      await comments.replace(before, after)
      await audit(caller, { entity: 'mentorComment', id, action: 'UPDATE', before, after })
      return commentRecord(after)
    },

    /** Deletes a comment: its author or the administrator. */
    async remove(caller: Caller, id: string) {
      const before = await load(id)
      assertMayChangeComment(caller.actor, before)
      await comments.delete(before)
      await audit(caller, { entity: 'mentorComment', id, action: 'DELETE', before })
      return { deleted: true as const, id }
    },
  }
}

export type CommentsService = ReturnType<typeof createCommentsService>
