import type { MentorshipPeriod } from '@campus/core'
import { call, useApi } from '@/lib/api-client'
import { mentoringApi } from './client'

export type { MentorshipPeriod }

/** A student's mentors, the current one first (`GET /api/mentorLog?filter=studentId eq <id>`). */
export const useMentorPeriods = (studentId: string) =>
  useApi<MentorshipPeriod[]>(['mentoring', 'log', studentId], () =>
    call(mentoringApi.api.mentorLog.$get({ query: { filter: `studentId eq ${studentId}` } })),
  )
