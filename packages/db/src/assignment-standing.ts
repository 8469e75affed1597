import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { ASSIGNMENTS_INDEXES } from './assignments-keys'
import { batchGetItems } from './batches'
import { fillKey, indexKey } from './key-templates'
import { partitionItems } from './partition-items'

/**
 * Where students stand on their assignments, read from the assignments table on its shared keys
 * (assignments-keys.ts) without assignments' entities: for a mentor's view of their students.
 */

/** An assignment set for a group, as the standing needs it. */
export interface GroupAssignment {
  id: string
  /** The last instant a submission is on time. */
  deadlineAt: number
  /** Whether students submit online (`Enable`); a `Disable` one has nothing to miss. */
  acceptsSubmissions: boolean
}

/** A student's submission to an assignment. */
export interface StudentSubmission {
  assignmentId: string
  late: boolean
}

/** How a student stands on their group's assignments. */
export interface AssignmentStanding {
  /** Due (the deadline passed), taking submissions, and not submitted. */
  missing: number
  /** Submitted after the deadline. */
  late: number
}

/** A student's standing from their group's assignments and their submissions, at `now`. */
export function assignmentStandingOf(
  assignments: readonly GroupAssignment[],
  submissions: readonly StudentSubmission[],
  now: number,
): AssignmentStanding {
  const submitted = new Map(submissions.map((submission) => [submission.assignmentId, submission]))
  let missing = 0
  let late = 0
  for (const assignment of assignments) {
    const submission = submitted.get(assignment.id)
    if (submission?.late) late++
    else if (!submission && assignment.acceptsSubmissions && assignment.deadlineAt < now) missing++
  }
  return { missing, late }
}

export function createAssignmentStanding(client: DynamoDBDocumentClient, table: string) {
  const { assignment, groupItem, submission } = ASSIGNMENTS_INDEXES
  return {
    /**
     * The assignments set for each group, by group id: one Query of each group's partition (sent together),
     * then one BatchGetItem per 100 assignments. A pointer whose assignment is gone counts for nothing.
     */
    async ofGroups(groupIds: readonly string[]): Promise<Map<string, GroupAssignment[]>> {
      const unique = [...new Set(groupIds)]
      const pointers = await Promise.all(
        unique.map((groupId) =>
          partitionItems(client, table, groupItem.byGroup, fillKey(groupItem.byGroup.pk, { groupId })),
        ),
      )
      const ids = [...new Set(pointers.flat().map((item) => String(item.id)))]
      const items = ids.length
        ? await batchGetItems(
            client,
            table,
            ids.map((id) => indexKey(assignment.byId, { id })),
          )
        : []
      const byId = new Map(
        items.map((item): [string, GroupAssignment] => [
          String(item.id),
          {
            id: String(item.id),
            deadlineAt: Number(item.deadlineAt),
            acceptsSubmissions: item.submission !== 'Disable',
          },
        ]),
      )
      return new Map(
        unique.map((groupId, index) => [
          groupId,
          (pointers[index] ?? []).flatMap((item) => byId.get(String(item.id)) ?? []),
        ]),
      )
    },

    /** Each student's submissions, by student id: one Query of each one's gsi1 partition, sent together. */
    async submissionsOf(studentIds: readonly string[]): Promise<Map<string, StudentSubmission[]>> {
      const unique = [...new Set(studentIds)]
      const reads = await Promise.all(
        unique.map((studentId) =>
          partitionItems(
            client,
            table,
            submission.byStudent,
            fillKey(submission.byStudent.pk, { studentId }),
          ),
        ),
      )
      return new Map(
        unique.map((studentId, index) => [
          studentId,
          (reads[index] ?? []).map((item) => ({
            assignmentId: String(item.assignmentId),
            late: item.late === true,
          })),
        ]),
      )
    },
  }
}

export type AssignmentStandingReader = ReturnType<typeof createAssignmentStanding>
