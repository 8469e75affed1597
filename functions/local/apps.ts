import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { TableName } from '@campus/db'
import type { AppEnv } from '@campus/http'
import type { S3Client } from '@aws-sdk/client-s3'
import type { JobStarter, SmsNotifier } from '@campus/runtime'
import type { Hono } from 'hono'
import { createAcademicsApp } from '../academics/app'
import { createAcademicsDeps } from '../academics/deps'
import type { DomainName } from '../domains'
import { createEventsApp } from '../events/app'
import { createEventsDeps } from '../events/deps'
import { createFeedbackApp } from '../feedback/app'
import { createFeedbackDeps } from '../feedback/deps'
import { minResponsesSetting } from '../feedback/env'
import { createIdentityApp } from '../identity/app'
import { createIdentityDeps } from '../identity/deps'

/** What every domain app is built from in one process: the emulators' clients and the shared secret. */
export interface LocalWiring {
  client: DynamoDBDocumentClient
  tables: Record<TableName, string>
  tokenSecret: string
  sms: SmsNotifier
  s3: S3Client
  buckets: { attachments: string; exports: string }
  /** Runs a job in this process, as the one-time schedules do on AWS. */
  startJob: JobStarter
}

/**
 * How to build each registered domain's app. Keyed by the registry's names, so a domain added to the
 * registry fails to compile here until the local server can run it too.
 */
export const localApps: Record<DomainName, (wiring: LocalWiring) => Hono<AppEnv>> = {
  identity: ({ client, tables, tokenSecret, sms }) =>
    createIdentityApp(
      createIdentityDeps({
        client,
        tables: { identity: tables.identity, sessions: tables.sessions, directory: tables.directory },
        tokenSecret,
        sms,
      }),
    ),
  academics: ({ client, tables, tokenSecret }) =>
    createAcademicsApp(
      createAcademicsDeps({
        client,
        tables: { academics: tables.academics, sessions: tables.sessions },
        tokenSecret,
      }),
    ),
  events: ({ client, tables, tokenSecret }) =>
    createEventsApp(
      createEventsDeps({
        client,
        tables: { events: tables.events, sessions: tables.sessions },
        tokenSecret,
      }),
    ),
  feedback: ({ client, tables, tokenSecret, s3, buckets, startJob }) =>
    createFeedbackApp(
      createFeedbackDeps({
        client,
        tables: { feedback: tables.feedback, sessions: tables.sessions, directory: tables.directory },
        tokenSecret,
        s3,
        exportsBucket: buckets.exports,
        startJob,
        minResponses: minResponsesSetting(),
      }),
    ),
}
