import { writtenUnlessConditionFails } from '@campus/db'
import type { AssignmentsEntities, StoredSubmission } from './entities'

/** A submission as the marks screen changes it. */
export interface Marking {
  mark?: number | undefined
  remark?: string | undefined
  markedBy: string
  markedOn: number
}

/**
 * Students' submissions (docs/adr/0019). Every write is conditional on the file the caller last saw, so a
 * replacement, a removal and a mark never undo one another when they cross.
 */
export function createSubmissionsRepository(entities: AssignmentsEntities) {
  const key = (assignmentId: string, studentId: string) => ({ assignmentId, studentId })

  return {
    /** One GetItem. */
    find: async (assignmentId: string, studentId: string): Promise<StoredSubmission | undefined> =>
      (await entities.submission.get(key(assignmentId, studentId)).go()).data ?? undefined,

    /** Every submission of one student, by assignment: one Query (all pages). */
    ofStudent: async (studentId: string): Promise<StoredSubmission[]> =>
      (await entities.submission.query.byStudent({ studentId }).go({ pages: 'all' })).data,

    /**
     * Saves a submission in place of `previous` (none: there must be none). False when another upload or a
     * removal came first.
     */
    save: (submission: StoredSubmission, previous: StoredSubmission | undefined): Promise<boolean> =>
      writtenUnlessConditionFails(() =>
        entities.submission
          .put(submission)
          .where((item, { eq, notExists }) =>
            previous ? eq(item.file.fileKey, previous.file.fileKey) : notExists(item.assignmentId),
          )
          .go(),
      ),

    /** Deletes a submission if it still holds the file the caller saw. */
    remove: (submission: StoredSubmission): Promise<boolean> =>
      writtenUnlessConditionFails(() =>
        entities.submission
          .delete(key(submission.assignmentId, submission.studentId))
          .where((item, { eq }) => eq(item.file.fileKey, submission.file.fileKey))
          .go(),
      ),

    /** Sets or clears the mark and remark of a submission that still holds the file the marker saw. */
    mark: (submission: StoredSubmission, marking: Marking): Promise<boolean> =>
      writtenUnlessConditionFails(() => {
        const cleared = (['mark', 'remark'] as const).filter((field) => marking[field] === undefined)
        const update = entities.submission.patch(key(submission.assignmentId, submission.studentId)).set({
          markedBy: marking.markedBy,
          markedOn: marking.markedOn,
          ...(marking.mark === undefined ? {} : { mark: marking.mark }),
          ...(marking.remark === undefined ? {} : { remark: marking.remark }),
        })
        return (cleared.length ? update.remove(cleared) : update)
          .where((item, { eq }) => eq(item.file.fileKey, submission.file.fileKey))
          .go()
      }),
  }
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>
