import { noSuchReference, type Principal } from '@campus/core'
import type { RegulationSubjectRecord, Teaching } from '@campus/db'
import { mayUseSubject, type SubjectReach } from './access-rules'

/** The reads of the academics table course material needs (`createTeaching` of @campus/db). */
export type TeachingReads = Pick<Teaching, 'regulationSubject' | 'subjectsOf' | 'subjectsOfYear'>

/**
 * A material's subject and the caller's reach over it. Whether the caller teaches it is read (one Query of
 * their subjects) only when their role or headship does not already decide.
 */
export function createSubjectReach(teaching: TeachingReads) {
  return {
    /** The regulation subject, or a 400 naming the field that named it. */
    async load(subjectId: string, path = 'subjectId'): Promise<RegulationSubjectRecord> {
      const subject = await teaching.regulationSubject(subjectId)
      if (!subject) throw noSuchReference('Subject', subjectId, path)
      return subject
    },

    async of(actor: Principal, subject: RegulationSubjectRecord): Promise<SubjectReach> {
      const withoutTeaching = { departmentId: subject.departmentId, teaches: false }
      if (actor.userType === 'STUDENT' || mayUseSubject(actor, withoutTeaching)) return withoutTeaching
      const taught = await teaching.subjectsOf(actor.userId)
      return { ...withoutTeaching, teaches: taught.some(({ regSubId }) => regSubId === subject.id) }
    },
  }
}

export type SubjectReachReads = ReturnType<typeof createSubjectReach>
