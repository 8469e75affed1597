import type { ListQuery } from '@campus/core'
import { academicsPartitions, academicsSortKeyPrefixes, type ListSpec } from '@campus/db'
import type { AcademicsTable, StoredRegulationSubject } from './entities'
import { renamableRecordWrites } from './record-writes'
import { listPartitionRecords } from './record-lists.repository'

/**
 * The subjects a regulation lists: keyed by their folded code in the regulation's partition, so a conditional
 * create is the duplicate check; their fixed id finds them through gsi3.
 */
export function createRegulationSubjectsRepository({ entities, client, table }: AcademicsTable) {
  return {
    /** A regulation's subjects a list query asks for, as the API shows them: one Query. */
    list: (regulationId: string, query: ListQuery, spec: ListSpec) =>
      listPartitionRecords(client, table, query, spec, {
        pk: academicsPartitions.regulation(regulationId),
        skPrefix: academicsSortKeyPrefixes.regulationSubjects,
        satisfies: ['regulationID'],
      }),

    ...renamableRecordWrites<
      StoredRegulationSubject,
      Pick<StoredRegulationSubject, 'regulationID' | 'codeKey'>
    >(
      () => entities.regulationSubject,
      'subject',
      ({ regulationID, codeKey }) => ({ regulationID, codeKey }),
    ),
  }
}

export type RegulationSubjectsRepository = ReturnType<typeof createRegulationSubjectsRepository>
