import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  createAssignmentStanding,
  createDirectory,
  createStudentMentors,
  createSurveyStanding,
  type GroupMember,
} from '@campus/db'

export interface SignalsTables {
  mentoring: string
  directory: string
  assignments: string
  feedback: string
}

/**
 * What a mentor's signals read, all through shared readers on the owning domains' shared keys (docs/adr/0019:
 * only a repository holds the client): who the staff member mentors now (mentoring), each student's group
 * (directory), the groups' assignments and the students' submissions (assignments), the groups' survey targets
 * and the students' answers (feedback).
 */
export function createSignalsRepository(client: DynamoDBDocumentClient, tables: SignalsTables) {
  const mentors = createStudentMentors(client, tables.mentoring)
  const directory = createDirectory(client, tables.directory)
  const assignments = createAssignmentStanding(client, tables.assignments)
  const surveys = createSurveyStanding(client, tables.feedback)
  return {
    menteesOf: (staffId: string) => mentors.studentsOf(staffId),

    /** Each student's group (students without one left out): one BatchGetItem per 100 students' contacts. */
    async groupsOf(studentIds: readonly string[]): Promise<GroupMember[]> {
      const contacts = await directory.contacts(studentIds)
      return contacts.flatMap((contact) =>
        contact.groupId ? [{ studentId: contact.userId, groupId: contact.groupId }] : [],
      )
    },

    assignmentsOfGroups: (groupIds: readonly string[]) => assignments.ofGroups(groupIds),
    submissionsOf: (studentIds: readonly string[]) => assignments.submissionsOf(studentIds),
    unansweredSurveysOf: (members: readonly GroupMember[]) => surveys.unansweredOf(members),
  }
}

export type SignalsRepository = ReturnType<typeof createSignalsRepository>
