import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { serve } from '@hono/node-server'
import { countCommands, type CommandCounter } from '@campus/db'
import { LOCAL_BUCKETS, startLocalRuntime, type LocalRuntime } from '@campus/functions/local/runtime'
import { isSeeded, seedDemoCollege } from '@campus/functions/identity/seed'
import { createLocalServer } from '@campus/functions/local/server'
import { logger, type SmsNotifier } from '@campus/runtime'
import { Hono } from 'hono'

/** Path of the baseline route: plain Hono on the same server, no auth, no DynamoDB. */
export const BARE_PATH = '/bench/bare'

/** What the bare route answers: the current-user shape, so both sides serialise a similar small object. */
export const BARE_BODY = {
  userType: 'ADMIN',
  userId: 'user-admin',
  roles: ['EVENTADMIN'],
  email: 'admin@campus.local',
}

/**
 * Throughput baseline (docs/adr/0006): plain Hono doing `/bench/dynamo/<n>` sequential GetItems (n = 1 or 2, the reads of the
 * token and singleUser routes) on one seeded item, no auth. It separates what the emulator costs from what
 * the portal's own code (auth, validation, ElectroDB, logging) costs.
 */
export const DYNAMO_PATH = '/bench/dynamo'

const PROBE_KEY = { pk: 'BENCH#probe', sk: 'BENCH#probe' }

/** The seeded local portal behind one HTTP server on 127.0.0.1, with a counter on its DynamoDB client. */
export interface BenchPortal {
  baseUrl: string
  /** The portal's own DynamoDB client (counted), for baselines that write straight into dynalite. */
  client: DynamoDBDocumentClient
  /** The portal's dynalite, for figures whose child processes read and write it. */
  dynamo: { endpoint: string }
  /** Physical table names, for figures that seed data straight into a domain's table. */
  tables: LocalRuntime['tables']
  /** Counts every DynamoDB command of every request since seeding finished. */
  counter: CommandCounter
  /** The portal's s3rver and its exports bucket, for figures that write workbooks from another process. */
  exports: { endpoint: string; bucket: string }
  /** The same s3rver and the attachments bucket, where presigned uploads go (the upload figure's raw PUT). */
  attachments: { endpoint: string; bucket: string }
  /** The SMS outbox the sms-send consumer sends to (its `entries`), behind any `wrapSms` of the options. */
  sms: LocalRuntime['sms']
  /** The in-process queues (`idle()`, `deadLetters`). */
  queues: LocalRuntime['queues']
  /** The secret the portal signs with, for figures that need the keys derived from it (sign-in timing). */
  tokenSecret: string
  stop(): Promise<void>
}

/** What a figure needs of the portal beyond `npm start`'s defaults. */
export interface BenchPortalOptions {
  /**
   * Stage settings by name (`SMS_PER_SECOND`), put in this process's environment before the runtime starts, as
   * `SMS_PER_SECOND=50 npm start` would: the local runtime reads them once, at start.
   */
  settings?: Record<string, number>
  /** Wraps the notifier the sms-send consumer calls (the fan-out figure injects faults with it). */
  wrapSms?: (notifier: SmsNotifier) => SmsNotifier
}

/**
 * Starts what `npm start` runs (dynalite and s3rver persisted under `dataDir`, every domain app through
 * createLocalServer), seeds the demo college, and serves it with the bare baseline route beside it on a
 * random port. Only 127.0.0.1 is ever bound or called.
 */
