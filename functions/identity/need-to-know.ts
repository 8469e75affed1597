import { headedDepartmentsOf, type Principal } from '@campus/core'
import { takes, type StudentMentors, type Teaching } from '@campus/db'

/**
 * Why a caller may see a student's personal data (docs/adr/0035): the student themself, the administrator, the
 * HOD of one of their departments, a member of staff teaching their group (or their whole year), and their
 * current mentor (the mentoring domain, issue 31).
 */
export type NeedToKnow = 'SELF' | 'ADMIN' | 'HOD' | 'TEACHER' | 'MENTOR'

/** What a relation is decided from: the person's id, type and placement. Lists read these with every row. */
export interface PlacedPerson {
  id: string
  usertype?: string
  departmentid?: readonly string[]
  accYearId?: string
  groupId?: string
}

/** The record fields {@link PlacedPerson} is read from; a projected list reads them too. */
export const PLACEMENT_FIELDS = ['id', 'usertype', 'departmentid', 'accYearId', 'groupId'] as const

/**
 * One source of a relation. `load` reads what the caller's relation is decided from (at most once a request,
 * and only when an earlier source did not already decide) and answers for each person.
 */
export interface RelationSource {
  reason: NeedToKnow
  load(actor: Principal): Promise<(person: PlacedPerson) => boolean>
}

/** The HOD of a department the person belongs to: identity's own headship, carried in the session. */
export const headOfDepartment: RelationSource = {
  reason: 'HOD',
  load: (actor) => {
    const headed = headedDepartmentsOf(actor)
    return Promise.resolve((person) => (person.departmentid ?? []).some((id) => headed.includes(id)))
  },
}

/**
 * Staff on the staff list of an active subject the person's group takes (the group's own, or the whole
 * year's): the caller's subjects are one Query of their partition in the academics table (@campus/db teaching).
 */
export const teacherOfGroup = (teaching: Pick<Teaching, 'subjectsOf'>): RelationSource => ({
  reason: 'TEACHER',
  load: async (actor) => {
    if (actor.userType === 'STUDENT' || actor.userType === 'APPLICANT') return () => false
    const taught = (await teaching.subjectsOf(actor.userId)).filter(
      ({ subjectStatus }) => subjectStatus === 'ACTIVE',
    )
    return (person) => taught.some((subject) => takes(subject, person))
  },
})

/** Who may mentor: a department's staff (mentoring assigns its HODs and faculty). */
const MENTOR_TYPES: readonly string[] = ['HOD', 'FACULTY']

/**
 * The student's current mentor: the students the caller mentors now are one Query of their partition in the
 * mentoring table (@campus/db mentoring-keys). Only HODs and faculty mentor, so nobody else reads anything.
 */
export const mentorOfStudent = (studentMentors: Pick<StudentMentors, 'studentsOf'>): RelationSource => ({
  reason: 'MENTOR',
  load: async (actor) => {
    if (!MENTOR_TYPES.includes(actor.userType)) return () => false
    const mentored = new Set(
      (await studentMentors.studentsOf(actor.userId)).map(({ studentId }) => studentId),
    )
    return (person) => mentored.has(person.id)
  },
})

/**
 * Answers a caller already has for some reasons, by reason: a list that read its rows' current mentors anyway
 * (the group roster) decides MENTOR from them instead of reading the caller's mentees too.
 */
export type KnownRelations = Partial<Record<NeedToKnow, (person: PlacedPerson) => boolean>>

/** A caller's relations to people, decided per person; each source is loaded at most once. */
export type RelationsOf = (person: PlacedPerson) => Promise<NeedToKnow | undefined>

/**
 * The relation lookup: self and the administrator from the session, then each source in turn (a reason in
 * `known` is answered from it, its source never loaded).
 */
export function createNeedToKnow(sources: readonly RelationSource[]) {
  return {
    of(actor: Principal, known: KnownRelations = {}): RelationsOf {
      const loaded = new Map<RelationSource, ReturnType<RelationSource['load']>>()
      const answerOf = (source: RelationSource) => {
        const given = known[source.reason]
        if (given) return given
        let answer = loaded.get(source)
        if (!answer) loaded.set(source, (answer = source.load(actor)))
        return answer
      }
      return async (person) => {
        if (person.id === actor.userId) return 'SELF'
        if (actor.userType === 'ADMIN') return 'ADMIN'
        for (const source of sources) if ((await answerOf(source))(person)) return source.reason
        return undefined
      }
    },
  }
}

export type NeedToKnowLookup = ReturnType<typeof createNeedToKnow>
