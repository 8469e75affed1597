import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { ACADEMICS_INDEXES, indexKeys, writeBatch } from '@campus/db'
import { facultyDepartmentItem, taughtGroupItem } from '@campus/testing'

/**
 * The academic structure the identity tests' people name, written into the academics table the way academics'
 * entities write it, so user writes (which check every reference, user-references.ts) find it. Every year is
 * department A's but ay-2 and ay-b2 (department B's, as the fixture's other student) and ay-c (C's); each group
 * is its year's.
 */
export const STRUCTURE = {
  faculties: ['fac-1', 'fac-2'],
  facultyDepartments: [
    { id: 'fd-1', name: 'Engineering', facultyId: 'fac-1' },
    { id: 'fd-2', name: 'Sciences', facultyId: 'fac-2' },
  ],
  departments: [
    { id: 'dept-a', degreeName: 'B.E', departmentName: 'Civil', facultyDeptId: 'fd-1' },
    { id: 'dept-b', degreeName: 'B.E', departmentName: 'Mechanical', facultyDeptId: 'fd-2' },
    { id: 'dept-c', degreeName: 'B.E', departmentName: 'Electrical', facultyDeptId: 'fd-1' },
  ],
  years: {
    'dept-a': ['ay-1', 'ay-3', 'ay-4', 'ay-5', 'ay-6', 'ay-7', 'ay-8', 'ay-9'],
    'dept-b': ['ay-2', 'ay-b2'],
    'dept-c': ['ay-c'],
  },
  groups: {
    'ay-1': ['grp-1', 'grp-1b', 'grp-2', 'grp-imp', 'grp-imp2', 'grp-chunk'],
    'ay-2': ['grp-9', 'grp-b1'],
    'ay-3': ['grp-3'],
    'ay-4': ['grp-4'],
    'ay-5': ['grp-5'],
    'ay-6': ['grp-6'],
  },
} as const

const AT = 1_700_000_000_000
const electro = (entity: string) => ({ __edb_e__: entity, __edb_v__: '1' })
const record = { createdOn: AT, modifiedOn: AT }

/** An academic structure for a test: units, each department's years, each year's groups. */
export interface StructureOfTest {
  faculties: readonly string[]
  facultyDepartments: readonly { id: string; name: string; facultyId: string }[]
  departments: readonly { id: string; degreeName: string; departmentName: string; facultyDeptId: string }[]
  years: Readonly<Record<string, readonly string[]>>
  groups: Readonly<Record<string, readonly string[]>>
}

/** Writes {@link STRUCTURE}, or a test's own, into an academics table (BatchWriteItems). */
export async function putAcademicStructure(
  client: DynamoDBDocumentClient,
  table: string,
  structure: StructureOfTest = STRUCTURE,
) {
  const departmentOf = (yearId: string) =>
    Object.entries(structure.years).find(([, years]) => years.includes(yearId))?.[0] ?? ''
  const items = [
    ...structure.faculties.map((id) => {
      const faculty = { id, name: id, ...record }
      return { ...faculty, ...electro('faculty'), ...indexKeys(ACADEMICS_INDEXES.faculty, faculty) }
    }),
    ...structure.facultyDepartments.map((unit) => facultyDepartmentItem(unit, AT)),
    ...structure.departments.map((unit) => {
      const department = { ...unit, totalSemester: '8', ...record }
      return {
        ...department,
        ...electro('department'),
        ...indexKeys(ACADEMICS_INDEXES.department, department),
      }
    }),
    ...Object.entries(structure.years).flatMap(([departmentId, years]) =>
      years.map((id, index) => {
        const year = {
          id,
          departmentId,
          startYear: 2020 + index,
          endYear: 2024 + index,
          type: 'sem',
          noOfYears: 4,
          currentYear: 1,
          currentSem: 1,
          inactive: 'NO',
          regulationId: `reg-${departmentId}`,
          ...record,
        }
        return { ...year, ...electro('academicYear'), ...indexKeys(ACADEMICS_INDEXES.academicYear, year) }
      }),
    ),
    ...Object.entries(structure.groups).flatMap(([accYearId, groups]) =>
      groups.map((id) =>
        taughtGroupItem({ id, groupName: id, accYearId, departmentId: departmentOf(accYearId) }, AT),
      ),
    ),
  ]
  await writeBatch(
    client,
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
  )
}
