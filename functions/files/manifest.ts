import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'
import { DEFAULT_EXTERNAL_UPLOADS_PER_HOUR, DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR } from './settings'

declare module '@campus/db' {
  interface TableRegistry {
    files: true
  }
}

/**
 * Uploads: one record per stored object, checked by name, size and content and kept unclaimed until a record
 * of some domain claims it (`createAttachments` in @campus/files); the legacy client's file calls (docs/adr/0026).
 */
export const manifest = {
  name: 'files',
  prefixes: PREFIXES,
  ownTables: [
    table('files', {
      description:
        'Upload records (one per stored object, unclaimed ones in a sparse index for the daily sweep), the ' +
        'hourly counts of external uploads (per address, per user), and audit records (see functions/files/entities.ts).',
      indexes: 2,
      timeToLive: true,
    }),
  ],
  tables: { files: 'readwrite', sessions: 'read' },
  buckets: { attachments: 'readwrite' },
  sendsSms: false,
  startsJobs: false,
  settings: {
    FILES_EXTERNAL_UPLOADS_PER_HOUR: {
      description:
        'Files one address may upload in an hour without a session (the legacy /api/s3/external calls); a ' +
        "campus shares one NAT address, so it is sized for a whole campus' anonymous uploads.",
      default: DEFAULT_EXTERNAL_UPLOADS_PER_HOUR,
      min: 1,
    },
    FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR: {
      description:
        'Files one signed-in user may upload in an hour through the legacy /api/s3/external calls (the ' +
        "legacy client's token cookie, ?token= or a Bearer header names the user).",
      default: DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR,
      min: 1,
    },
  },
  smokePath: '/api/s3/uploads/mine?count=1',
  // No screen of its own: the upload component lives in the screens that keep files.
  menu: [],
  app: async ({ client, tables, tokenSecret, s3, buckets }) => {
    const [{ createFilesApp }, { createFilesDeps }, settings] = await Promise.all([
      import('./app'),
      import('./deps'),
      import('./env'),
    ])
    return createFilesApp(
      createFilesDeps({
        client,
        tables: { files: tables.files, sessions: tables.sessions },
        tokenSecret,
        s3,
        bucket: buckets.attachments,
        externalUploadsPerHour: settings.externalUploadsPerHourSetting(),
        externalUploadsPerUserPerHour: settings.externalUploadsPerUserPerHourSetting(),
      }),
    )
  },
  jobs: [
    {
      name: 'files-sweep',
      description:
        'Deletes the uploads no record claimed within a day (presigned ones never confirmed, legacy and ' +
        'quarantined ones never claimed), with their objects, oldest first; at most 1000 a run unless ' +
        '{ "limit": n } says otherwise, the next run goes on.',
      schedule: { minute: '30', hour: '3' },
      tables: { files: 'readwrite' },
      buckets: { attachments: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./jobs')).runSweepJob(context, input),
    },
  ],
  migrations: [],
} satisfies DomainManifest
