import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure } from '@campus/db'
import { answeredInWindow, type AnsweredCursor, type AnsweredKind } from './answered-index'
import { jobProgressKey } from './keys'

/**
 * The nightly job's progress (docs/adr/0023), one item per part of the job (`forms`, `targets`, `workbooks`):
 * the watermark `through` (every answer given before it has been checked) and the pass under way, if an
 * invocation stopped at its limit. Each invocation continues the pass, then starts the next one from the
 * watermark. Every write is conditional on the revision read, so of two overlapping runs only one advances it,
 * and the watermark never moves backwards.
 */

/**
 * An answer given within this long before a run starts is left for the next run: its aggregate update may
 * still be on its way, and a recount then would count it twice. A pass covers answers given before `until`,
 * this long before it started.
 */
export const QUIET_PERIOD_MS = 60_000

export type JobPart = 'forms' | 'targets' | 'workbooks'

/** One pass of a part: everything (`full`), or what was answered or changed in [from, until). */
export interface Pass {
  full: boolean
  from: number
  until: number
  /** Where the last invocation stopped; none when the pass has not started. */
  cursor?: unknown
}

interface ProgressItem {
  through?: number
  pass?: Pass
  revision: number
}

export interface IncrementalOptions {
  /** Recount everything, as the first run does, correcting drift anywhere. */
  full?: boolean
  /** The most aggregates (or surveys) one invocation handles. */
  limit?: number
}

/** How a part's invocation went: what it covered, and whether work is left for the next invocation. */
export interface PartProgress {
  full: boolean
  /** The watermark after this invocation: every answer given before it has been checked. */
  watermark: number
  /** A pass stopped at the limit; the next invocation continues it. */
  more: boolean
  /** Another run advanced the progress first; this one's work is kept, its progress is not. */
  superseded?: true
}

const progressKey = (part: JobPart) => jobProgressKey('feedback-reports', part)

/**
 * Runs a part's passes within one invocation: continues the stored pass, or starts one (full when asked or
 * when there is no watermark yet, else from the watermark), and once a pass finishes with budget left starts
 * the next. `chunk` handles at most `budget` things of the pass from its cursor and returns how many it handled
 * and, if it stopped short of the pass's end, where.
 */
export async function runPasses(
  deps: { client: DynamoDBDocumentClient; table: string; now: () => number },
  part: JobPart,
  options: IncrementalOptions & { limit: number },
  chunk: (pass: Pass, budget: number) => Promise<{ handled: number; cursor?: unknown }>,
): Promise<PartProgress> {
  const { client, table } = deps
  const stored = (
    await client.send(new GetCommand({ TableName: table, Key: progressKey(part), ConsistentRead: true }))
  ).Item as ProgressItem | undefined
  let revision = stored?.revision ?? 0
  let through = stored?.through
  const fresh = (full: boolean): Pass => ({
    full,
    from: full ? 0 : (through ?? 0),
    until: deps.now() - QUIET_PERIOD_MS,
  })
  // A full run asked for replaces an incremental pass under way: it covers that pass's window too.
  const resumed = stored?.pass && !(options.full && !stored.pass.full) ? stored.pass : undefined
  let pass = resumed ?? fresh(options.full === true || through === undefined)
  let started = !resumed
  let budget = options.limit
  const full = pass.full
  for (;;) {
    const done = await chunk(pass, budget)
    budget -= done.handled
    const finished = done.cursor === undefined
    const next: ProgressItem = finished
      ? { through: Math.max(through ?? 0, pass.until), revision: revision + 1 }
      : {
          ...(through === undefined ? {} : { through }),
          pass: { ...pass, cursor: done.cursor },
          revision: revision + 1,
        }
    try {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { ...progressKey(part), ...next, updatedOn: deps.now() },
          ...(revision === 0
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression:
                  '#revision = :revision AND (attribute_not_exists(#through) OR #through <= :through)',
                ExpressionAttributeNames: { '#revision': 'revision', '#through': 'through' },
                ExpressionAttributeValues: { ':revision': revision, ':through': next.through ?? 0 },
              }),
        }),
      )
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      return { full, watermark: through ?? 0, more: !finished, superseded: true }
    }
    revision = next.revision
    through = next.through
    if (!finished || started || budget <= 0) return { full, watermark: through ?? 0, more: !finished }
    pass = fresh(false)
    started = true
  }
}

/** Where a Scan stopped: after the last item taken (none: at the start). */
export interface ScanCursor {
  after?: Record<string, unknown>
}

/**
 * A full pass's chunk: the distinct things (`identify` names them) of the items a filtered Scan finds, from
 * `cursor`, at most `limit` of them, and where it stopped if it stopped short of the end of the table.
 */
