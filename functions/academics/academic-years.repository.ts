import { academicsPartitions, academicsSortKeyPrefixes, getItems, keyOf, readPartition } from '@campus/db'
import type {
  AcademicsTable,
  StoredAcademicYear,
  StoredDepartment,
  StoredGroup,
  StoredRegulation,
  StoredSubject,
} from './entities'
import { recordWrites } from './record-writes'

/** Academic years: keyed by id, in a partition that also holds the year's groups and subjects taught. */
export function createAcademicYearsRepository({ entities, client, table }: AcademicsTable) {
  return {
    ...recordWrites<StoredAcademicYear>(() => entities.academicYear, 'academic year'),

    /** What a year's partition holds: the year, its groups and the subjects taught in it. One Query. */
    async findWithContents(id: string) {
      const parts = await readPartition(client, table, { pk: academicsPartitions.year(id) })
      return {
        year: parts.academicYear?.[0] as StoredAcademicYear | undefined,
        groups: (parts.group ?? []) as StoredGroup[],
        subjects: (parts.subject ?? []) as StoredSubject[],
      }
    },

    /** A department's years (gsi2 DEPT# / YEAR#): one Query. */
    async ofDepartment(departmentId: string) {
      const parts = await readPartition(client, table, {
        index: 'gsi2',
        pk: academicsPartitions.department(departmentId),
        skPrefix: academicsSortKeyPrefixes.years,
      })
      return (parts.academicYear ?? []) as StoredAcademicYear[]
    },

    /** The department and regulation a new year names: one BatchGetItem. */
    async findDepartmentAndRegulation(departmentId: string, regulationId: string) {
      const read = await getItems(client, table, [
        keyOf(entities.department.get({ id: departmentId })),
        keyOf(entities.regulation.get({ id: regulationId })),
      ])
      return {
        department: read.department?.[0] as StoredDepartment | undefined,
        regulation: read.regulation?.[0] as StoredRegulation | undefined,
      }
    },
  }
}

export type AcademicYearsRepository = ReturnType<typeof createAcademicYearsRepository>
