import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'
import {
  DEFAULT_SMS_PER_SECOND,
  SMS_SEND_CONCURRENCY,
  SMS_SEND_MAX_RECEIVES,
  SMS_SEND_VISIBILITY_SECONDS,
} from './settings'

declare module '@campus/db' {
  interface TableRegistry {
    sms: true
  }
}

/**
 * The college's SMS: the quota, the log of every message, its reports, the job that writes the monthly
 * workbooks, and the queue that sends the messages.
 */
export const manifest = {
  name: 'sms',
  prefixes: PREFIXES,
  ownTables: [
    table('sms', {
      description:
        'The SMS quota, one record per dispatched batch, one log item per message (listed by day, by day and ' +
        'status, and by sender and day), month counters, and audit records (see packages/sms/src/keys.ts).',
      indexes: 3,
    }),
  ],
  tables: { sms: 'readwrite', sessions: 'read' },
  // Read only: the jobs Lambda writes the monthly workbooks; this function presigns GETs of them, and a
  // presigned GET carries the signer's s3:GetObject.
  buckets: { exports: 'read' },
  // The function serves the log; the queue's consumer below is what sends.
  sendsSms: false,
  // The monthly workbooks run in the jobs Lambda (`sms-monthly-export`), started by a one-time schedule.
  startsJobs: true,
  settings: {
    SMS_PER_SECOND: {
      description:
        "SMS the sms-send consumers send a second in all (SNS's transactional rate for the account); each of " +
        'the consumers running at once takes its share.',
      default: DEFAULT_SMS_PER_SECOND,
      min: 1,
    },
  },
  smokePath: '/api/sms/smsCount',
  // The log screens (Communication SMS, Monthly SMS) are reached from the announcement section's own menu.
  menu: [
    {
      module: 'manage-sms-quota',
      label: 'Manage SMS Quota',
      path: '/manage-sms-quota',
      position: 135,
      userTypes: ['ADMIN'],
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets, startJob }) => {
    const [{ createSmsApp }, { createSmsDeps }] = await Promise.all([import('./app'), import('./deps')])
    return createSmsApp(
      createSmsDeps({
        client,
        tables: { sms: tables.sms, sessions: tables.sessions },
        tokenSecret,
        s3,
        exportsBucket: buckets.exports,
        startJob,
      }),
    )
  },
  jobs: [
    {
      name: 'sms-monthly-export',
      description:
        "Writes a requested month's SMS workbook (.xlsx) to the exports bucket, as the requester may see the " +
        'log, recording its progress on the request.',
      tables: { sms: 'readwrite' },
      buckets: { exports: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./jobs')).runMonthlyExportJob(context, input),
    },
  ],
  queues: [
    {
      name: 'sms-send',
      description:
        'Sends the SMS of a dispatched batch, 50 recipients a message, each exactly once (a log item claimed ' +
        'per recipient), paced to SMS_PER_SECOND; records S or F and the month counters.',
      tables: { sms: 'readwrite' },
      buckets: {},
      sendsSms: true,
      settings: ['SMS_PER_SECOND'],
      maxConcurrency: SMS_SEND_CONCURRENCY,
      visibilityTimeoutSeconds: SMS_SEND_VISIBILITY_SECONDS,
      maxReceiveCount: SMS_SEND_MAX_RECEIVES,
      consume: async (context, body) => (await import('./sms-send.consumer')).consume(context, body),
    },
  ],
  migrations: [],
  seed: () => import('./seed').then(({ smsSeed }) => smsSeed),
} satisfies DomainManifest
