import { AnnouncementPostMessageSchema, type AnnouncementPostMessage } from '@campus/core'
import { createAuditLog, createDirectory } from '@campus/db'
import { createAuditTrail } from '@campus/http'
import { requireTable, type QueueContext } from '@campus/runtime'
import { createSmsDispatch, createSmsQuota, SMS_SEND_QUEUE } from '@campus/sms'
import { createAnnouncementSms } from './announcement-sms'
import { createAnnouncementPoster } from './announcement-post.service'
import { createAnnouncementsRepository } from './announcements.repository'
import type { AuditedEntity } from './audit-trail'
import { createAnnouncementsEntities } from './entities'
import { announcementPostSmsSettings, type AnnouncementSmsSettings } from './env'

/** A message as @campus/core's schema spells it; anything else is a dead letter, not a guess. */
export function postMessageOf(body: unknown): AnnouncementPostMessage {
  const parsed = AnnouncementPostMessageSchema.safeParse(body)
  if (!parsed.success)
    throw new Error(
      `Not an announcement-post message: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  return parsed.data
}

/** Posts one message's announcement with the tables the queue's definition grants and these SMS settings. */
export async function consumeWith(
  context: QueueContext,
  body: unknown,
  smsSettings: AnnouncementSmsSettings,
) {
  const message = postMessageOf(body)
  const { client } = context
  const table = requireTable(context, 'announcements')
  const smsTable = requireTable(context, 'sms')
  const queue = context.queues
  const dispatch = queue ? createSmsDispatch({ client, table: smsTable, queue, now: context.now }) : undefined
  const quota = createSmsQuota(client, smsTable)
  await createAnnouncementPoster({
    announcements: createAnnouncementsRepository(createAnnouncementsEntities(client, table), client, table),
    people: createDirectory(client, requireTable(context, 'directory')),
    sms: createAnnouncementSms(
      {
        dispatch: (batch) => {
          if (!dispatch)
            throw new Error(
              `The announcement-post consumer has no sender for ${SMS_SEND_QUEUE}, so announcement ${message.id} ` +
                'is stored but not texted; it is tried again, then kept as a dead letter.',
            )
          return dispatch.dispatch(batch)
        },
        quota: () => quota.read(),
      },
      smsSettings,
    ),
    audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
  }).post(message)
}

/**
 * The consumer Lambda's entry (infra/lambda-bundling.ts writeQueueEntry imports `consume`): the SMS settings are
 * those CDK sets on the function. Locally the manifest passes the local portal's (announcementSmsSettings).
 */
export const consume = (context: QueueContext, body: unknown) =>
  consumeWith(context, body, announcementPostSmsSettings())