export async function scanDistinct<T>(
  client: DynamoDBDocumentClient,
  table: string,
  scan: {
    filter: string
    values: Record<string, unknown>
    attributes: readonly string[]
    cursor?: ScanCursor
    limit: number
    identify: (item: Record<string, unknown>) => [key: string, value: T]
  },
) {
  const found = new Map<string, T>()
  const names = Object.fromEntries(scan.attributes.map((attribute, index) => [`#a${index}`, attribute]))
  let start = scan.cursor?.after
  let taken = start
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: scan.filter,
        ExpressionAttributeValues: scan.values,
        ExpressionAttributeNames: names,
        ProjectionExpression: ['pk', 'sk', ...Object.keys(names)].join(', '),
        ExclusiveStartKey: start,
      }),
    )
    for (const item of page.Items ?? []) {
      const [key, value] = scan.identify(item)
      if (!found.has(key)) {
        if (found.size >= scan.limit) return { found, cursor: (taken ? { after: taken } : {}) as ScanCursor }
        found.set(key, value)
      }
      taken = { pk: item.pk, sk: item.sk }
    }
    start = page.LastEvaluatedKey
  } while (start)
  return { found, cursor: undefined }
}

/** What a part recounts (forms, targets): where a full pass finds them, and which two fields name one. */
export interface RecountSource<Field extends string> {
  /** The kind of answers that name them in the gsi2 listing by day. */
  kind: AnsweredKind
  /** The Scan filter of a full pass, over keys. */
  scan: { filter: string; values: Record<string, string> }
  /** The two attributes that name one (a form's template and reference, a target's survey and id). */
  fields: readonly [Field, Field]
}

/** The thing an item names, by the source's two fields, and its key among those found. */
const identify =
  <Field extends string>({ fields }: RecountSource<Field>) =>
  (item: Record<string, unknown>): [string, Record<Field, string>] => {
    const named = Object.fromEntries(fields.map((field) => [field, String(item[field])])) as Record<
      Field,
      string
    >
    return [fields.map((field) => named[field]).join('\n'), named]
  }

/**
 * What a pass recounts from its cursor, at most `limit`: in a full pass everything the Scan finds (fine in a
 * job); otherwise what was answered in the pass's window, from the answers' gsi2 listing by day.
 */
export const recountCandidates = <Field extends string>(
  client: DynamoDBDocumentClient,
  table: string,
  pass: Pass,
  limit: number,
  source: RecountSource<Field>,
) =>
  pass.full
    ? scanDistinct(client, table, {
        ...source.scan,
        attributes: source.fields,
        cursor: pass.cursor as ScanCursor | undefined,
        limit,
        identify: identify(source),
      })
    : answeredInWindow(client, table, {
        kind: source.kind,
        window: pass,
        cursor: pass.cursor as AnsweredCursor | undefined,
        limit,
        attributes: source.fields,
        identify: identify(source),
      })

/** What a recount part reports: what it corrected, and what it left for the next run and why. */
export interface Recounted<Part, Missing extends string> {
  corrected: (Part & { drift: string[] })[]
  /** ACTIVE: answered within the quiet period; CHANGED: answered during the recount; else nothing to count. */
  skipped: (Part & { reason: 'ACTIVE' | 'CHANGED' | Missing })[]
}

/** What a recount part's invocation returns: how many it recounted (as `Count`), the result, the progress. */
export type RecountResult<Part, Missing extends string, Count extends string> = Recounted<Part, Missing> &
  Record<Count, number> & { progress: PartProgress }

/**
 * Runs a recount part (forms, targets) for one invocation: its passes from the stored progress, recounting
 * each candidate with `recount`, at most `options.limit` (else `defaultLimit`) of them. `recount` reports into
 * the result it is handed.
 */
export async function recountEach<Field extends string, Missing extends string>(
  deps: { client: DynamoDBDocumentClient; table: string; now: () => number },
  part: JobPart,
  options: IncrementalOptions,
  defaultLimit: number,
  source: RecountSource<Field>,
  recount: (
    candidate: Record<Field, string>,
    result: Recounted<Record<Field, string>, Missing>,
  ) => Promise<unknown>,
) {
  const result: Recounted<Record<Field, string>, Missing> = { corrected: [], skipped: [] }
  let recounted = 0
  const progress = await runPasses(
    deps,
    part,
    { ...options, limit: options.limit ?? defaultLimit },
    async (pass, budget) => {
      const { found, cursor } = await recountCandidates(deps.client, deps.table, pass, budget, source)
      for (const candidate of found.values()) {
        recounted += 1
        await recount(candidate, result)
      }
      return { handled: found.size, cursor }
    },
  )
  return { recounted, ...result, progress }
}

/**
 * Writes one part's correction, conditional on the counts read: an answer arriving meanwhile makes it fail, and
 * the part is left as CHANGED for the next run, which finds that answer in its window.
 */
export async function writeCorrection<Part extends object, Missing extends string>(
  result: Recounted<Part, Missing>,
  part: Part,
  drift: string[],
  write: () => Promise<unknown>,
) {
  try {
    await write()
    result.corrected.push({ ...part, drift })
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    result.skipped.push({ ...part, reason: 'CHANGED' })
  }
}
