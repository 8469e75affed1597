import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure, partitionItems, TABLE_PARTITION } from '@campus/db'
import { MIGRATIONS_PARTITION, migrationKey } from './keys'

export { MIGRATIONS_PARTITION, migrationKey }

/**
 * How long a run's claim on a version holds. Longer than any Lambda may run (15 minutes; the jobs function
 * stops at 10), so a claim lapses only when the run that took it has died, and the next run then retries.
 */
export const CLAIM_LAPSES_AFTER_MS = 20 * 60 * 1000

/** A summary recorded with a version is kept under this size; a longer one is cut (still readable JSON text). */
const OUTCOME_MAX_CHARS = 16_000

export type MigrationState = 'APPLYING' | 'APPLIED' | 'FAILED'

export interface MigrationRecord {
  version: number
  name: string
  state: MigrationState
  /** The run that claimed it last. */
  runId: string
  startedAt: number
  appliedAt?: number
  durationMs?: number
  outcome?: Record<string, unknown>
  failedAt?: number
  error?: string
}

/** The outcome as a plain JSON object of bounded size (undefined values dropped). */
function summary(outcome: Record<string, unknown>): Record<string, unknown> {
  const json = JSON.stringify(outcome)
  return json.length <= OUTCOME_MAX_CHARS
    ? (JSON.parse(json) as Record<string, unknown>)
    : { truncated: json.slice(0, OUTCOME_MAX_CHARS) }
}

function recordOf(item: Record<string, unknown>): MigrationRecord {
  const { pk: _pk, sk: _sk, ...record } = item
  return record as unknown as MigrationRecord
}

/**
 * The record of applied migrations. A version is claimed with a conditional put before it runs, so of any
 * number of concurrent runs exactly one runs it; the claim becomes APPLIED when it succeeds, or FAILED (which
 * a later run may claim again) when it throws.
 */
export function createMigrationRecords(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Every version recorded, oldest first (one Query, strongly consistent). */
    async list(): Promise<MigrationRecord[]> {
      const items = await partitionItems(client, table, TABLE_PARTITION, MIGRATIONS_PARTITION, {
        consistentRead: true,
      })
      return items.map(recordOf).sort((a, b) => a.version - b.version)
    },

    async get(version: number): Promise<MigrationRecord | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName: table, Key: migrationKey(version), ConsistentRead: true }),
      )
      return Item ? recordOf(Item) : undefined
    },

    /**
     * Claims a version for this run: succeeds only if no run has recorded it, its last attempt failed, or the
     * run applying it died (its claim lapsed). Returns false when another run holds or applied it.
     */
    async claim(version: number, name: string, runId: string, now: number): Promise<boolean> {
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { ...migrationKey(version), version, name, state: 'APPLYING', runId, startedAt: now },
            ConditionExpression:
              'attribute_not_exists(pk) OR #state = :failed OR (#state = :applying AND startedAt <= :lapsed)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':failed': 'FAILED',
              ':applying': 'APPLYING',
              ':lapsed': now - CLAIM_LAPSES_AFTER_MS,
            },
          }),
        )
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },

    /** Records the claimed version as applied; false if this run's claim was taken over meanwhile. */
    async applied(
      claimed: Pick<MigrationRecord, 'version' | 'name' | 'runId' | 'startedAt'>,
      appliedAt: number,
      outcome: Record<string, unknown>,
    ) {
      return this.settle({
        ...claimed,
        state: 'APPLIED',
        appliedAt,
        durationMs: appliedAt - claimed.startedAt,
        outcome: summary(outcome),
      })
    },

    /** Records that the claimed version failed: nothing of it counts as applied, and the next run retries it. */
    async failed(
      claimed: Pick<MigrationRecord, 'version' | 'name' | 'runId' | 'startedAt'>,
      failedAt: number,
      error: string,
    ) {
      return this.settle({ ...claimed, state: 'FAILED', failedAt, error: error.slice(0, 2000) })
    },

    /** Replaces this run's claim with how it ended, only while the claim is still this run's. */
    async settle(record: MigrationRecord) {
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { ...migrationKey(record.version), ...record },
            ConditionExpression: '#state = :applying AND runId = :runId',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':applying': 'APPLYING', ':runId': record.runId },
          }),
        )
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },
  }
}

export type MigrationRecords = ReturnType<typeof createMigrationRecords>
