import type { MentorComment } from '@campus/core'
import { mutate } from 'swr'
import { call, useApi } from '@/lib/api-client'
import { mentoringApi } from './client'

export type { MentorComment }

/** What a comment sends: the student, their mentor now, the words and the rating (the author is the caller). */
export type CommentFields = Pick<MentorComment, 'studentId' | 'mentorId' | 'commentDesc' | 'rating'> & {
  /** The signed-in user, as the legacy client sent it; the server takes the author from the session. */
  staffId: string
}

const commentsKey = (studentId: string) => ['mentoring', 'comments', studentId]

/** A student's comments (`GET /api/mentorComment?filter=studentId eq <id>`). */
export const useComments = (studentId: string) =>
  useApi<MentorComment[]>(commentsKey(studentId), () =>
    call(mentoringApi.api.mentorComment.$get({ query: { filter: `studentId eq ${studentId}` } })),
  )

export const refreshComments = (studentId: string) => mutate(commentsKey(studentId))

export const createComment = (comment: CommentFields) =>
  call(mentoringApi.api.mentorComment.$post({ json: comment }))

export const updateComment = (id: string, comment: CommentFields) =>
  call(mentoringApi.api.mentorComment[':id'].$put({ param: { id }, json: comment }))

export const deleteComment = (id: string) =>
  call(mentoringApi.api.mentorComment[':id'].$delete({ param: { id } }))
