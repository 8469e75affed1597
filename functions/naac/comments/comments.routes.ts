import { CommentStatusSchema, CreateCommentThreadSchema, UpdateCommentThreadSchema } from '@campus/core'
import { type ListSpec, requiredFilterValue } from '@campus/db'
import {
  access,
  authorize,
  authorizedOf,
  byId,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  listQuery,
  listQueryOf,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { CommentsService, WritableThread } from './comments.service'

/** The thread list answers one entry's: `filter:referenceId eq <entryId>` is required. */
const THREAD_LIST_SPEC = { filter: { referenceId: 'string' } } as const satisfies ListSpec

const ThreadSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  status: CommentStatusSchema,
  comments: z.array(
    z.object({ comment: z.string(), userId: z.string(), userName: z.string(), date: z.number() }),
  ),
})

const THREAD = '`{ id, referenceId, status: OPEN | CLOSED, comments: [{ comment, userId, userName, date }] }`'

const WHO_READS = "the administrator and the entry's faculty department's INPUTTERs and AUTHORIZERs"
const WHO_WRITES = "the entry's faculty department's INPUTTERs and AUTHORIZERs"

/** The comment calls of the legacy client (legacy-client.md 2.6, 3.1 CommentPopupComponent). */
export const commentRoutes = ({ comments }: { comments: CommentsService }) =>
  createRoutes()
    .get(
      '/boot/comment',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `An entry's comment thread as a list of at most one (one Query): \`query=filter:referenceId eq <entryId>\` is required. For ${WHO_READS}; 404 ENTRY_NOT_FOUND for an unknown entry`,
        response: z.array(ThreadSchema),
        responseDescription: `\`[]\` or \`[${THREAD}]\``,
      }),
      listQuery(THREAD_LIST_SPEC),
      async (c) => {
        const referenceId = requiredFilterValue(listQueryOf(c), 'referenceId', 'entry')
        return c.json(await comments.ofEntry(callerOf(c), referenceId), 200)
      },
    )
    .get(
      '/boot/comment/:id',
      ...byId(
        access(STAFF_READERS, 'department'),
        {
          summary: `A comment thread by its id (\`cmt-<entryId>\`), for ${WHO_READS} (one Query)`,
          response: ThreadSchema,
          responseDescription: THREAD,
        },
        (caller, id) => comments.get(caller, id),
      ),
    )
    .post(
      '/boot/comment',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Comment on an entry: \`{ referenceId, status?: 'OPEN', comments: [{ comment (1..2000) }] }\`, for ${WHO_WRITES}. The comments are the caller's (\`userId\`, \`userName\` and \`date\` are the server's, whatever is sent) and the thread is OPEN. The entry's first thread is made; when it has one, the comments go at its end. Sets the entry's \`commentStatus\` and the template's \`commentCount\`; an unknown entry is a 400 naming referenceId`,
        response: ThreadSchema,
        responseDescription: `The thread: ${THREAD}`,
      }),
      validate('json', CreateCommentThreadSchema),
      async (c) => c.json(await comments.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/boot/comment/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Send the thread back with new comments at its end and/or a \`status\`, for ${WHO_WRITES} (checked before the body is read). Comments the thread holds (same \`userId\`, \`date\` and text) are left as they are; the others are the caller's new comments, appended in one write so none another sends at the same time is lost, and they reopen the thread. \`status: 'CLOSED'\` is an AUTHORIZER's. \`id\`, \`referenceId\`, \`createdOn\` and \`modifiedOn\` are ignored`,
        response: ThreadSchema,
        responseDescription: `The thread: ${THREAD}`,
      }),
      validate('param', IdParamSchema),
      authorize((c) => comments.loadWritable(callerOf(c), c.req.param('id') ?? '')),
      validate('json', UpdateCommentThreadSchema),
      async (c) =>
        c.json(await comments.update(callerOf(c), authorizedOf<WritableThread>(c), c.req.valid('json')), 200),
    )
