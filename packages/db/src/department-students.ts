import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { academicsPartitions } from './academics-keys'
import type { ContactEntry } from './contacts'
import { createDirectory } from './directory'
import { readPartition } from './entity-reads'

/**
 * The students of departments as other domains may count them, without the identity table: the academics table
 * gives each department's groups, the directory each group's students (their contacts). A student without a
 * group is in no group's index, so they are not counted here (identity gives every enrolled student a group).
 */

/** A department with the groups of all its years. */
export interface DepartmentGroups {
  id: string
  /** `<degree> - <department>`, as the portal shows a department. */
  name: string
  groupIds: string[]
}

/** A student of a group, as a roll lists them. */
export interface RollStudent {
  id: string
  name: string
  registerNo: string
  groupId: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const departmentNameOf = (item: Record<string, unknown>) =>
  [text(item.degreeName), text(item.departmentName)].filter(Boolean).join(' - ')

/** Departments and groups of one or more partitions' items, departments in name order. */
function departmentsOf(
  departments: readonly Record<string, unknown>[],
  groups: readonly Record<string, unknown>[],
): DepartmentGroups[] {
  const byId = new Map<string, DepartmentGroups>()
  for (const item of departments)
    byId.set(text(item.id), { id: text(item.id), name: departmentNameOf(item), groupIds: [] })
  for (const group of groups) byId.get(text(group.departmentId))?.groupIds.push(text(group.id))
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export function createDepartmentStudents(
  client: DynamoDBDocumentClient,
  tables: { academics: string; directory: string },
) {
  const directory = createDirectory(client, tables.directory)
  return {
    /** Every department of the college with its groups: one Query of the academics ORG partition (gsi1). */
    async collegeDepartments(): Promise<DepartmentGroups[]> {
      const read = await readPartition(client, tables.academics, {
        index: 'gsi1',
        pk: academicsPartitions.org,
      })
      return departmentsOf(read.department ?? [], read.group ?? [])
    },

    /** These departments with their groups (unknown ids left out): one Query of each one's gsi2 partition. */
    async departments(departmentIds: readonly string[]): Promise<DepartmentGroups[]> {
      const reads = await Promise.all(
        [...new Set(departmentIds)].map((id) =>
          readPartition(client, tables.academics, { index: 'gsi2', pk: academicsPartitions.department(id) }),
        ),
      )
      return departmentsOf(
        reads.flatMap((read) => read.department ?? []),
        reads.flatMap((read) => read.group ?? []),
      )
    },

    /**
     * The students with ACTIVE accounts in these groups, in register number order: one Query of the directory's
     * group index per group, sent together.
     */
    async activeStudentsOf(groupIds: readonly string[]): Promise<RollStudent[]> {
      const groups = await Promise.all([...new Set(groupIds)].map((id) => directory.studentsOfGroup(id)))
      return groups
        .flat()
        .filter((entry: ContactEntry) => entry.usertype === 'STUDENT' && entry.accountStatus === 'ACTIVE')
        .map((entry) => ({
          id: entry.userId,
          name: entry.name,
          registerNo: entry.registerNo ?? '',
          groupId: entry.groupId ?? '',
        }))
        .sort((a, b) => a.registerNo.localeCompare(b.registerNo) || a.id.localeCompare(b.id))
    },
  }
}

export type DepartmentStudents = ReturnType<typeof createDepartmentStudents>
