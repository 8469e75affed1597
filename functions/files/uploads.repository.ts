import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createUploadRecords } from '@campus/files'
import { isConditionalFailure } from '@campus/db'
import type { FilesEntities } from './entities'

const HOUR_MS = 60 * 60 * 1000

/** The clock hour an instant falls in, as the quota's key holds it (`2026-11-25T13`, UTC). */
export const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13)

/**
 * The files table: upload records (the shared reads and writes of `@campus/files`, which `createAttachments`
 * uses too) and the hourly quotas of external uploads (per address, per signed-in user). With the entities, the only holder of the client
 * and the table (docs/adr/0019).
 */
export function createUploadsRepository(
  entities: FilesEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    ...createUploadRecords(client, table),

    /**
     * Counts one external upload for `caller` (an address, or `user:<id>`) in the current hour if fewer than
     * `limit` were counted: one conditional UpdateItem, never a read then a write. Whether it may go ahead.
     */
    async reserveExternalUpload(caller: string, limit: number, now: number) {
      const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS
      try {
        await entities.externalQuota
          .update({ caller, hour: hourOf(now) })
          .add({ uploads: 1 })
          .set({ ttl: Math.floor((hourStart + 2 * HOUR_MS) / 1000) })
          .where(({ uploads }, { notExists, lt }) => `${notExists(uploads)} OR ${lt(uploads, limit)}`)
          .go({ response: 'none', originalErr: true })
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>
