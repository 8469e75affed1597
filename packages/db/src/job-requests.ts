import { createHash } from 'node:crypto'
import { conflict } from '@campus/core'
import type { Entity, EntityIdentifiers, EntityItem } from 'electrodb'
import { writtenUnlessConditionFails } from './conditional'

/** The status of a request whose job runs (or died without saying so: see {@link JOB_STALLED_AFTER_MS}). */
const RUNNING = 'PROCESSING'

/**
 * A request still running this long after it started has stopped: the jobs Lambda runs 10 minutes at most, so
 * its job died before it could say so, or its schedule never fired. It is answered as failed, and a new request
 * may replace it.
 */
export const JOB_STALLED_AFTER_MS = 15 * 60 * 1000

/**
 * The id of a request that is the same for every identical request (its kind and parameters, and whose scope it
 * is read in), 24 hex characters like any record id: keyed by it, 50 identical requests at once are one
 * conditional put that one wins, and the other 49 are answered with the winner.
 */
export const jobRequestKey = (...parts: readonly (string | number | undefined)[]) =>
  createHash('sha256')
    .update(JSON.stringify(parts.map((part) => part ?? null)))
    .digest('hex')
    .slice(0, 24)

/** A put that lost to a running request this many times in a row gives up (each loss means one just ended). */
const START_ATTEMPTS = 3

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity: the types below are derived from it
type AnyEntity = Entity<any, any, any, any>

/** A request as ElectroDB answers the entity's items: every request has a status. */
type RequestOf<E extends AnyEntity> = EntityItem<E> & { status: string }

/** The operators of an ElectroDB `where` callback that the requests' conditions use. */
interface ConditionOperations {
  eq: (attribute: unknown, value: unknown) => string
  ne: (attribute: unknown, value: unknown) => string
  lt: (attribute: unknown, value: unknown) => string
  notExists: (attribute: unknown) => string
}

/** An ElectroDB `where` callback: the entity's attributes by name, and the operators. */
type Condition = (attributes: Record<string, unknown>, operations: ConditionOperations) => string

/** A conditional write, ready to send. */
interface ConditionalWrite {
  where(condition: Condition): { go(options?: { originalErr?: boolean }): Promise<unknown> }
}

/** What the requests use of an ElectroDB entity: a get, a put and a patch by key, each write conditional. */
interface RequestRecords<Item, Key> {
  get(key: Key): { go(options?: { consistent?: boolean }): Promise<{ data: Item | null }> }
  put(item: Item): ConditionalWrite
  patch(key: Key): {
    set(changes: Partial<Item>): ConditionalWrite & { remove(attributes: string[]): ConditionalWrite }
  }
}

/** How a domain stores its requests: the entity and the names of the attributes the lifecycle reads. */
export interface JobRequestsOptions<E extends AnyEntity, Ref, RequestId extends keyof RequestOf<E> & string> {
  /** The entity, asked for on each call, so an entity built lazily (lazyEntities) is built on first use only. */
  entity: () => E
  /** The item's key, from a reference to it: `{ assignmentId }`, `{ id }`, the one `{ slot }` of a build. */
  keyOf: (ref: Ref) => EntityIdentifiers<E>
  /**
   * The attribute naming one request (its job is started with it): `id`, or `runId` where the key is the id. The
   * job's writes are conditional on it, so a late job of a request that was replaced never touches its successor.
   */
  requestId: RequestId
  /**
   * The attribute holding when the request started (ms), or last changed where a silent job is what stalls
   * (`modifiedOn`); it decides when a running request has stalled.
   */
  startedOn: keyof RequestOf<E> & string
  /** After how long a running request has stalled; {@link JOB_STALLED_AFTER_MS} unless given. */
  stalledAfterMs?: number
  /**
   * A flag that makes a request count as running whatever its status (a packet whose links are being checked
   * stays COMPLETED): a new request replaces it only once it has stalled.
   */
  runningFlag?: keyof RequestOf<E> & string
  /** A flag of a running request recorded to be started later (a queued merge): a new request replaces it. */
  waitingFlag?: keyof RequestOf<E> & string
  /**
   * A request that ended as `status` (READY) is still answered to an identical request started less than `ms`
   * after it, instead of a new job: what one click built serves the 49 that came with it. Where the key is not
   * all of a request's identity, `sameAs` names the attribute that must match too (what it was built from).
   */
  fresh?: { status: string; ms: number; sameAs?: keyof RequestOf<E> & string }
  /** The error once a request keeps losing to requests that end as it starts (a 409 unless given). */
  busy?: (request: RequestOf<E>) => Error
}

/** What a start answers when a request runs: that one, untouched. */
export type StartAnswer<Item> = { started: true } | { started: false; running: Item }

/**
 * The requests of one kind of background job (an export, a zip, a build), one item per key holding its latest
 * request: created unless one is running (one conditional put that replaces a request that ended, or one still
 * running that has stalled), its progress recorded, ended (READY, COMPLETED or FAILED, as the domain names it)
 * with writes conditional on the request's id and on it still running, and the latest answered. The entity is
 * the domain's, so its stored items keep their layout; there are no transactions (dynalite has none), every rule
 * is one conditional write.
 * @example
 * const zips = createJobRequests({
 *   entity: () => entities.zipExport,
 *   keyOf: ({ assignmentId }: { assignmentId: string }) => ({ assignmentId }),
 *   requestId: 'id',
 *   startedOn: 'requestedOn',
 * })
 */
