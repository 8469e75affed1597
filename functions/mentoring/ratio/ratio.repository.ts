import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createDepartmentStudents, createMentorshipPeriods, type MenteeRecord } from '@campus/db'

export interface RatioTables {
  mentoring: string
  academics: string
  directory: string
}

/**
 * What the ratio reads, all through shared readers (docs/adr/0019: only a repository holds the client): the
 * departments and their groups (academics), each group's students (directory), and every mentorship of each
 * department, current and ended (mentoring's gsi3).
 */
export function createRatioRepository(client: DynamoDBDocumentClient, tables: RatioTables) {
  const rolls = createDepartmentStudents(client, tables)
  const periods = createMentorshipPeriods(client, tables.mentoring)
  return {
    collegeDepartments: () => rolls.collegeDepartments(),
    departments: (departmentIds: readonly string[]) => rolls.departments(departmentIds),
    activeStudentsOf: (groupIds: readonly string[]) => rolls.activeStudentsOf(groupIds),

    /** The mentorship records of these departments' students, by student id: one Query per department. */
    async menteesOf(departmentIds: readonly string[]): Promise<Map<string, MenteeRecord>> {
      const reads = await Promise.all(departmentIds.map((id) => periods.everInDepartment(id)))
      return new Map(reads.flat().map((record) => [record.studentId, record]))
    },
  }
}

export type RatioRepository = ReturnType<typeof createRatioRepository>
