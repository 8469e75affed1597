import type { Group } from '@campus/core'
import { mutate } from 'swr'
import { academicsApi, call, identityApi, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

/** An academic year's current groups, by name. */
export const useYearGroups = (accYearId: string | undefined) =>
  useApi<Group[]>(accYearId ? ['academics', 'groups', accYearId, 'full'] : null, () =>
    fetchList(academicsApi.api.group, { filter: { accYearId, type: 'CURRENT' }, sort: 'groupName' }),
  )

const studentCountsKey = (accYearId: string) => ['identity', 'group-student-counts', accYearId]

/** Re-reads a year's student counts after its groups change. */
export const refreshStudentCounts = (accYearId: string) => mutate(studentCountsKey(accYearId))

/**
 * How many students each group of a year has: one list call for the year's students (their `groupId` only),
 * counted here, instead of one call per group.
 */
export const useGroupStudentCounts = (accYearId: string | undefined) =>
  useApi(accYearId ? studentCountsKey(accYearId) : null, async () => {
    const students: { groupId?: string }[] = await fetchList(identityApi.api.user, {
      filter: { usertype: 'STUDENT', accYearId },
      fields: ['groupId'],
      count: 100000,
    })
    const counts = new Map<string, number>()
    for (const { groupId } of students) if (groupId) counts.set(groupId, (counts.get(groupId) ?? 0) + 1)
    return counts
  })

/** Adds a group; a name the year already has answers `status: "YES"`. */
export const createGroup = (accYearId: string, groupName: string) =>
  call(academicsApi.api.group.$post({ json: { accYearId, groupName } }))

export const renameGroup = (id: string, groupName: string) =>
  call(academicsApi.api.group.$put({ json: { id, groupName } }))

/** Refused with 409 GROUP_IN_USE while subjects are taught to the group. */
export const deleteGroup = (id: string) => call(academicsApi.api.group[':id'].$delete({ param: { id } }))
