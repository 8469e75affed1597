import { ANNOUNCEMENT_POST_QUEUE } from '@campus/core'
import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'
import { DEFAULT_LATE_DAYS } from './settings'

declare module '@campus/db' {
  interface TableRegistry {
    assignments: true
  }
}

/** Assignments staff set for a subject they teach and its groups; students' submissions, marks and remarks. */
export const manifest = {
  name: 'assignments',
  prefixes: PREFIXES,
  ownTables: [
    table('assignments', {
      description:
        'Assignments by author and department, a pointer per group they are set for, the submissions with ' +
        'their marks, and audit records (see functions/assignments/entities.ts).',
      indexes: 2,
    }),
  ],
  // Subjects and groups come from the academics table (@campus/db teaching), students from the directory
  // (ADR 0026), files are claimed in the files table and bucket.
  tables: {
    assignments: 'readwrite',
    sessions: 'read',
    academics: 'read',
    directory: 'read',
    files: 'readwrite',
  },
  // Exports read only: the jobs Lambda writes the submissions zips; this function presigns GETs of them, and a
  // presigned GET carries the signer's s3:GetObject.
  buckets: { attachments: 'readwrite', exports: 'read' },
  sendsSms: false,
  // Reminders to those who have not submitted: the announcements domain posts them (and their SMS).
  sendsTo: [ANNOUNCEMENT_POST_QUEUE],
  // The zip of an assignment's submissions runs in the jobs Lambda (`assignment-submissions-zip`).
  startsJobs: true,
  settings: {
    ASSIGNMENTS_LATE_DAYS: {
      description:
        'Days after the deadline a student may still submit, marked late (0: none, submissions close at the end of the deadline day).',
      default: DEFAULT_LATE_DAYS,
      min: 0,
    },
  },
  smokePath: '/api/assignment/sent?count=1',
  menu: [
    {
      module: 'assignment',
      label: 'Assignment',
      path: '/assignment',
      position: 97,
      userTypes: ['HOD', 'FACULTY', 'STUDENT'],
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets, queues, startJob }) => {
    const [{ createAssignmentsApp }, { createAssignmentsDeps }, { lateDaysSetting }] = await Promise.all([
      import('./app'),
      import('./deps'),
      import('./env'),
    ])
    return createAssignmentsApp(
      createAssignmentsDeps({
        client,
        tables: {
          assignments: tables.assignments,
          sessions: tables.sessions,
          academics: tables.academics,
          directory: tables.directory,
          files: tables.files,
        },
        tokenSecret,
        s3,
        attachmentsBucket: buckets.attachments,
        lateDays: lateDaysSetting(),
        queues,
        exportsBucket: buckets.exports,
        startJob,
      }),
    )
  },
  jobs: [
    {
      name: 'assignment-submissions-zip',
      description:
        'Zips every submission of an assignment into the exports bucket, one file at a time from the ' +
        'attachments bucket, recording its progress on the request.',
      tables: { assignments: 'readwrite' },
      buckets: { attachments: 'read', exports: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./jobs')).runSubmissionsZipJob(context, input),
    },
  ],
  migrations: [],
  seed: () => import('./seed').then(({ assignmentsSeed }) => assignmentsSeed),
} satisfies DomainManifest
