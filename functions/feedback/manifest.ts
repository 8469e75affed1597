import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'
import { DEFAULT_MIN_RESPONSES } from './settings'

declare module '@campus/db' {
  interface TableRegistry {
    feedback: true
  }
}

/** Questions, templates, the public form's answers, surveys, and reports read from aggregates kept at write time. */
export const manifest = {
  name: 'feedback',
  prefixes: PREFIXES,
  ownTables: [
    table('feedback', {
      description:
        'Feedback questions, templates, answers (one item per respondent and form) and the report aggregates ' +
        "kept at write time (see functions/feedback/entities.ts); event forms' answer limits expire (TTL).",
      indexes: 2,
      timeToLive: true,
    }),
  ],
  // The public form checks a register number against the student directory (docs/adr/0011).
  tables: { feedback: 'readwrite', sessions: 'read', directory: 'read' },
  // Read only: the jobs Lambda writes the workbooks; this function presigns GETs of them, and a presigned GET
  // carries the signer's s3:GetObject.
  buckets: { exports: 'read' },
  sendsSms: false,
  // On-demand workbook exports run in the jobs Lambda (`feedback-export`), started by a one-time schedule.
  startsJobs: true,
  settings: {
    FEEDBACK_MIN_RESPONSES: {
      description:
        'Staff see their own survey results, on screen and in workbooks, only from this many responses.',
      default: DEFAULT_MIN_RESPONSES,
      min: 1,
    },
  },
  smokePath: '/boot/feedback/questions',
  menu: [
    {
      module: 'feedback',
      label: 'Feedback',
      path: '/feedBack/questions',
      position: 100,
      userTypes: ['ADMIN', 'HOD'],
    },
    // Faculty reach their own survey results here; administrators and HODs from the feedback section's menu.
    {
      module: 'staff-feedback',
      label: 'Feedback',
      path: '/feedBack/staffReport',
      position: 110,
      userTypes: ['FACULTY'],
    },
    {
      module: 'my-surveys',
      label: 'Surveys',
      path: '/feedBack/mySurveys',
      position: 120,
      userTypes: ['STUDENT'],
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets, startJob }) => {
    const [{ createFeedbackApp }, { createFeedbackDeps }, { minResponsesSetting }] = await Promise.all([
      import('./app'),
      import('./deps'),
      import('./env'),
    ])
    return createFeedbackApp(
      createFeedbackDeps({
        client,
        tables: { feedback: tables.feedback, sessions: tables.sessions, directory: tables.directory },
        tokenSecret,
        s3,
        exportsBucket: buckets.exports,
        startJob,
        minResponses: minResponsesSetting(),
      }),
    )
  },
  jobs: [
    {
      name: 'feedback-reports',
      description:
        'Recounts the feedback forms and survey targets answered since its last run (everything on the first ' +
        'run or with { "full": true }) and corrects any that drifted, naming each correction, then rewrites ' +
        'the workbooks of the surveys answered or changed since then in the exports bucket. Bounded per run; ' +
        'the next run continues where it stopped.',
      schedule: { minute: '0', hour: '2' },
      tables: { feedback: 'readwrite' },
      buckets: { exports: 'readwrite' },
      settings: ['FEEDBACK_MIN_RESPONSES'],
      run: async (context, input) => (await import('./jobs')).runReportsJob(context, input),
    },
    {
      name: 'feedback-export',
      description:
        'Writes a requested feedback report workbook (.xlsx) to the exports bucket, recording its progress.',
      tables: { feedback: 'readwrite' },
      buckets: { exports: 'readwrite' },
      settings: ['FEEDBACK_MIN_RESPONSES'],
      run: async (context, input) => (await import('./jobs')).runExportJob(context, input),
    },
  ],
  migrations: [],
  seed: () => import('./seed').then(({ feedbackSeed }) => feedbackSeed),
} satisfies DomainManifest
