import { randomUUID } from 'node:crypto'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity } from 'electrodb'
import { untilProcessed } from './batches'
import { isConditionalFailure } from './conditional'
import { secondaryIndex, tableIndex } from './key-templates'
import { lazy } from './lazy'

/** Who did what to which record, with the record before and after. Append-only. */
export interface AuditRecord {
  entityType: string
  entityId: string
  action: string
  actorId: string
  actorType: string
  /** The actor's name when they acted, so a record's timeline reads as people, not ids. */
  actorName?: string
  at: number
  before?: unknown
  after?: unknown
  requestId?: string
  /**
   * A deterministic id for a record written ahead of its change (ADR 0013): with the same `at`, writing it
   * again finds the first rather than adding a second. A random id unless given.
   */
  auditId?: string
}

/** The key of one stored audit record, for taking back one whose change never happened. */
export type AuditRecordKey = Pick<AuditRecord, 'entityType' | 'entityId' | 'at'> & { auditId: string }

/** Keys whose values never enter an audit record. */
const HIDDEN = /^(password|passwordHash|otp|codeHash|token|loginFailures|loginWindowStart|lockedUntil)$/

const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(strip)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) => !HIDDEN.test(key) && !key.startsWith('__edb') && !/^(pk|sk|gsi\d+(pk|sk))$/.test(key),
      )
      .map(([key, item]) => [key, strip(item)]),
  )
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10)

/**
 * The audit entity lives in each domain's own table (gsi1 lists a day's records for the nightly archive),
 * so writing audit needs no permission beyond the domain's own.
 */
const auditEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(
    {
      model: { service: 'audit', entity: 'audit', version: '1' },
      attributes: {
        auditId: { type: 'string', required: true },
        entityType: { type: 'string', required: true },
        entityId: { type: 'string', required: true },
        action: { type: 'string', required: true },
        actorId: { type: 'string', required: true },
        actorType: { type: 'string', required: true },
        actorName: { type: 'string' },
        at: { type: 'number', required: true },
        day: { type: 'string', required: true },
        before: { type: 'any' },
        after: { type: 'any' },
        requestId: { type: 'string' },
      },
      indexes: {
        byRecord: tableIndex('AUDIT#${entityType}#${entityId}', 'AT#${at}#${auditId}'),
        byDay: secondaryIndex('gsi1', 'AUDITDAY#${day}', 'AT#${at}#${auditId}'),
      },
    },
    { client, table },
  )

const itemOf = (record: AuditRecord) => ({
  ...record,
  before: strip(record.before),
  after: strip(record.after),
  auditId: record.auditId ?? randomUUID(),
  day: day(record.at),
})

export function createAuditLog(client: DynamoDBDocumentClient, table: string) {
  const entity = lazy(() => auditEntity(client, table))
  return {
    /**
     * Writes one record if none has its key. Returns whether this call wrote it: false when a record with the
     * same deterministic `auditId` and `at` was already there (the same change, written ahead and retried).
     */
    async write(record: AuditRecord): Promise<boolean> {
      try {
        await entity().create(itemOf(record)).go({ originalErr: true })
        return true
      } catch (error) {
        if (record.auditId && isConditionalFailure(error)) return false
        throw error
      }
    },

    /**
     * Takes back records written ahead of a change that then failed (ADR 0013): the only deletion the log
     * allows, and only of a record the same request wrote.
     */
    async remove(keys: readonly AuditRecordKey[]) {
      const pending = keys.map(({ entityType, entityId, at, auditId }) => ({
        entityType,
        entityId,
        at,
        auditId,
      }))
      await untilProcessed(pending, async (batch) => {
        const { unprocessed } = await entity().delete(batch).go({ concurrency: 4 })
        const left = new Set(unprocessed.map((key) => key.auditId))
        return { unprocessed: batch.filter((key) => left.has(key.auditId)) }
      })
    },

    /**
     * Many records at once (an import audits every user it writes): BatchWriteItem through ElectroDB, 25 at a
     * time, retrying what DynamoDB leaves unprocessed. Unlike `write` there is no not-exists condition, which a
     * batch cannot carry; a fresh random audit id never collides.
     */
    async writeMany(records: readonly AuditRecord[]) {
      await untilProcessed(records.map(itemOf), async (pending) => {
        const { unprocessed } = await entity().put(pending).go({ concurrency: 4 })
        const left = new Set(unprocessed.map((key) => key.auditId))
        return { unprocessed: pending.filter((item) => left.has(item.auditId)) }
      })
    },

    /** A record's history, newest first. */
    async listForRecord(entityType: string, entityId: string) {
      const { data } = await entity()
        .query.byRecord({ entityType, entityId })
        .go({ pages: 'all', order: 'desc' })
      return data
    },

    /**
     * Records written at or after `since` (up to a day before `now`), oldest first: a Query on each UTC day's
     * partition the span touches. The nightly repair asks it whether writes may still be on their way.
     */
    async listSince(since: number, now = Date.now()) {
      const days = [...new Set([day(since), day(now)])]
      const found = []
      for (const dayKey of days) {
        const { data } = await entity().query.byDay({ day: dayKey }).gte({ at: since }).go({ pages: 'all' })
        found.push(...data)
      }
      return found
    },

    /** Every audit record of one UTC day (`yyyy-mm-dd`), oldest first. */
    async listForDay(dayKey: string) {
      const { data } = await entity().query.byDay({ day: dayKey }).go({ pages: 'all' })
      return data
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
