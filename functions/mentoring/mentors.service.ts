import {
  badRequest,
  type Caller,
  conflict,
  mayManageDepartment,
  type MentorLog,
  type MentorStudent,
  type MentorSummary,
  notFound,
} from '@campus/core'
import type { ContactEntry } from '@campus/db'
import {
  assertMayAssignIn,
  assertMayDate,
  assertMayReadDepartmentMentors,
  assertMayReadMentees,
  MENTOR_USER_TYPES,
} from './access-rules'
import type { AuditTrail } from './audit-trail'
import {
  type Claim,
  type CurrentMentorship,
  type EndedMentorship,
  isCurrent,
  type Mentorship,
  type MentorshipsRepository,
} from './mentorships.repository'
import { byUserId, type MenteeOf, mentorRecordOf, personOf, wireDates } from './wire'

/** The directory reads mentoring needs (createDirectory in @campus/db). */
export interface People {
  /** Contacts by user id (BatchGetItems). */
  contacts(userIds: readonly string[]): Promise<ContactEntry[]>
  /** The HODs and faculty of a department (one Query). */
  staffOfDepartment(departmentId: string): Promise<ContactEntry[]>
}

const nameOf = (contacts: ReadonlyMap<string, ContactEntry>, id: string) => contacts.get(id)?.name || id

/** Whether a student's period in a write differs from the stored one. */
const datesChanged = (stored: CurrentMentorship, wanted: MentorStudent) =>
  stored.startDate !== wanted.startDate || stored.endDate !== wanted.endDate

/**
 * Mentors: who mentors whom (one mentorship item per student, at most one current mentor), the Manage Mentor and
 * My Students lists, assignments, period dates and removals with their log. Who may call is each route's access;
 * who may act on which student is access-rules.ts, checked for every student before the first write.
 */
