import type { ListQuery } from '@campus/core'
import { academicsPartitions, academicsSortKeyPrefixes, type ListSpec } from '@campus/db'
import type { AcademicsTable, StoredGroup } from './entities'
import { renamableRecordWrites } from './record-writes'
import { listPartitionRecords } from './record-lists.repository'

/**
 * Groups: keyed by their folded name in their year's partition, so a conditional create is the duplicate
 * check; their fixed id finds them through gsi3.
 */
export function createGroupsRepository({ entities, client, table }: AcademicsTable) {
  return {
    /** A year's groups a list query asks for, as the API shows them: one Query on the year's partition. */
    list: (accYearId: string, query: ListQuery, spec: ListSpec) =>
      listPartitionRecords(client, table, query, spec, {
        pk: academicsPartitions.year(accYearId),
        skPrefix: academicsSortKeyPrefixes.groups,
        satisfies: ['accYearId'],
      }),

    ...renamableRecordWrites<StoredGroup, Pick<StoredGroup, 'accYearId' | 'nameKey'>>(
      () => entities.group,
      'group',
      ({ accYearId, nameKey }) => ({ accYearId, nameKey }),
    ),

    async findByName(accYearId: string, nameKey: string): Promise<StoredGroup | undefined> {
      const { data } = await entities.group.get({ accYearId, nameKey }).go()
      return data ?? undefined
    },
  }
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>
