import { randomBytes } from 'node:crypto'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureTables } from './bootstrap'
import { createJobRequests, JOB_STALLED_AFTER_MS, jobRequestKey } from './job-requests'
import { table } from './tables'

declare module 'vitest' {
  /** The emulator the integration global setup started (packages/testing declares the rest). */
  export interface ProvidedContext {
    dynamoEndpoint: string
  }
}

const none = { casing: 'none' } as const

/** A job request as a domain keeps one: one item per scope, a run id, the two flags some domains use. */
const jobEntity = (client: DynamoDBDocumentClient, tableName: string) =>
  new Entity(
    {
      model: { service: 'test', entity: 'job', version: '1' },
      attributes: {
        scope: { type: 'string', required: true },
        runId: { type: 'string', required: true },
        status: { type: ['PROCESSING', 'READY', 'FAILED'] as const, required: true },
        done: { type: 'number', required: true },
        reason: { type: 'string' },
        queued: { type: 'boolean' },
        checking: { type: 'boolean' },
        /** What it was built from (the `fresh.sameAs` of the tests that use it). */
        source: { type: 'string' },
        startedOn: { type: 'number', required: true },
      },
      indexes: {
        byScope: {
          pk: { field: 'pk', composite: ['scope'], template: 'JOB#${scope}', ...none },
          sk: { field: 'sk', composite: [], template: 'JOB', ...none },
        },
      },
    },
    { client, table: tableName },
  )

type Job = EntityItem<ReturnType<typeof jobEntity>>

let client: DynamoDBDocumentClient
let tableName: string
let entity: ReturnType<typeof jobEntity>

beforeAll(async () => {
  const raw = new DynamoDBClient({
    region: 'ap-south-1',
    // The integration tier's setup file (packages/testing/src/file-dynamo.ts) starts this file's dynalite.
    endpoint: process.env.CAMPUS_TEST_DYNAMO_ENDPOINT,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  })
  const prefix = `t${randomBytes(4).toString('hex')}-`
  await ensureTables(raw, prefix, [table('jobs', { description: 'job requests' })])
  client = DynamoDBDocumentClient.from(raw)
  tableName = `${prefix}jobs`
  entity = jobEntity(client, tableName)
})

const requestsOf = (
  options: {
    runningFlag?: 'checking'
    waitingFlag?: 'queued'
    busy?: () => Error
    fresh?: { status: string; ms: number; sameAs?: 'source' }
  } = {},
  on: () => typeof entity = () => entity,
) =>
  createJobRequests({
    entity: on,
    keyOf: ({ scope }: Pick<Job, 'scope'>) => ({ scope }),
    requestId: 'runId',
    startedOn: 'startedOn',
    ...options,
  })

let scopes = 0
/** A PROCESSING request of a fresh scope, started now unless told. */
const aJob = (overrides: Partial<Job> = {}): Job => ({
  scope: `scope-${++scopes}`,
  runId: `run-${randomBytes(3).toString('hex')}`,
  status: 'PROCESSING',
  done: 0,
  startedOn: Date.now(),
  ...overrides,
})

const stored = async (scope: string) => (await entity.get({ scope }).go({ consistent: true })).data
const stalledOn = () => Date.now() - JOB_STALLED_AFTER_MS - 1000