export async function startBenchPortal(
  dataDir: string,
  { settings = {}, wrapSms }: BenchPortalOptions = {},
): Promise<BenchPortal> {
  // npm start's default level: the per-request INFO line would otherwise go to stdout thousands of times a second.
  logger.setLogLevel('WARN')
  for (const [name, value] of Object.entries(settings)) process.env[name] = String(value)
  const runtime = await startLocalRuntime(dataDir, undefined, wrapSms ? { wrapSms } : {})
  try {
    const counter = attachCounter(runtime.client)
    await seedDemoCollege(runtime.client, runtime.tables.identity, runtime.tables.directory)
    // The item the diagnostic route reads: current-user sized, like a session's principal.
    await runtime.client.send(
      new PutCommand({ TableName: runtime.tables.sessions, Item: { ...PROBE_KEY, ...BARE_BODY } }),
    )
    await assertCounting(counter, runtime.client, runtime.tables.identity)
    const s3Endpoint = await endpointOf(runtime.s3.config, 's3rver')
    const exports = { endpoint: s3Endpoint, bucket: LOCAL_BUCKETS.exports }

    const app = new Hono()
    // Both registered before the portal on purpose: its middleware matches every path (it hands /api and
    // /boot to the domain apps and serves the rest), so nothing of the portal runs before these. Hono runs
    // matching handlers in registration order, and these answer without calling next().
    app.get(BARE_PATH, (c) => c.json(BARE_BODY))
    app.get(`${DYNAMO_PATH}/:gets{[12]}`, async (c) => {
      let item: Record<string, unknown> | undefined
      for (let get = 0; get < Number(c.req.param('gets')); get++) {
        ;({ Item: item } = await runtime.client.send(
          new GetCommand({ TableName: runtime.tables.sessions, Key: PROBE_KEY }),
        ))
      }
      return c.json(item ?? null)
    })
    // A web folder that does not exist: the bench measures the API, not the SPA's static files.
    app.route('/', await createLocalServer(runtime, join(dataDir, 'no-web-build')))

    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const baseUrl = `http://127.0.0.1:${port}`
    await assertBare(baseUrl)
    return {
      baseUrl,
      client: runtime.client,
      dynamo: { endpoint: await endpointOf(runtime.client.config, 'dynalite') },
      tables: runtime.tables,
      counter,
      exports,
      attachments: { endpoint: s3Endpoint, bucket: LOCAL_BUCKETS.attachments },
      sms: runtime.sms,
      queues: runtime.queues,
      tokenSecret: runtime.tokenSecret,
      async stop() {
        // Keep-alive sockets from the load generator would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await runtime.stop()
      },
    }
  } catch (error) {
    await runtime.stop()
    throw error
  }
}

/** Where an SDK client of the runtime sends its requests: the emulator's URL. */
async function endpointOf(
  config: { endpoint?: () => Promise<{ protocol: string; hostname: string; port?: number }> },
  emulator: string,
) {
  const found = await config.endpoint?.()
  if (!found) throw new Error(`The local runtime has no ${emulator} endpoint`)
  return `${found.protocol}//${found.hostname}:${found.port}`
}

/**
 * startLocalRuntime keeps the raw DynamoDBClient to itself, but lib-dynamodb's DynamoDBDocumentClient adopts
 * the wrapped client's middleware stack object (its constructor does `this.middlewareStack =
 * client.middlewareStack`), so a middleware added through the document client sees every command. countCommands
 * touches nothing but `middlewareStack` (and the document client's type fits its DynamoDBClient parameter);
 * assertCounting proves at run time that it counts.
 */
function attachCounter(client: DynamoDBDocumentClient): CommandCounter {
  return countCommands(client)
}

/**
 * Fails the bench unless the counter sees exactly the one GetItem that isSeeded sends, then zeroes it, so
 * nothing from seeding is counted (and a counter that silently counts nothing cannot pass the budgets).
 */
async function assertCounting(counter: CommandCounter, client: DynamoDBDocumentClient, table: string) {
  counter.reset()
  if (!(await isSeeded(client, table))) throw new Error('Seeding the demo college did not finish')
  const seen = counter.snapshot()
  if (seen.total !== 1 || seen.byCommand.GetItemCommand !== 1) {
    throw new Error(`The command counter is not attached: one GetItem counted as ${JSON.stringify(seen)}`)
  }
  counter.reset()
}

/** The portal's request-id middleware sets X-Request-Id; the bare route must answer before it runs. */
async function assertBare(baseUrl: string) {
  const response = await fetch(`${baseUrl}${BARE_PATH}`)
  const body: unknown = await response.json()
  if (response.status !== 200 || JSON.stringify(body) !== JSON.stringify(BARE_BODY)) {
    throw new Error(`${BARE_PATH} answered ${response.status} ${JSON.stringify(body)}`)
  }
  if (response.headers.has('x-request-id')) throw new Error(`Portal middleware ran for ${BARE_PATH}`)
}
