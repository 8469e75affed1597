import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems } from './batches'
import { FEEDBACK_SURVEY_INDEXES } from './feedback-keys'
import { fillKey, indexKey } from './key-templates'
import { partitionItems } from './partition-items'

/**
 * Which surveys put to their group students have not answered, read from the feedback table on its shared keys
 * (feedback-keys.ts) without feedback's entities: for a mentor's view of their students. A student sees one
 * survey item per target of their group (the group, or one of its subjects and staff), as feedback's student
 * survey list shows them; each is answered once.
 */

/** A student and their group. */
export interface GroupMember {
  studentId: string
  groupId: string
}

export function createSurveyStanding(client: DynamoDBDocumentClient, table: string) {
  const { survey, surveyTarget, surveyAnswer } = FEEDBACK_SURVEY_INDEXES
  return {
    /**
     * How many of their group's survey targets each student has not answered, by student id: one Query of each
     * group's targets (gsi2, sent together), then BatchGetItems of the surveys (a target of a deleted survey
     * counts for nothing) and of each student's answer to each of their group's targets.
     */
    async unansweredOf(members: readonly GroupMember[]): Promise<Map<string, number>> {
      const groupIds = [...new Set(members.map((member) => member.groupId))]
      const targetReads = await Promise.all(
        groupIds.map((groupId) =>
          partitionItems(client, table, surveyTarget.byGroup, fillKey(surveyTarget.byGroup.pk, { groupId })),
        ),
      )
      const targetsOf = new Map(
        groupIds.map((groupId, index) => [
          groupId,
          (targetReads[index] ?? []).map((item) => ({
            surveyId: String(item.surveyId),
            targetId: String(item.targetId),
          })),
        ]),
      )
      const surveyIds = [...new Set([...targetsOf.values()].flat().map((target) => target.surveyId))]
      const asked = members.flatMap(({ studentId, groupId }) =>
        (targetsOf.get(groupId) ?? []).map((target) => ({ ...target, userId: studentId })),
      )
      const items = await batchGetItems(client, table, [
        ...surveyIds.map((id) => indexKey(survey.byId, { id })),
        ...asked.map((answer) => indexKey(surveyAnswer.byTarget, answer)),
      ])
      const surveys = new Set<string>()
      const answered = new Set<string>()
      const answerKey = (answer: Readonly<Record<string, unknown>>) =>
        `${String(answer.surveyId)}\n${String(answer.targetId)}\n${String(answer.userId)}`
      for (const item of items)
        if (item.sk === fillKey(survey.byId.sk, {})) surveys.add(String(item.id))
        else answered.add(answerKey(item))
      const unanswered = new Map(members.map(({ studentId }) => [studentId, 0]))
      for (const answer of asked)
        if (surveys.has(answer.surveyId) && !answered.has(answerKey(answer)))
          unanswered.set(answer.userId, (unanswered.get(answer.userId) ?? 0) + 1)
      return unanswered
    },
  }
}

export type SurveyStanding = ReturnType<typeof createSurveyStanding>