describe('starting a request', () => {
  it('records the first request of a key, and refuses a second while it runs, writing nothing', async () => {
    const requests = requestsOf()
    const first = aJob()
    expect(await requests.start(first)).toBe(true)
    expect(await requests.start({ ...first, runId: 'second' })).toBe(false)
    expect(await stored(first.scope)).toEqual(first)
  })

  it('stores the item exactly as the entity itself would put it', async () => {
    const requests = requestsOf()
    const started = aJob()
    const put = aJob({ runId: started.runId, startedOn: started.startedOn })
    await requests.start(started)
    await entity.put(put).go()
    const raw = async (scope: string) =>
      (await client.send(new GetCommand({ TableName: tableName, Key: { pk: `JOB#${scope}`, sk: 'JOB' } })))
        .Item
    const { pk, ...viaRequests } = (await raw(started.scope))!
    const { pk: putPk, ...viaPut } = (await raw(put.scope))!
    expect(pk).toBe(`JOB#${started.scope}`)
    expect(putPk).toBe(`JOB#${put.scope}`)
    expect({ ...viaRequests, scope: put.scope }).toEqual(viaPut)
  })

  it('replaces a request that ended, and one still running that has stalled', async () => {
    const requests = requestsOf()
    for (const ended of [
      aJob({ status: 'READY' }),
      aJob({ status: 'FAILED' }),
      aJob({ startedOn: stalledOn() }),
    ]) {
      await entity.put(ended).go()
      const next = { ...aJob(), scope: ended.scope }
      expect(await requests.start(next)).toBe(true)
      expect(await stored(ended.scope)).toEqual(next)
    }
  })

  it('answers the running request instead, with one put and one read, and replaces it once it ended', async () => {
    const requests = requestsOf()
    const running = aJob({ done: 3 })
    expect(await requests.startOrFindRunning(running)).toEqual({ started: true })
    const second = { ...aJob(), scope: running.scope }
    expect(await requests.startOrFindRunning(second)).toEqual({ started: false, running })
    await requests.finish(running, { status: 'READY' })
    expect(await requests.startOrFindRunning(second)).toEqual({ started: true })
    expect(await stored(running.scope)).toEqual(second)
  })

  it('gives up with the busy error when the running request keeps ending as it starts', async () => {
    // Reads that always find the request ended, as when each loss meets one that ended just then.
    const ending = new Proxy(entity, {
      get: (target, property, receiver) =>
        property === 'get'
          ? () => ({ go: () => Promise.resolve({ data: { ...running, status: 'READY' } }) })
          : (Reflect.get(target, property, receiver) as unknown),
    })
    const running = aJob()
    await entity.put(running).go()
    const next = () => ({ ...aJob(), scope: running.scope })
    await expect(
      requestsOf({ busy: () => new Error('busy') }, () => ending).startOrFindRunning(next()),
    ).rejects.toThrow('busy')
    await expect(requestsOf({}, () => ending).startOrFindRunning(next())).rejects.toMatchObject({
      code: 'REQUEST_BUSY',
      status: 409,
    })
  })

  it('replaces a running request that waits for its job (queued), but restarting one does not', async () => {
    const requests = requestsOf({ waitingFlag: 'queued' })
    const queued = aJob({ queued: true })
    await entity.put(queued).go()
    expect(
      await requests.restartUnlessRunning(queued, {
        status: 'PROCESSING',
        runId: 'again',
        startedOn: Date.now(),
      }),
    ).toBe(false)
    const next = { ...aJob(), scope: queued.scope }
    expect(await requests.start(next)).toBe(true)
    expect(await stored(queued.scope)).toEqual(next)
  })

  it('counts a request flagged as running as running whatever its status, until it stalls', async () => {
    const requests = requestsOf({ runningFlag: 'checking' })
    const checking = aJob({ status: 'READY', checking: true })
    await entity.put(checking).go()
    expect(await requests.start({ ...aJob(), scope: checking.scope })).toBe(false)
    expect(requests.isStalled(checking, Date.now())).toBe(false)
    const stalled = aJob({ status: 'READY', checking: true, startedOn: stalledOn() })
    await entity.put(stalled).go()
    expect(requests.isStalled(stalled, Date.now())).toBe(true)
    expect(await requests.start({ ...aJob(), scope: stalled.scope })).toBe(true)
  })
})

describe("a running request's writes", () => {
  it('record progress and the end while it runs, and nothing once it ended', async () => {
    const requests = requestsOf()
    const job = aJob()
    await requests.start(job)
    expect(await requests.progress(job, { done: 5 })).toBe(true)
    expect(await requests.finish(job, { status: 'FAILED', reason: 'No files' })).toBe(true)
    expect(await requests.progress(job, { done: 6 })).toBe(false)
    expect(await requests.finish(job, { status: 'READY' })).toBe(false)
    expect(await stored(job.scope)).toEqual({ ...job, done: 5, status: 'FAILED', reason: 'No files' })
  })

  it('leave the request that replaced a stalled one alone', async () => {
    const requests = requestsOf()
    const stalled = aJob({ startedOn: stalledOn() })
    await requests.start(stalled)
    const replacement = { ...aJob(), scope: stalled.scope }
    expect(await requests.start(replacement)).toBe(true)
    expect(await requests.progress(stalled, { done: 9 })).toBe(false)
    expect(await requests.finish(stalled, { status: 'READY' })).toBe(false)
    expect(await stored(stalled.scope)).toEqual(replacement)
  })
})

