import { writtenUnlessConditionFails } from '@campus/db'
import type { MergeLevel, NaacEntities, StoredMergeRequest } from '../entities'
import { STALLED_AFTER_MS } from './stalled'

/** One merged (or listed) file of a merge: where it is, the name it is shown and saved under, its size. */
export interface MergedFile {
  /** The key in its bucket. */
  objectKey: string
  /** `exports` for a merged PDF; `attachments` for a file kept as it was uploaded. */
  bucket: 'exports' | 'attachments'
  fileKey: string
  bytes: number
}

/** A merge's files of one file field. */
export interface MergedField {
  fileName: string
  fieldKey: string
  files: MergedFile[]
  skipped: { fileName: string; reason: string }[]
}

/**
 * Merge requests (entities.ts `mergeRequest`): one record per template and faculty or faculty department,
 * holding its latest merge. Starting is one conditional write, so of concurrent requests one starts and the
 * others are refused while it runs; the job's writes are conditional on its run, so a late job of an older
 * run never overwrites a newer one.
 */
export function createMergesRepository(entities: NaacEntities) {
  /** A request may (re)start unless a merge of it runs and has not stalled; a queued one may be started. */
  const startable =
    (at: number, orQueued: boolean) =>
    (
      attribute: Pick<StoredMergeRequest, 'status' | 'createdOn' | 'queued'>,
      op: {
        ne: (a: unknown, v: unknown) => string
        lt: (a: unknown, v: unknown) => string
        notExists: (a: unknown) => string
        eq: (a: unknown, v: unknown) => string
      },
    ) =>
      [
        op.notExists(attribute.status),
        op.ne(attribute.status, 'PROCESSING'),
        op.lt(attribute.createdOn, at - STALLED_AFTER_MS),
        ...(orQueued ? [op.eq(attribute.queued, true)] : []),
      ].join(' OR ')

  const updateRun = (id: string, runId: string, changes: Partial<StoredMergeRequest>) =>
    writtenUnlessConditionFails(() =>
      entities.mergeRequest
        .patch({ id })
        .set(changes)
        .where((request, { eq }) => `${eq(request.runId, runId)} AND ${eq(request.status, 'PROCESSING')}`)
        .go({ originalErr: true }),
    )

  return {
    find: async (id: string): Promise<StoredMergeRequest | undefined> =>
      (await entities.mergeRequest.get({ id }).go()).data ?? undefined,

    /** Many by id (one BatchGetItem per 100). */
    async findMany(ids: readonly string[]): Promise<StoredMergeRequest[]> {
      if (!ids.length) return []
      const { data } = await entities.mergeRequest.get(ids.map((id) => ({ id }))).go({ concurrency: 2 })
      return data
    },

    /** A template's merges of one level (one Query of gsi1). */
    async ofTemplate(templateId: string, level: MergeLevel): Promise<StoredMergeRequest[]> {
      const { data } = await entities.mergeRequest.query
        .byTemplate({ naacTemplateId: templateId, level })
        .go({ pages: 'all' })
      return data
    },

    /**
     * Starts a merge: one conditional put, unless one runs (false). A merge queued by a PUT is started too.
     * The files of the last merge stay on the record until the new one completes.
     */
    start: (request: StoredMergeRequest) =>
      writtenUnlessConditionFails(() =>
        entities.mergeRequest
          .put(request)
          .where((attribute, op) => startable(request.createdOn, true)(attribute, op))
          .go({ originalErr: true }),
      ),

    /** Queues a merge (the legacy PUT): PROCESSING without a job yet; false when one runs. */
    queue: (id: string, runId: string, by: { requestedBy: string; requestedByName: string }, at: number) =>
      writtenUnlessConditionFails(() =>
        entities.mergeRequest
          .patch({ id })
          .set({
            status: 'PROCESSING',
            queued: true,
            runId,
            done: 0,
            total: 0,
            createdOn: at,
            modifiedOn: at,
            ...by,
          })
          .remove(['reason'])
          .where((attribute, op) => startable(at, false)(attribute, op))
          .go({ originalErr: true }),
      ),

    progress: (id: string, runId: string, progress: { done: number; total: number }, at: number) =>
      updateRun(id, runId, { ...progress, modifiedOn: at }),

    complete: (id: string, runId: string, attachment: MergedField[], done: number, at: number) =>
      updateRun(id, runId, { status: 'COMPLETED', attachment, done, total: done, modifiedOn: at }),

    fail: (id: string, runId: string, reason: string, at: number) =>
      updateRun(id, runId, { status: 'FAILED', reason, modifiedOn: at }),
  }
}

export type MergesRepository = ReturnType<typeof createMergesRepository>
