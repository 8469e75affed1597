import {
  ANNOUNCEMENT_POST_MAX_RECEIVERS,
  ANNOUNCEMENT_POST_QUEUE,
  ANNOUNCEMENT_POST_TITLE_MAX,
  AppError,
  type AnnouncementPostMessage,
  type Caller,
  conflict,
  notFound,
} from '@campus/core'
import type { QueueSender } from '@campus/runtime'
import { smsPhoneOf } from '@campus/sms'
import { assertMayManageAssignment } from './access-rules'
import type { AssignmentsRepository } from './assignments.repository'
import type { AuditTrail } from './audit-trail'
import { COLLEGE_TIME_ZONE, submissionTiming } from './deadline'
import type { StoredAssignment } from './entities'
import type { AssignmentsPorts } from './ports'
import { studentsOfGroups } from './roster'

/** At most one reminder an hour per assignment. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

/** The announcement a reminder posts: one per assignment and reminder time, so a redelivery posts nothing new. */
export const reminderAnnouncementId = (assignmentId: string, remindedOn: number) =>
  `reminder-${assignmentId}-${remindedOn}`

/** What `POST /api/assignment/{id}/remind` takes: whether the reminder also goes by SMS. */
export interface ReminderRequest {
  sms: 'YES' | 'NO'
}

/** `26-Nov-2026`: an instant's day in the college's time zone, as deadlines are written. */
function dayOf(at: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: COLLEGE_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(at)
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return `${value('day')}-${value('month').slice(0, 3)}-${value('year')}`
}

/** `2:05 pm on 26-Nov-2026` in the college's time zone. */
const clockOf = (at: number) =>
  `${new Intl.DateTimeFormat('en-IN', { timeZone: COLLEGE_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(at)} on ${dayOf(at)}`

/** The refusal while the last reminder is less than an hour old, saying when the next may go. */
function remindedRecently(remindedOn: number) {
  const nextAt = remindedOn + REMINDER_INTERVAL_MS
  return new AppError(
    409,
    'REMINDED_RECENTLY',
    `A reminder went to the students who have not submitted at ${clockOf(remindedOn)}; the next can go after ${clockOf(nextAt)}.`,
    { remindedOn, nextAt },
  )
}

/** `Reminder: <title>`, cut to what an announcement's title holds. */
const titleOf = ({ title }: StoredAssignment) => {
  const full = `Reminder: ${title}`
  return full.length <= ANNOUNCEMENT_POST_TITLE_MAX
    ? full
    : `${full.slice(0, ANNOUNCEMENT_POST_TITLE_MAX - 1)}…`
}

/**
 * Reminders to the students who have not submitted (issue 15): an announcement, and SMS when asked, posted on
 * the `announcement-post` queue for the announcements domain to store and text (ADR 0026: domains meet at
 * queues). One an hour per assignment, held by one conditional write on the assignment.
 */