export function createMentorsService(deps: {
  mentorships: MentorshipsRepository
  people: People
  audit: AuditTrail
}) {
  const { mentorships, people, audit } = deps

  /**
   * Ends current mentorships, each in one conditional UpdateItem that moves it into `history` with its own
   * dates. One that changed meanwhile is read again: ended already (by a retry, or another HOD) is skipped, still
   * there is a 409.
   */
  async function end(caller: Caller, ending: readonly CurrentMentorship[], removedOn: number) {
    const ended: (EndedMentorship & { studentId: string })[] = []
    for (const before of ending) {
      const entry: EndedMentorship = {
        staffId: before.staffId,
        ...(before.staffName ? { staffName: before.staffName } : {}),
        ...(before.startDate === undefined ? {} : { startDate: before.startDate }),
        ...(before.endDate === undefined ? {} : { endDate: before.endDate }),
        assignedOn: before.assignedOn,
        removedOn,
        removedBy: caller.actor.userId,
      }
      if (!(await mentorships.end(before, entry))) {
        const now = await mentorships.ofStudent(before.studentId)
        if (isCurrent(now) && now.staffId === before.staffId)
          throw conflict(
            'CHANGED_MEANWHILE',
            'Someone else changed this mentorship just now. Reload and try again.',
          )
        continue
      }
      await audit(caller, {
        entity: 'mentorship',
        id: before.studentId,
        action: 'REMOVE',
        before,
        after: entry,
      })
      ended.push({ ...entry, studentId: before.studentId })
    }
    return ended
  }

  /**
   * Claims students for a mentor, one conditional write each. A claim lost to a concurrent assignment releases
   * what this request claimed (each only while still as written) and answers 409, so no half-made assignment stays.
   */
  async function claimAll(
    caller: Caller,
    claims: readonly Claim[],
    contacts: ReadonlyMap<string, ContactEntry>,
  ) {
    const won = await Promise.all(claims.map((claim) => mentorships.claim(claim)))
    const missed = claims.filter((_, index) => !won[index])
    // A claim missed because a concurrent request gave the student to this same staff member is no loss.
    const now = missed.length
      ? await mentorships.ofStudents(missed.map((claim) => claim.studentId))
      : new Map<string, Mentorship>()
    const lost = missed.filter((claim) => now.get(claim.studentId)?.staffId !== claim.staffId)
    const made = claims.filter((_, index) => won[index])
    if (lost.length) {
      await Promise.all(made.map((claim) => mentorships.release(claim)))
      const [first] = lost
      throw conflict(
        'ALREADY_MENTORED',
        `${nameOf(contacts, first?.studentId ?? '')} was just given another mentor. Reload and try again.`,
      )
    }
    for (const claim of made)
      await audit(caller, { entity: 'mentorship', id: claim.studentId, action: 'ASSIGN', after: claim })
  }

  return {
    /**
     * Every HOD and faculty member of a department with how many of its students they mentor now, by name: one
     * Query of the directory and one of the department's mentorships, sent together.
     */
    async ofDepartment(caller: Caller, departmentId: string): Promise<MentorSummary[]> {
      assertMayReadDepartmentMentors(caller.actor, departmentId)
      const [staff, current] = await Promise.all([
        people.staffOfDepartment(departmentId),
        mentorships.currentOfDepartment(departmentId),
      ])
      const counts = new Map<string, number>()
      for (const { staffId } of current) counts.set(staffId, (counts.get(staffId) ?? 0) + 1)
      return [...staff]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((contact) => ({
          id: contact.userId,
          staffId: contact.userId,
          studentsCount: counts.get(contact.userId) ?? 0,
          mentorInfo: personOf(contact.userId, contact),
        }))
    },

    /**
     * A staff member's mentor record, as a list of one (`[]` when they mentor nobody): one Query of their
     * students and one BatchGetItem of the staff member's and the students' contacts.
     */
    async ofStaff(caller: Caller, staffId: string) {
      const current = await mentorships.currentOfStaff(staffId)
      const { actor } = caller
      if (!current.length) {
        if (actor.userType !== 'ADMIN' && actor.userId !== staffId) {
          const [staff] = await people.contacts([staffId])
          assertMayReadMentees(actor, staffId, staff?.departmentIds ?? [])
        }
        return []
      }
      const contacts = byUserId(await people.contacts([staffId, ...current.map((m) => m.studentId)]))
      const departmentIds = [
        ...(contacts.get(staffId)?.departmentIds ?? []),
        ...current.map((mentorship) => mentorship.departmentId),
      ]
      assertMayReadMentees(actor, staffId, departmentIds)
      return [mentorRecordOf(staffId, contacts, current, current[0]?.staffName)]
    },

    /**
     * Saves a staff member's mentor record: students not yet theirs are claimed; with `whole` (a PUT of the
     * record), their current students missing from it are taken off (logged as mentorLog does); changed dates
     * are set. Every right and every student is checked before the first write; claims come first, so a retry
     * after a failure repairs what the first attempt left.
     */
    async save(caller: Caller, staffId: string, students: readonly MentorStudent[], whole: boolean) {
      const { actor } = caller
      const current = await mentorships.currentOfStaff(staffId)
      const currentById = new Map(current.map((mentorship) => [mentorship.studentId, mentorship]))
      const wanted = new Set(students.map((student) => student.studentId))
      const added = students.filter((student) => !currentById.has(student.studentId))
      const kept = students.filter((student) => currentById.has(student.studentId))
      const removed = whole ? current.filter((mentorship) => !wanted.has(mentorship.studentId)) : []

      const [found, held] = await Promise.all([
        people.contacts([
          staffId,
          ...added.map((student) => student.studentId),
          ...current.map((m) => m.studentId),
        ]),
        mentorships.ofStudents(added.map((student) => student.studentId)),
      ])
      const contacts = byUserId(found)
      const staff = contacts.get(staffId)
      if (!staff || !MENTOR_USER_TYPES.includes(staff.usertype)) throw notFound('Staff member', staffId)
      // Even a save that changes nothing answers the record: only for those who may read it.
      assertMayReadMentees(actor, staffId, [
        ...staff.departmentIds,
        ...current.map((mentorship) => mentorship.departmentId),
      ])

      const claims: Claim[] = []
      const assignedOn = Date.now()
      for (const student of added) {
        const contact = contacts.get(student.studentId)
        if (!contact || contact.usertype !== 'STUDENT')
          throw badRequest('NOT_A_STUDENT', `${student.studentId} is not a student.`, [
            { path: 'students', message: `${student.studentId} is not a student` },
          ])
        const shared = contact.departmentIds.filter((id) => staff.departmentIds.includes(id))
        if (!shared.length)
          throw badRequest(
            'NOT_IN_STAFF_DEPARTMENT',
            `${contact.name} is not a student of a department ${staff.name} belongs to.`,
          )
        const departmentId = shared.find((id) => mayManageDepartment(actor, id)) ?? shared[0] ?? ''
        assertMayAssignIn(actor, departmentId, contact.name)
        const holder = held.get(student.studentId)
        if (isCurrent(holder) && holder.staffId !== staffId)
          throw conflict(
            'ALREADY_MENTORED',
            `${contact.name} is already mentored by ${holder.staffName ?? holder.staffId}.`,
          )
        claims.push({
          studentId: student.studentId,
          departmentId,
          staffId,
          staffName: staff.name,
          ...(student.startDate === undefined ? {} : { startDate: student.startDate }),
          ...(student.endDate === undefined ? {} : { endDate: student.endDate }),
          assignedOn,
          assignedBy: actor.userId,
        })
      }
      for (const mentorship of removed)
        assertMayAssignIn(actor, mentorship.departmentId, nameOf(contacts, mentorship.studentId))
      const redated = kept.filter((student) => datesChanged(currentById.get(student.studentId)!, student))
      for (const student of redated) assertMayDate(actor, currentById.get(student.studentId)!)

      await claimAll(caller, claims, contacts)
      for (const student of redated) {
        const before = currentById.get(student.studentId)!
        const dates = {
          ...(student.startDate === undefined ? {} : { startDate: student.startDate }),
          ...(student.endDate === undefined ? {} : { endDate: student.endDate }),
        }
        await mentorships.setDates(before, dates)
        await audit(caller, {
          entity: 'mentorship',
          id: student.studentId,
          action: 'DATES',
          before: wireDates(before),
          after: wireDates(dates),
        })
      }
      await end(caller, removed, Date.now())

      const gone = new Set(removed.map((mentorship) => mentorship.studentId))
      const redatedById = new Map(redated.map((student) => [student.studentId, student]))
      const mentees: MenteeOf[] = [
        ...current
          .filter((mentorship) => !gone.has(mentorship.studentId))
          .map((mentorship) => {
            const dates = redatedById.get(mentorship.studentId) ?? mentorship
            return { ...dates, studentId: mentorship.studentId, departmentId: mentorship.departmentId }
          }),
        ...claims,
      ]
      return mentorRecordOf(staffId, contacts, mentees)
    },

    /**
     * Takes students from their mentors (`POST /api/mentorLog`): each listed student still with that staff member
     * is ended in one write that logs their OWN stored dates (the legacy client sends one set of dates for all).
     * Rights are checked for every student first; one no longer with that staff member is skipped, so posting the
     * same log again writes nothing.
     */
    async endFor(caller: Caller, logs: readonly MentorLog[]) {
      const found = await mentorships.ofStudents(logs.map((log) => log.studentId))
      const ending = new Map<string, CurrentMentorship>()
      for (const log of logs) {
        const mentorship = found.get(log.studentId)
        if (!isCurrent(mentorship) || mentorship.staffId !== log.staffId) continue
        assertMayAssignIn(caller.actor, mentorship.departmentId, 'this student')
        ending.set(log.studentId, mentorship)
      }
      const ended = await end(caller, [...ending.values()], Date.now())
      return ended.map((entry) => ({
        staffId: entry.staffId,
        studentId: entry.studentId,
        mentorId: entry.staffId,
        ...wireDates(entry),
        removedOn: entry.removedOn,
      }))
    },
  }
}

export type MentorsService = ReturnType<typeof createMentorsService>
