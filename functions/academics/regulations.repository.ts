import type { ListQuery } from '@campus/core'
import { academicsPartitions, academicsSortKeyPrefixes, type ListSpec, readPartition } from '@campus/db'
import type { AcademicsTable, StoredRegulation, StoredRegulationSubject } from './entities'
import { recordWrites } from './record-writes'
import { listPartitionRecords } from './record-lists.repository'

/** Regulations: keyed by id, in a partition that also holds their subjects; listed per department (gsi2). */
export function createRegulationsRepository({ entities, client, table }: AcademicsTable) {
  return {
    ...recordWrites<StoredRegulation>(() => entities.regulation, 'regulation'),

    /** A department's regulations a list query asks for, as the API shows them: one Query. */
    list: (departmentId: string, query: ListQuery, spec: ListSpec) =>
      listPartitionRecords(client, table, query, spec, {
        index: 'gsi2',
        pk: academicsPartitions.department(departmentId),
        skPrefix: academicsSortKeyPrefixes.regulations,
        satisfies: ['departmentID'],
      }),

    /** A regulation with the subjects it lists (its own partition): one Query. */
    async findWithSubjects(id: string) {
      const parts = await readPartition(client, table, { pk: academicsPartitions.regulation(id) })
      return {
        regulation: parts.regulation?.[0] as StoredRegulation | undefined,
        subjects: (parts.regulationSubject ?? []) as StoredRegulationSubject[],
      }
    },
  }
}

export type RegulationsRepository = ReturnType<typeof createRegulationsRepository>
