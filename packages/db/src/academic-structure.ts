import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems } from './batches'
import { ACADEMICS_INDEXES, academicsPartitions } from './academics-keys'
import { readPartition } from './entity-reads'
import { indexKey } from './key-templates'

/**
 * The academic structure other domains write references to (identity's users name a department, a faculty
 * department, a faculty, an academic year and a group), read from the academics table as `createTeaching` reads
 * subjects: read only, on the keys academics-keys.ts spells. Identity checks every reference a user write
 * carries against it, and that a student's year and group belong together.
 */

/** A department: its id and its faculty department. */
export interface DepartmentUnit {
  id: string
  degreeName: string
  departmentName: string
  facultyDeptId: string
}

/** An academic year: its id, its department and its label. */
export interface AcademicYearUnit {
  id: string
  departmentId: string
  startYear: number
  endYear: number
}

/** A group of an academic year. */
export interface GroupUnit {
  id: string
  accYearId: string
  departmentId: string
}

/** The ids a write names, of each kind. */
export interface StructureIds {
  departmentIds?: readonly string[]
  facultyDeptIds?: readonly string[]
  facultyIds?: readonly string[]
  accYearIds?: readonly string[]
  groupIds?: readonly string[]
}

/** What of those ids exists, by id. */
export interface FoundStructure {
  departments: Map<string, DepartmentUnit>
  facultyDepartments: Set<string>
  faculties: Set<string>
  accYears: Map<string, AcademicYearUnit>
  groups: Map<string, GroupUnit>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const unique = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])]

export function createAcademicStructure(client: DynamoDBDocumentClient, table: string) {
  const { department, facultyDepartment, faculty, academicYear } = ACADEMICS_INDEXES

  return {
    /**
     * The departments, faculty departments, faculties and years named (one BatchGetItem), and the groups (a
     * Query of gsi3 each: a group is keyed by its name in its year): what is missing from the answer does not
     * exist.
     */
    async find(ids: StructureIds): Promise<FoundStructure> {
      const keys = [
        ...unique(ids.departmentIds).map((id) => indexKey(department.byId, { id })),
        ...unique(ids.facultyDeptIds).map((id) => indexKey(facultyDepartment.byId, { id })),
        ...unique(ids.facultyIds).map((id) => indexKey(faculty.byId, { id })),
        ...unique(ids.accYearIds).map((id) => indexKey(academicYear.byId, { id })),
      ]
      const [items, groupItems] = await Promise.all([
        keys.length ? batchGetItems(client, table, keys) : Promise.resolve([]),
        Promise.all(
          unique(ids.groupIds).map(async (id) => {
            const read = await readPartition(client, table, {
              index: 'gsi3',
              pk: academicsPartitions.group(id),
              limit: 1,
            })
            return read.group?.[0]
          }),
        ),
      ])
      const found: FoundStructure = {
        departments: new Map(),
        facultyDepartments: new Set(),
        faculties: new Set(),
        accYears: new Map(),
        groups: new Map(),
      }
      for (const item of items) {
        const id = text(item.id)
        if (item.__edb_e__ === 'department')
          found.departments.set(id, {
            id,
            degreeName: text(item.degreeName),
            departmentName: text(item.departmentName),
            facultyDeptId: text(item.facultyDeptId),
          })
        else if (item.__edb_e__ === 'facultyDepartment') found.facultyDepartments.add(id)
        else if (item.__edb_e__ === 'faculty') found.faculties.add(id)
        else if (item.__edb_e__ === 'academicYear')
          found.accYears.set(id, {
            id,
            departmentId: text(item.departmentId),
            startYear: Number(item.startYear),
            endYear: Number(item.endYear),
          })
      }
      for (const item of groupItems)
        if (item)
          found.groups.set(text(item.id), {
            id: text(item.id),
            accYearId: text(item.accYearId),
            departmentId: text(item.departmentId),
          })
      return found
    },
  }
}

export type AcademicStructure = ReturnType<typeof createAcademicStructure>
