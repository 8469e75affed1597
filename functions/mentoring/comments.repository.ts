import { changedMeanwhile, idKeyedRecords } from '@campus/db'
import type { MentoringEntities, StoredMentorComment } from './entities'

/** Only the attributes the API shows: ElectroDB answers without keys. */
export const commentRecord = (comment: StoredMentorComment) => {
  const { id, studentId, staffId, mentorId, commentDesc, rating, commentDate, createdBy } = comment
  const { staffInfo, mentorInfo, createdOn, modifiedOn } = comment
  return {
    id,
    studentId,
    staffId,
    mentorId,
    commentDesc,
    rating,
    commentDate,
    createdBy,
    staffInfo,
    mentorInfo,
    createdOn,
    modifiedOn,
  }
}

/** Mentor comments: one item each, listed per student oldest first (gsi1). */
export function createCommentsRepository(entities: MentoringEntities) {
  return {
    ...idKeyedRecords<StoredMentorComment>(() => entities.comment),

    /** The comments on a student, oldest first: one Query of the student's gsi1 partition, all pages. */
    async ofStudent(studentId: string) {
      const { data } = await entities.comment.query.byStudent({ studentId }).go({ pages: 'all' })
      return data.map(commentRecord)
    },

    /** Replaces the comment if nobody changed it since `before` was read (409 `CHANGED_MEANWHILE` if not). */
    async replace(before: StoredMentorComment, after: StoredMentorComment) {
      await entities.comment
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('comment'))
    },

    /** Deletes the comment if nobody changed it since `before` was read (409 `CHANGED_MEANWHILE` if not). */
    async delete(before: StoredMentorComment) {
      await entities.comment
        .delete({ id: before.id })
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('comment'))
    },
  }
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>