export function createJobRequests<E extends AnyEntity, Ref, RequestId extends keyof RequestOf<E> & string>(
  options: JobRequestsOptions<E, Ref, RequestId>,
) {
  type Item = RequestOf<E>
  const stalledAfterMs = options.stalledAfterMs ?? JOB_STALLED_AFTER_MS
  const { keyOf, requestId, startedOn, runningFlag, waitingFlag, fresh } = options
  // The entity's own types are too deep to follow generically; these are the calls made of it.
  const entity = () => options.entity() as unknown as RequestRecords<Item, EntityIdentifiers<E>>
  const startedOnOf = (item: Item) => item[startedOn] as number
  const flagged = (item: Item, flag: (keyof Item & string) | undefined) => flag !== undefined && !!item[flag]

  /** Whether `item` runs and, started `at` or later less the stall time, has not stalled. */
  const runsAt = (item: Item | undefined, at: number): item is Item =>
    !!item &&
    (item.status === RUNNING || flagged(item, runningFlag)) &&
    !flagged(item, waitingFlag) &&
    startedOnOf(item) >= at - stalledAfterMs

  /** Whether `item` ended as `fresh` says, recently enough to answer `request` (started `at`). */
  const freshFor = (item: Item | undefined, request: Item, at: number): item is Item =>
    !!item &&
    !!fresh &&
    item.status === fresh.status &&
    startedOnOf(item) >= at - fresh.ms &&
    (!fresh.sameAs || item[fresh.sameAs] === request[fresh.sameAs])

  /**
   * A request may replace the stored one unless that one runs and has not stalled by `at`, or (with `fresh`,
   * for `request`) ended fresh enough to answer it.
   */
  const replaceableAt =
    (at: number, alsoWaiting: boolean, request?: Item): Condition =>
    (attributes, { eq, ne, lt, notExists }) => {
      const notRunning = runningFlag
        ? `(${ne(attributes.status, RUNNING)} AND ${notExists(attributes[runningFlag])})`
        : ne(attributes.status, RUNNING)
      const stale = fresh &&
        request && [
          ne(attributes.status, fresh.status),
          lt(attributes[startedOn], at - fresh.ms),
          ...(fresh.sameAs
            ? [notExists(attributes[fresh.sameAs]), ne(attributes[fresh.sameAs], request[fresh.sameAs])]
            : []),
        ]
      return [
        notExists(attributes.status),
        stale ? `(${notRunning} AND (${stale.join(' OR ')}))` : notRunning,
        lt(attributes[startedOn], at - stalledAfterMs),
        ...(alsoWaiting && waitingFlag ? [eq(attributes[waitingFlag], true)] : []),
      ].join(' OR ')
    }

  const find = async (ref: Ref, read: { consistent?: boolean } = {}): Promise<Item | undefined> =>
    (
      await entity()
        .get(keyOf(ref))
        .go({ consistent: read.consistent ?? false })
    ).data ?? undefined

  /** One conditional update of a running request, by its id: false once it was replaced or has ended. */
  const updateRunning = (request: Ref & Pick<Item, RequestId>, changes: Partial<Item>) =>
    writtenUnlessConditionFails(() =>
      entity()
        .patch(keyOf(request))
        .set(changes)
        .where(
          (attributes, { eq }) =>
            `${eq(attributes[requestId], request[requestId])} AND ${eq(attributes.status, RUNNING)}`,
        )
        .go({ originalErr: true }),
    )

  /**
   * Records `request` unless one runs (or, with `fresh`, an identical one ended fresh): one conditional put;
   * false (nothing written) otherwise.
   */
  const start = (request: Item) =>
    writtenUnlessConditionFails(() =>
      entity()
        .put(request)
        .where(replaceableAt(startedOnOf(request), true, request))
        .go({ originalErr: true }),
    )

  return {
    /** The latest request: one GetItem, consistent when a job must see the write that started it. */
    find,

    start,

    /**
     * Records `request` unless one runs (or an identical one ended fresh), and answers that one instead: one
     * conditional put, and after a loss one consistent GetItem. A request that ended between the two is
     * replaced by the next put.
     */
    async startOrFindRunning(request: Item & Ref): Promise<StartAnswer<Item>> {
      for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
        if (await start(request)) return { started: true }
        const running = await find(request, { consistent: true })
        const at = startedOnOf(request)
        if (runsAt(running, at) || freshFor(running, request, at)) return { started: false, running }
      }
      throw (
        options.busy?.(request) ??
        conflict('REQUEST_BUSY', 'This request keeps changing as it starts. Try again in a moment.')
      )
    },

    /**
     * Makes the stored request run again with `changes` (its status, request id and start time among them)
     * unless one runs: one conditional update, which keeps what it does not change and removes `remove`. False
     * when one runs. For a request recorded first and started later (the legacy queued merge).
     */
    restartUnlessRunning: (ref: Ref, changes: Partial<Item>, remove: (keyof Item & string)[] = []) =>
      writtenUnlessConditionFails(() => {
        const update = entity().patch(keyOf(ref)).set(changes)
        return (remove.length ? update.remove(remove) : update)
          .where(replaceableAt(changes[startedOn] as number, false))
          .go({ originalErr: true })
      }),

    /** Records how far a running request is; false when it no longer runs (replaced, or ended). */
    progress: updateRunning,

    /** Records how a running request ended (its status among the changes); false when it no longer runs. */
    finish: updateRunning,

    /** Whether a request still shown as running stopped long ago (by `now`): it is answered as failed. */
    isStalled: (item: Item, now: number) =>
      (item.status === RUNNING || flagged(item, runningFlag)) && startedOnOf(item) < now - stalledAfterMs,
  }
}
