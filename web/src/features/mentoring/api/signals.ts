import { call, useApi } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { mentoringApi } from './client'

const fetchSignals = (staffId: string) => call(mentoringApi.api.mentor.signals.$get({ query: { staffId } }))

export type StudentSignals = Awaited<ReturnType<typeof fetchSignals>>[number]

/**
 * What a mentor should look at per student (`GET /api/mentor/signals?staffId=<id>`): assignments missing or late,
 * surveys not answered, by student id. A server without the call (404) answers null, so the screen leaves the
 * column out rather than showing made-up zeros.
 */
export const useStudentSignals = (staffId: string | undefined) =>
  useApi(staffId ? ['mentoring', 'signals', staffId] : null, async () => {
    try {
      const rows = await fetchSignals(staffId ?? '')
      return new Map(rows.map((row) => [row.studentId, row]))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  })