describe('restarting a stored request', () => {
  it('keeps what it does not change and removes what it is told, unless one runs', async () => {
    const requests = requestsOf()
    const failed = aJob({ status: 'FAILED', reason: 'Out of disk', done: 7 })
    await entity.put(failed).go()
    const again = { status: 'PROCESSING' as const, runId: 'again', startedOn: Date.now() }
    expect(await requests.restartUnlessRunning(failed, again, ['reason'])).toBe(true)
    expect(await stored(failed.scope)).toEqual({ scope: failed.scope, done: 7, ...again })
    expect(await requests.restartUnlessRunning(failed, { ...again, runId: 'third' })).toBe(false)
    expect(await requests.find(failed, { consistent: true })).toMatchObject({ runId: 'again' })
  })
})

describe('answering a request', () => {
  it('finds the latest, or nothing, and tells a stalled one from a running one', async () => {
    const requests = requestsOf()
    expect(await requests.find({ scope: 'never-asked' })).toBeUndefined()
    const running = aJob()
    await requests.start(running)
    expect(await requests.find(running, { consistent: true })).toEqual(running)
    expect(requests.isStalled(running, Date.now())).toBe(false)
    expect(requests.isStalled(running, running.startedOn + JOB_STALLED_AFTER_MS + 1)).toBe(true)
    expect(
      requests.isStalled({ ...running, status: 'READY' }, running.startedOn + JOB_STALLED_AFTER_MS + 1),
    ).toBe(false)
  })
})

describe('identical requests (issue 29)', () => {
  it('keys a request by its parameters: the same parameters give the same key, any other a different one', () => {
    expect(jobRequestKey('export', 'SubjectWise', 's1', undefined, 'u1')).toMatch(/^[0-9a-f]{24}$/)
    expect(jobRequestKey('export', 'SubjectWise', 's1', undefined, 'u1')).toBe(
      jobRequestKey('export', 'SubjectWise', 's1', undefined, 'u1'),
    )
    expect(jobRequestKey('export', 'SubjectWise', 's1', undefined, 'u1')).not.toBe(
      jobRequestKey('export', 'SubjectWise', 's1', 'u1'),
    )
    expect(jobRequestKey('a,b')).not.toBe(jobRequestKey('a', 'b'))
  })

  it('starts one of 50 identical requests at once and answers the 49 others with it', async () => {
    const requests = requestsOf({ fresh: { status: 'READY', ms: 60_000 } })
    const scope = jobRequestKey('identical', randomBytes(4).toString('hex'))
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        requests.startOrFindRunning(aJob({ scope, runId: `run-${index}` })),
      ),
    )
    const started = answers.filter((answer) => answer.started)
    expect(started).toHaveLength(1)
    const winner = (await stored(scope))!.runId
    expect(answers.filter((answer) => !answer.started).map((answer) => answer.running.runId)).toEqual(
      Array.from({ length: 49 }, () => winner),
    )
  })

  it('answers a fresh READY request instead of starting another, and starts once it is stale or FAILED', async () => {
    const requests = requestsOf({ fresh: { status: 'READY', ms: 60_000 } })
    const ready = aJob({ status: 'READY', startedOn: Date.now() - 30_000 })
    await entity.put(ready).go()
    const again = aJob({ scope: ready.scope })
    expect(await requests.startOrFindRunning(again)).toEqual({ started: false, running: ready })
    expect(await requests.start(again)).toBe(false)

    const stale = aJob({ status: 'READY', startedOn: Date.now() - 61_000 })
    const failed = aJob({ status: 'FAILED' })
    for (const ended of [stale, failed]) {
      await entity.put(ended).go()
      expect(await requests.startOrFindRunning(aJob({ scope: ended.scope }))).toEqual({ started: true })
    }
  })

  it('with `sameAs`, answers a fresh READY request only to one built from the same source', async () => {
    const requests = requestsOf({ fresh: { status: 'READY', ms: 60_000, sameAs: 'source' } })
    const ready = aJob({ status: 'READY', source: 'files-1' })
    await entity.put(ready).go()
    expect(await requests.startOrFindRunning(aJob({ scope: ready.scope, source: 'files-1' }))).toEqual({
      started: false,
      running: ready,
    })
    const changed = aJob({ scope: ready.scope, source: 'files-2' })
    expect(await requests.startOrFindRunning(changed)).toEqual({ started: true })
    expect(await stored(ready.scope)).toEqual(changed)
  })

  it('without `fresh`, replaces a READY request at once, as before', async () => {
    const requests = requestsOf()
    const ready = aJob({ status: 'READY' })
    await entity.put(ready).go()
    expect(await requests.startOrFindRunning(aJob({ scope: ready.scope }))).toEqual({ started: true })
  })
})
