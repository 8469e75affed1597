import { physicalTableNames } from '@campus/db'
import { documentClient, dynamoClient, outboxNotifier, s3Client } from '@campus/runtime'
import { tableDefinitions } from '../../manifests'
import type { LocalWiring } from '../apps'

/** Endpoints nothing listens on: building the apps makes no calls, so tests that only route need no emulators. */
const NOWHERE = 'http://127.0.0.1:9'

/** Wiring for every domain app that reaches nothing: for tests of routing and registration. */
export const offlineWiring = (tablePrefix: string): LocalWiring => ({
  client: documentClient(dynamoClient({ region: 'ap-south-1', endpoint: NOWHERE })),
  tables: physicalTableNames(tablePrefix, tableDefinitions()),
  tokenSecret: 'x'.repeat(48),
  sms: outboxNotifier(),
  s3: s3Client({ region: 'ap-south-1', endpoint: NOWHERE }),
  buckets: { attachments: `${tablePrefix}attachments`, exports: `${tablePrefix}exports` },
  startJob: () => Promise.resolve(),
  queues: { send: () => Promise.resolve() },
})
