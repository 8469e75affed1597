import { IdSchema } from '@campus/core'
import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import * as z from 'zod'
import type { SignalsService } from './signals.service'
import { MENTORING_STAFF } from '../access-rules'

/** `?staffId=`; not a strict object, as the session `token` may ride in the query too. */
const SignalsQuerySchema = z.object({ staffId: IdSchema })

const StudentSignalsSchema = z.object({
  studentId: z.string(),
  assignments: z.object({ missing: z.number(), late: z.number() }),
  surveys: z.object({ unanswered: z.number() }),
})

/** A mentor's per-student signals, from what the portal already knows. */
export const signalsRoutes = ({ signals }: { signals: SignalsService }) =>
  createRoutes().get(
    '/api/mentor/signals',
    access(MENTORING_STAFF, 'own'),
    describe({
      summary:
        "Per student the staff member (`staffId`) mentors now: assignments missing (the deadline passed, submissions enabled, nothing submitted) or submitted late, and surveys put to the student's group not answered. The staff member, the administrator, or an HOD (the students of the departments they head); 403 otherwise",
      response: z.array(StudentSignalsSchema),
      responseDescription:
        'A bare array of `{ studentId, assignments: { missing, late }, surveys: { unanswered } }`',
    }),
    validate('query', SignalsQuerySchema),
    async (c) => c.json(await signals.of(callerOf(c), c.req.valid('query').staffId), 200),
  )
