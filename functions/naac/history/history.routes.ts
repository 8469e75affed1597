import { access, byId, createRoutes } from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { HistoryService } from './history.service'

const EventSchema = z.object({
  action: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  actorType: z.string(),
  at: z.number(),
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      before: z.string().optional(),
      after: z.string().optional(),
    }),
  ),
})

/** An entry's timeline: who did what to it and its comment thread, and when. */
export const historyRoutes = ({ history }: { history: HistoryService }) =>
  createRoutes().get(
    '/boot/naac/:id/history',
    ...byId(
      access(STAFF_READERS, 'department'),
      {
        summary:
          "Who did what to an entry and its comment thread, newest first: CREATE, UPDATE, APPROVE, UNAPPROVE, DELETE, IMPORT, FILE, COMMENT, CLOSE_COMMENTS, REOPEN_COMMENTS, each with the values it changed (labelled as the entry's form labels them; a file by its name) and the comments it added. For the administrator and the entry's faculty department's INPUTTERs and AUTHORIZERs (the entry's read, then three calls at once)",
        response: z.array(EventSchema),
        responseDescription:
          'A bare array of `{ action, actorId, actorName, actorType, at, changes: [{ field, label, before?, after? }] }`',
      },
      (caller, id) => history.of(caller, id),
    ),
  )
