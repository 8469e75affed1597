import { createJobRequests } from '@campus/db'
import type { MergeLevel, NaacEntities, StoredMergeRequest } from '../entities'

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
 * A merge that has recorded no progress for this long has stopped, and a new request replaces it. The job
 * records its progress after every PROGRESS_EVERY files and at least every PROGRESS_GAP_MS (merge.job.ts), and
 * one file (25 MB at most) merges in seconds, so five quiet minutes mean its Lambda died (or its start never
 * fired), well before the 15 minutes an export may run.
 */
export const MERGE_STALLED_AFTER_MS = 5 * 60 * 1000

/**
 * Merge requests (entities.ts `mergeRequest`): one record per template and faculty or faculty department,
 * holding its latest merge, kept by @campus/db's job requests (the run id names a merge). Starting is one
 * conditional write, so of concurrent requests one starts and the others are refused while it runs; the job's
 * writes are conditional on its run, so a late job of an older run never overwrites a newer one. A merge has
 * stalled once its last progress (`modifiedOn`) is MERGE_STALLED_AFTER_MS old. A merge queued by the legacy PUT
 * is PROCESSING without a job, and the next request starts it.
 */
export function createMergesRepository(entities: NaacEntities) {
  const requests = createJobRequests({
    entity: () => entities.mergeRequest,
    keyOf: ({ id }: Pick<StoredMergeRequest, 'id'>) => ({ id }),
    requestId: 'runId',
    // The last progress, not the start: a long merge that keeps merging is not stalled, a silent one is.
    startedOn: 'modifiedOn',
    stalledAfterMs: MERGE_STALLED_AFTER_MS,
    waitingFlag: 'queued',
  })

  return {
    ...requests,

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
     * Queues a merge (the legacy PUT): PROCESSING without a job yet, keeping the last merge's files; false when
     * one runs.
     */
    queue: (id: string, runId: string, by: { requestedBy: string; requestedByName: string }, at: number) =>
      requests.restartUnlessRunning(
        { id },
        {
          status: 'PROCESSING',
          queued: true,
          runId,
          done: 0,
          total: 0,
          createdOn: at,
          modifiedOn: at,
          ...by,
        },
        ['reason'],
      ),
  }
}

export type MergesRepository = ReturnType<typeof createMergesRepository>
