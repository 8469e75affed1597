import { localQueues } from '@campus/functions/local/queues'
import { manifests } from '@campus/functions/manifests'
import { catalogOf } from '@campus/http'
import { inProcessJobStarter, outboxNotifier } from '@campus/runtime'
import type { createTestTables } from '@campus/testing'

type TestEnv = Awaited<ReturnType<typeof createTestTables>>

/**
 * Domains wired as the local server wires them, on the test emulators: queues delivered in process to every
 * manifest's consumers (which may send on), SMS kept in an outbox, jobs never started.
 */
export function localWiring(env: TestEnv, settings: Readonly<Record<string, number>> = {}) {
  const sms = outboxNotifier()
  const queues = localQueues(manifests, {
    client: env.client,
    s3: env.s3,
    tables: env.tables,
    buckets: env.buckets,
    now: Date.now,
    sms,
    settings,
    queues: { send: (queue, bodies) => queues.send(queue, bodies) },
  })
  return {
    sms,
    wiring: {
      client: env.client,
      tables: env.tables,
      tokenSecret: env.tokenSecret,
      sms,
      s3: env.s3,
      buckets: env.buckets,
      startJob: inProcessJobStarter(
        () => Promise.resolve({}),
        () => undefined,
      ),
      queues,
      catalog: catalogOf(manifests),
    },
  }
}
