import { DEPARTMENT_REMOVED_QUEUE } from '@campus/core'
import { table } from '@campus/db'
import { requireTable } from '@campus/runtime'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    identity: true
    sessions: true
    directory: true
  }
}

/** Users, sessions, roles and menus, profiles, the college record; and the student directory others read. */
export const manifest = {
  name: 'identity',
  prefixes: PREFIXES,
  ownTables: [
    table('identity', {
      description:
        'Users, unique keys (email, register number), OTPs, user roles, college, staff types, audit records.',
      indexes: 4,
      timeToLive: true,
    }),
    table('sessions', {
      description:
        'Live sign-in sessions. Identity writes them; every domain reads them to check a token, so no domain ' +
        'but identity ever needs the identity table (which holds password hashes).',
      timeToLive: true,
    }),
    table('directory', {
      description:
        'People as other domains may see them, derived from the users: one item per student keyed by ' +
        'normalised register number (the public feedback form checks it, docs/adr/0011), and one contact per ' +
        'user but an applicant, with students indexed by group on gsi1 (announcements and SMS resolve ' +
        'receivers with it, docs/adr/0026), and each HOD and FACULTY contact again under each of their ' +
        "departments (a department's staff in one Query, for mentoring). Read instead of the identity table, " +
        'which holds password hashes.',
      // gsi1: GROUP#<groupId> / USER#<userId>, sparse (students with a group). Locally the bootstrap rebuilds a
      // table made before it; on AWS CloudFormation adds it to the table in place.
      indexes: 1,
    }),
  ],
  // academics: read only, to check the departments, years and groups a user write names (academic-structure.ts),
  // and whose subjects say who teaches a student's group, who may see their personal data (ADR 0035).
  // mentoring: read only, for a student's current mentor on the group roster (legacy 2.8) and the students a
  // caller mentors, who may see their personal data (ADR 0035).
  tables: {
    identity: 'readwrite',
    sessions: 'readwrite',
    directory: 'readwrite',
    academics: 'read',
    mentoring: 'read',
  },
  buckets: {},
  sendsSms: true,
  startsJobs: false,
  settings: {},
  smokePath: '/api/user/singleUser',
  menu: [
    {
      module: 'home',
      label: 'Home',
      path: '/',
      position: 10,
      userTypes: ['ADMIN', 'HOD', 'FACULTY', 'STUDENT', 'CUSTOM', 'APPLICANT'],
    },
    {
      module: 'manage-staff',
      label: 'Manage Staff',
      path: '/manage-staff',
      position: 60,
      userTypes: ['ADMIN', 'HOD'],
    },
    {
      module: 'manage-student',
      label: 'Manage Students',
      path: '/manage-student',
      position: 70,
      userTypes: ['ADMIN', 'HOD'],
    },
    {
      module: 'academicadmin',
      label: 'Move Students',
      path: '/academicadmin',
      position: 80,
      userTypes: ['ADMIN', 'HOD'],
      rollTypes: ['ACADEMICADMIN'],
    },
    {
      module: 'college-settings',
      label: 'College settings',
      path: '/college-settings',
      position: 130,
      userTypes: ['ADMIN'],
    },
    {
      module: 'api-docs',
      label: 'API reference',
      path: '/api/docs',
      position: 140,
      external: true,
      userTypes: ['ADMIN'],
    },
  ],
  app: async ({ client, tables, tokenSecret, sms, catalog }) => {
    const [{ createIdentityApp }, { createIdentityDeps }] = await Promise.all([
      import('./app'),
      import('./deps'),
    ])
    return createIdentityApp(
      createIdentityDeps({
        client,
        tables: {
          identity: tables.identity,
          sessions: tables.sessions,
          directory: tables.directory,
          academics: tables.academics,
          mentoring: tables.mentoring,
        },
        tokenSecret,
        sms,
        catalog,
      }),
    )
  },
  jobs: [
    {
      name: 'audit-archive',
      description:
        "Copies the previous day's audit records to the exports bucket as JSON lines under audit/.",
      schedule: { minute: '30', hour: '1' },
      tables: { identity: 'read' },
      buckets: { exports: 'readwrite' },
      settings: [],
      run: async (context, input) => {
        const { auditArchive, AuditArchiveInputSchema } = await import('./audit-archive.job')
        return auditArchive(context, AuditArchiveInputSchema.parse(input))
      },
    },
    {
      name: 'repair-derived',
      description:
        "Checks identity's derived data (head counts, student search terms, unique-key claims, the student " +
        'directory, the contacts, the department staff listings) against the users, names each drift, and repairs it safely while users are ' +
        'being written.',
      schedule: { minute: '45', hour: '1' },
      tables: { identity: 'readwrite', directory: 'readwrite' },
      buckets: {},
      settings: [],
      run: async (context) => {
        const { repairDerived } = await import('./derived-repair.job')
        return {
          identity: await repairDerived(
            context.client,
            requireTable(context, 'identity'),
            context.now,
            requireTable(context, 'directory'),
          ),
        }
      },
    },
  ],
  queues: [
    {
      name: DEPARTMENT_REMOVED_QUEUE,
      description:
        'Takes a department academics deleted off every HOD who had it (legacy client 5.8), each with an audit ' +
        'record naming who deleted it, and refreshes their sessions. Acts only once the department is gone ' +
        '(academics sends first, then deletes): until then the message is delivered again.',
      tables: { identity: 'readwrite', directory: 'readwrite', sessions: 'readwrite', academics: 'read' },
      buckets: {},
      sendsSms: false,
      settings: [],
      maxConcurrency: 2,
      // A department has a handful of HODs: seconds; the retries wait out a delete still on its way.
      visibilityTimeoutSeconds: 60,
      maxReceiveCount: 5,
      consume: async (context, body) => {
        const { consumeDepartmentRemoved } = await import('./department-removed.consumer')
        return consumeDepartmentRemoved(context, body)
      },
    },
  ],
  migrations: [
    {
      version: 1,
      name: 'identity-derived-user-data',
      description:
        'identity: rebuild the derived user data (list index keys, search terms, unique-key claims, head ' +
        'counts, directory) from the users, for users written before each existed.',
      tables: { identity: 'readwrite', directory: 'readwrite' },
      run: async (context) => {
        const [{ relistUsers }, { repairDerived }] = await Promise.all([
          import('./relist-users'),
          import('./derived-repair.job'),
        ])
        const table = requireTable(context, 'identity')
        const lists = await relistUsers(context.client, table)
        // The nightly repair (ADR 0013): safe while users write; a head-count drift it must leave because
        // users were written in the last minute is corrected by its next nightly run.
        const derived = await repairDerived(
          context.client,
          table,
          context.now,
          requireTable(context, 'directory'),
        )
        return { lists, ...derived }
      },
    },
    {
      version: 2,
      name: 'identity-sharded-head-counts',
      description:
        'identity: move the head counts from the single item that grew with every department and year into ' +
        'one item per department (ADR 0022), rebuilt from the users; the old item is deleted last.',
      tables: { identity: 'readwrite' },
      run: async (context) => {
        const { rebuildHeadCounts } = await import('./derived-repair.job')
        return rebuildHeadCounts(context.client, requireTable(context, 'identity'), context.now)
      },
    },
    {
      version: 3,
      name: 'identity-contacts',
      description:
        'identity: write the directory contact of every user but an applicant (docs/adr/0026), for users ' +
        'written before contacts existed; writes only contacts missing or out of date, so a rerun finishes ' +
        'what a killed run left.',
      tables: { identity: 'read', directory: 'readwrite' },
      run: async (context) => {
        const { writeContacts } = await import('./derived-repair.job')
        return writeContacts(
          context.client,
          requireTable(context, 'identity'),
          requireTable(context, 'directory'),
          context.now,
        )
      },
    },
    {
      version: 4,
      name: 'identity-department-staff',
      description:
        'identity: list every HOD and FACULTY under each of their departments in the directory (issue 31, the ' +
        'staff mentoring lists), for users written before the listings existed; writes only what is missing or ' +
        'out of date, so a rerun finishes what a killed run left.',
      tables: { identity: 'read', directory: 'readwrite' },
      run: async (context) => {
        const { writeDepartmentStaff } = await import('./derived-repair.job')
        return writeDepartmentStaff(
          context.client,
          requireTable(context, 'identity'),
          requireTable(context, 'directory'),
          context.now,
        )
      },
    },
  ],
  seed: () => import('./seed').then(({ identitySeed }) => identitySeed),
} satisfies DomainManifest
