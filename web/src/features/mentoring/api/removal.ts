import { call } from '@/lib/api-client'
import { mentoringApi } from './client'
import type { MentoredStudent } from './mentors'

/**
 * Takes students from their mentor (`POST /api/mentorLog`): one entry each, with that student's own dates (the
 * legacy sent the last student's for all, legacy-client 5.9). The server ends each mentoring in the same write
 * that keeps the period in the student's history, so no record PUT follows.
 */
export const removeStudents = (staffId: string, students: readonly MentoredStudent[]) =>
  call(
    mentoringApi.api.mentorLog.$post({
      json: students.map(({ studentId, startDate, endDate }) => ({
        staffId,
        studentId,
        mentorId: staffId,
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
      })),
    }),
  )
