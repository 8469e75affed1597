import type { MentorRecord, MentorshipPeriod } from '@campus/core'
import type { ContactEntry } from '@campus/db'
import type { EndedMentorship } from './mentorships.repository'

/**
 * The legacy wire shapes of mentor records: people as `{ id, name, email, phone, usertype }`, and a period's dates
 * as epoch-ms strings (legacy-client.md 5.9), as the old backend stored and answered them.
 */

/** A person as mentor records show them; an unknown one (no contact) by id, with the name kept when known. */
export const personOf = (id: string, contact: ContactEntry | undefined, name = '') => ({
  id,
  name: contact?.name ?? name,
  ...(contact?.email ? { email: contact.email } : {}),
  ...(contact?.phone ? { phone: contact.phone } : {}),
  ...(contact?.usertype ? { usertype: contact.usertype } : {}),
  ...(contact?.registerNo ? { registerNo: contact.registerNo } : {}),
})

/** A period's dates as the legacy client reads them: epoch-ms strings, absent when unset. */
export const wireDates = ({ startDate, endDate }: { startDate?: number; endDate?: number }) => ({
  ...(startDate === undefined ? {} : { startDate: String(startDate) }),
  ...(endDate === undefined ? {} : { endDate: String(endDate) }),
})

/** A student under a mentor, as a mentor record lists them. */
export interface MenteeOf {
  studentId: string
  departmentId: string
  startDate?: number
  endDate?: number
}

/** A mentor record: the staff member (`id` is their user id) and their students by name. */
export function mentorRecordOf(
  staffId: string,
  contacts: ReadonlyMap<string, ContactEntry>,
  mentees: readonly MenteeOf[],
  staffName?: string,
): MentorRecord {
  const students = mentees
    .map((mentee) => ({
      studentId: mentee.studentId,
      departmentId: mentee.departmentId,
      ...wireDates(mentee),
      studentInfo: personOf(mentee.studentId, contacts.get(mentee.studentId)),
    }))
    .sort((a, b) => a.studentInfo.name.localeCompare(b.studentInfo.name))
  return { id: staffId, staffId, mentorInfo: personOf(staffId, contacts.get(staffId), staffName), students }
}

/** One period of a student's timeline, current or ended. */
export const periodOf = (
  studentId: string,
  period: Partial<EndedMentorship> & { staffId: string },
  current: boolean,
): MentorshipPeriod => ({
  staffId: period.staffId,
  ...(period.staffName ? { staffName: period.staffName } : {}),
  studentId,
  mentorId: period.staffId,
  ...wireDates(period),
  ...(period.assignedOn === undefined ? {} : { assignedOn: period.assignedOn }),
  ...(period.removedOn === undefined ? {} : { removedOn: period.removedOn }),
  current,
})

/** Contacts by user id. */
export const byUserId = (contacts: readonly ContactEntry[]) =>
  new Map(contacts.map((contact) => [contact.userId, contact]))
