import { YesNoSchema } from '@campus/core'
import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { AssignmentsDeps } from '../deps'
import { AssignmentIdParamSchema } from './schemas'

/** Body of `POST /api/assignment/{id}/remind`: whether the reminder also goes by SMS. */
export const ReminderBodySchema = z.strictObject({
  sms: YesNoSchema.describe('YES: also by SMS to each student with a mobile number'),
})

/** What a reminder did. */
export const ReminderAnswerSchema = z.object({
  reminded: z
    .number()
    .describe('Students reminded: the active students of its groups who have not submitted'),
  sms: z.number().describe('Of them, the SMS queued: one per mobile number when `sms` is YES, else 0'),
  remindedOn: z.number().describe('When (epoch ms); the next reminder may go an hour later'),
})

/** A reminder to the students who have not submitted an assignment (issue 15). */
export const reminderRoutes = ({ reminders }: AssignmentsDeps) =>
  createRoutes().post(
    '/api/assignment/:id/remind',
    access(STAFF_READERS, 'own'),
    describe({
      summary:
        "Remind every active student of the assignment's groups who has not submitted: an announcement in their received list (`Reminder: <title>`, from the caller) and, with `sms: 'YES'`, an SMS as announcements send them (the college's DLT template, the quota), both posted in the background. Body `{ sms: 'YES'|'NO' }`. Its author, the subject's teachers, the department's HOD or an administrator. At most one an hour: 409 REMINDED_RECENTLY saying when the next may go; 409 NOBODY_MISSING when everyone has submitted; 409 SUBMISSION_DISABLED when submissions are off. Before or after the deadline alike",
      response: ReminderAnswerSchema,
      responseDescription: '`{ reminded, sms, remindedOn }`',
    }),
    validate('param', AssignmentIdParamSchema),
    validate('json', ReminderBodySchema),
    async (c) =>
      c.json(await reminders.remind(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
