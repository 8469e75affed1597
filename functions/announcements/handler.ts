import { domainLambda } from '@campus/http'
import { s3Client, sqsClient, sqsQueueSender } from '@campus/runtime'
import { createAnnouncementsApp } from './app'
import { createAnnouncementsDeps } from './deps'
import { announcementsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = announcementsEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createAnnouncementsApp(
    createAnnouncementsDeps({
      ...wiring,
      tables: {
        ...tables,
        announcements: env.ANNOUNCEMENTS_TABLE_NAME,
        directory: env.DIRECTORY_TABLE_NAME,
        files: env.FILES_TABLE_NAME,
        sms: env.SMS_TABLE_NAME,
      },
      s3: s3Client({ region }),
      attachmentsBucket: env.ATTACHMENTS_BUCKET_NAME,
      queues: sqsQueueSender(sqsClient({ region }), { 'sms-send': env.QUEUE_URL_SMS_SEND }),
      smsSettings: env.sms,
    }),
  ),
)
