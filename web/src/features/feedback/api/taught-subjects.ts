import type { Subject } from '@campus/core'
import { fetchList, useApi } from '@/lib/api-client'

/**
 * The active subjects a group is taught, with their staff, from the academics API (`GET /api/subject`): a group
 * takes its whole year's subjects and its own. A subject survey asks about each of them per staff member.
 */
export const useTaughtSubjects = (accYearId: string | undefined, groupId: string | undefined) =>
  useApi(accYearId && groupId ? ['feedback', 'taught-subjects', accYearId, groupId] : null, () =>
    fetchList<Subject>('/api/subject', {
      filter: { accYearId, groupId, subjectStatus: 'ACTIVE' },
      sort: 'subjectCode',
    }),
  )
