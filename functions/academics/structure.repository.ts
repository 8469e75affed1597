import { academicsPartitions, academicsSortKeyPrefixes, readPartition } from '@campus/db'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type {
  StoredAcademicYear,
  StoredDepartment,
  StoredFaculty,
  StoredFacultyDepartment,
  StoredGroup,
  StoredRegulation,
} from './entities'

/** The college's academic structure as one Query reads it (see @campus/db academics-keys.ts: gsi1 ORG, gsi2 DEPT#). */
export interface Structure {
  faculties: StoredFaculty[]
  facultyDepartments: StoredFacultyDepartment[]
  departments: StoredDepartment[]
  years: StoredAcademicYear[]
  groups: StoredGroup[]
  regulations: StoredRegulation[]
}

/**
 * Reads of the partitions that hold many kinds of record at once, each a single Query: the college's units
 * (faculties, faculty departments, departments), the whole structure with every year and group, or one
 * department with its years, groups and regulations.
 */
export function createStructureRepository(client: DynamoDBDocumentClient, table: string) {
  const read = async (key: Parameters<typeof readPartition>[2]): Promise<Structure> => {
    const parts = await readPartition(client, table, key)
    return {
      faculties: (parts.faculty ?? []) as StoredFaculty[],
      facultyDepartments: (parts.facultyDepartment ?? []) as StoredFacultyDepartment[],
      departments: (parts.department ?? []) as StoredDepartment[],
      years: (parts.academicYear ?? []) as StoredAcademicYear[],
      groups: (parts.group ?? []) as StoredGroup[],
      regulations: (parts.regulation ?? []) as StoredRegulation[],
    }
  }
  return {
    /** Faculties, faculty departments and departments. */
    units: () =>
      read({ index: 'gsi1', pk: academicsPartitions.org, skPrefix: academicsSortKeyPrefixes.units }),
    /** Faculties and faculty departments (their sort keys both start UNIT#F). */
    faculties: () =>
      read({ index: 'gsi1', pk: academicsPartitions.org, skPrefix: academicsSortKeyPrefixes.facultyUnits }),
    /** The units and every academic year with its groups. */
    everything: () => read({ index: 'gsi1', pk: academicsPartitions.org }),
    /** One department with its academic years, their groups and its regulations. */
    department: (departmentId: string) =>
      read({ index: 'gsi2', pk: academicsPartitions.department(departmentId) }),
  }
}

export type StructureRepository = ReturnType<typeof createStructureRepository>
