import type { GroupOption } from '@/lib/academics'
import { academicsApi, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

/** The groups of these academic years (`GET /api/group?filter=accYearId eq …`, one call a year), by id. */
export const useGroupsOfYears = (accYearIds: readonly (string | undefined)[]) => {
  const years = [...new Set(accYearIds.filter((id): id is string => Boolean(id)))].sort()
  return useApi(years.length ? ['assignments', 'groups', ...years] : null, async () => {
    const lists = await Promise.all(
      years.map((accYearId): Promise<GroupOption[]> =>
        fetchList(academicsApi.api.group, { filter: { accYearId } }),
      ),
    )
    return new Map(lists.flat().map((group) => [group.id, group]))
  })
}

/** The academic year of a subject taught, for naming an assignment's groups (staff may read any subject). */
export const useSubjectYear = (subjectId: string | undefined) =>
  useApi(subjectId ? ['assignments', 'subject', subjectId] : null, async () => {
    const subject = await call(academicsApi.api.subject[':id'].$get({ param: { id: subjectId ?? '' } }))
    return subject.accYearId
  })
