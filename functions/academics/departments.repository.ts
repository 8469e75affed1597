import { academicsPartitions, getItems, keyOf, readPartition } from '@campus/db'
import type { ClaimKey } from './claims.repository'
import type { AcademicsTable, StoredDepartment, StoredFacultyDepartment } from './entities'
import { recordWrites } from './record-writes'

/** Departments: one item each, in a partition that also holds the claims of what refers to it. */
export function createDepartmentsRepository({ entities, client, table }: AcademicsTable) {
  return {
    ...recordWrites<StoredDepartment>(() => entities.department, 'department'),

    /**
     * A department and, when `facultyDeptId` is given, that faculty department: one BatchGetItem, because an
     * update names both.
     */
    async findWithFacultyDepartment(id: string, facultyDeptId: string | undefined) {
      const keys = [keyOf(entities.department.get({ id }))]
      if (facultyDeptId) keys.push(keyOf(entities.facultyDepartment.get({ id: facultyDeptId })))
      const read = await getItems(client, table, keys)
      return {
        department: read.department?.[0] as StoredDepartment | undefined,
        facultyDepartment: read.facultyDepartment?.[0] as StoredFacultyDepartment | undefined,
      }
    },

    /** A department with the claims its academic years and regulations hold in its partition: one Query. */
    async findWithClaims(id: string) {
      const parts = await readPartition(client, table, { pk: academicsPartitions.department(id) })
      return {
        department: parts.department?.[0] as StoredDepartment | undefined,
        claims: (parts.departmentClaim ?? []) as Pick<ClaimKey, 'kind'>[],
      }
    },
  }
}

export type DepartmentsRepository = ReturnType<typeof createDepartmentsRepository>