export function createRemindersService(deps: {
  assignments: AssignmentsRepository
  ports: Pick<AssignmentsPorts, 'people'>
  /** Sends to `announcement-post`: SQS on AWS, in process locally and in tests. */
  queue: QueueSender
  audit: AuditTrail
  /** Days after the deadline a late submission is still taken: the message says until when. */
  lateDays: number
  now?: () => number
}) {
  const { assignments, ports, queue, audit, lateDays } = deps
  const now = deps.now ?? Date.now

  /** What the announcement says: the assignment, its subject and its deadline, as of `at`. */
  function messageOf(assignment: StoredAssignment, at: number) {
    const { title, subjectName, deadLine, deadlineAt } = assignment
    const timing = submissionTiming(deadlineAt, at, lateDays)
    const deadline =
      timing === 'ON_TIME'
        ? `The deadline is ${deadLine}.`
        : timing === 'LATE'
          ? `The deadline was ${deadLine}; a late submission is still taken until the end of ${dayOf(deadlineAt + lateDays * DAY_MS)}.`
          : `The deadline was ${deadLine}.`
    return `You have not submitted the assignment "${title}" for ${subjectName}. ${deadline}`
  }

  return {
    /**
     * `POST /api/assignment/{id}/remind`: posts an announcement (and SMS with `sms: 'YES'`) to every active
     * student of the assignment's groups who has not submitted. 409 NOBODY_MISSING when all have; 409
     * REMINDED_RECENTLY within an hour of the last reminder (one conditional write decides between callers).
     */
    async remind(caller: Caller, id: string, request: ReminderRequest) {
      const { assignment, submissions } = await assignments.withSubmissions(id)
      if (!assignment) throw notFound('Assignment', id)
      assertMayManageAssignment(caller.actor, assignment)
      if (assignment.submission !== 'Enable')
        throw conflict(
          'SUBMISSION_DISABLED',
          'Submissions are disabled for this assignment, so the portal cannot tell who has not submitted.',
        )
      const started = now()
      // A cheap early answer; the conditional write below is what holds the limit.
      if (assignment.remindedOn !== undefined && assignment.remindedOn > started - REMINDER_INTERVAL_MS)
        throw remindedRecently(assignment.remindedOn)

      const submitted = new Set(submissions.map(({ studentId }) => studentId))
      const missing = [
        ...new Map(
          (await studentsOfGroups(ports.people, assignment.groupIds))
            .filter((student) => student.accountStatus === 'ACTIVE' && !submitted.has(student.userId))
            .map((student) => [student.userId, student]),
        ).values(),
      ]
      if (!missing.length)
        throw conflict(
          'NOBODY_MISSING',
          `Every active student of this assignment's groups has submitted "${assignment.title}": nobody to remind.`,
        )
      if (missing.length > ANNOUNCEMENT_POST_MAX_RECEIVERS)
        throw conflict(
          'TOO_MANY_MISSING',
          `${missing.length} students have not submitted; one reminder reaches at most ${ANNOUNCEMENT_POST_MAX_RECEIVERS}.`,
        )

      const at = now()
      if (!(await assignments.recordReminder(id, at, missing.length, at - REMINDER_INTERVAL_MS))) {
        const latest = await assignments.find(id)
        if (!latest) throw notFound('Assignment', id)
        throw remindedRecently(latest.remindedOn ?? at)
      }
      const message: AnnouncementPostMessage = {
        id: reminderAnnouncementId(id, at),
        title: titleOf(assignment),
        message: messageOf(assignment, at),
        sender: { id: caller.actor.userId, name: caller.actor.name, userType: caller.actor.userType },
        userIds: missing.map(({ userId }) => userId),
        sms: request.sms,
        createdOn: at,
      }
      const after = {
        remindedOn: at,
        remindedCount: missing.length,
        announcementId: message.id,
        sms: request.sms,
      }
      // Audited once recorded, so a reminder the queue did not confirm is on record too.
      await audit(caller, {
        entity: 'assignment',
        id,
        action: 'REMIND',
        before: { remindedOn: assignment.remindedOn, remindedCount: assignment.remindedCount },
        after,
      })
      try {
        await queue.send(ANNOUNCEMENT_POST_QUEUE, [message])
      } catch (error) {
        // The queue may have taken it without saying so, so the reminder stays recorded: a second one
        // within the hour could reach the students twice.
        throw new AppError(
          503,
          'REMINDER_NOT_CONFIRMED',
          `The reminder was recorded but the queue did not confirm it, so it may not reach the students. Check their announcements; another can go after ${clockOf(at + REMINDER_INTERVAL_MS)}.`,
          undefined,
          { cause: error },
        )
      }
      // Each phone gets one SMS (a shared family phone once), as the dispatch counts them.
      const phones = new Set(missing.flatMap(({ phone }) => smsPhoneOf(phone) ?? []))
      return { reminded: missing.length, sms: request.sms === 'YES' ? phones.size : 0, remindedOn: at }
    },
  }
}

export type RemindersService = ReturnType<typeof createRemindersService>
