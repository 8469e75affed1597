import { ANNOUNCEMENT_POST_QUEUE } from '@campus/core'
import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    announcements: true
  }
}

/** Announcements: a title, a message and one attachment for users, groups and parents, optionally by SMS. */
export const manifest = {
  name: 'announcements',
  prefixes: PREFIXES,
  ownTables: [
    table('announcements', {
      description:
        'Announcements, listed by sender; one receipt per individually addressed user and per group (the ' +
        'received lists), the public link keys, and audit records (see functions/announcements/entities.ts).',
      indexes: 1,
    }),
  ],
  // Receivers come from the directory (ADR 0026); attachments are claimed in the files table and bucket; the
  // SMS go through @campus/sms, which reserves the quota in the sms table and queues them on sms-send.
  tables: {
    announcements: 'readwrite',
    sessions: 'read',
    directory: 'read',
    files: 'readwrite',
    sms: 'readwrite',
  },
  buckets: { attachments: 'readwrite' },
  sendsSms: false,
  sendsTo: ['sms-send'],
  startsJobs: false,
  settings: {},
  smokePath: '/boot/announcement',
  menu: [
    {
      module: 'announcement',
      label: 'Announcement',
      path: '/announcement',
      position: 95,
      userTypes: ['ADMIN', 'HOD', 'FACULTY', 'STUDENT', 'CUSTOM'],
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets, queues }) => {
    const [{ createAnnouncementsApp }, { createAnnouncementsDeps }, { announcementSmsSettings }] =
      await Promise.all([import('./app'), import('./deps'), import('./env')])
    return createAnnouncementsApp(
      createAnnouncementsDeps({
        client,
        tables: {
          announcements: tables.announcements,
          sessions: tables.sessions,
          directory: tables.directory,
          files: tables.files,
          sms: tables.sms,
        },
        tokenSecret,
        s3,
        attachmentsBucket: buckets.attachments,
        queues,
        smsSettings: announcementSmsSettings(),
      }),
    )
  },
  jobs: [],
  queues: [
    {
      name: ANNOUNCEMENT_POST_QUEUE,
      description:
        'Posts the announcements other domains send on behalf of their users (assignment reminders, ' +
        '@campus/core AnnouncementPostMessage): receipts, public key and record once per message id, then, ' +
        'with sms YES, its SMS as sendSms does (the quota, sms-send), dispatched once.',
      tables: { announcements: 'readwrite', directory: 'read', sms: 'readwrite' },
      buckets: {},
      // It queues SMS on sms-send; the sms domain's consumer sends them.
      sendsSms: false,
      settings: [],
      maxConcurrency: 2,
      // 2,000 receipts and contacts and 40 sms-send messages take seconds; the rest is room for retries.
      visibilityTimeoutSeconds: 120,
      maxReceiveCount: 5,
      sendsTo: ['sms-send'],
      // Locally the links point at the local portal, as the app's do (on AWS: the consumer module's `consume`).
      consume: async (context, body) => {
        const [{ consumeWith }, { announcementSmsSettings }] = await Promise.all([
          import('./announcement-post.consumer'),
          import('./env'),
        ])
        return consumeWith(context, body, announcementSmsSettings())
      },
    },
  ],
  migrations: [],
  seed: () => import('./seed').then(({ announcementsSeed }) => announcementsSeed),
} satisfies DomainManifest
