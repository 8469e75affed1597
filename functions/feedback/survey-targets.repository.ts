import { paginateQuery, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { SurveyTarget } from '@campus/core'
import { partitionItems, writtenUnlessConditionFails } from '@campus/db'
import { addSurveyAnswerUpdate, newTargetPut, surveyPartition, type TargetItem } from './survey-targets'
import { keyPrefixes } from './keys'

/** Where targets are listed: a staff member's (gsi1) or a group's (gsi2), as `targetListing` names them. */
export type TargetListing = { index: 'gsi1' | 'gsi2'; key: string }

/**
 * Survey targets (survey-targets.ts): written once each into the survey's partition, counted by atomic ADDs,
 * listed under a staff member or a group.
 */
export function createSurveyTargetsRepository(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Creates a target with no answers yet: one conditional put. False when the survey already has it. */
    async add(
      survey: { id: string; createdOn: number; departmentId?: string },
      target: Omit<SurveyTarget, 'id'>,
    ): Promise<boolean> {
      return writtenUnlessConditionFails(() =>
        client.send(new PutCommand(newTargetPut(table, survey, target))),
      )
    },

    /** Every target listed under a staff member or a group, newest survey first: one Query (paged). */
    async listed(listing: TargetListing) {
      const index = { index: listing.index, pk: { field: `${listing.index}pk` } }
      const items = await partitionItems(client, table, index, listing.key, { newestFirst: true })
      return items as unknown as TargetItem[]
    },

    /** The groups a survey's targets ask, once each, in the order read: one Query (paged) of the group ids. */
    async groupIdsOf(surveyId: string) {
      const groups = new Set<string>()
      const pages = paginateQuery(
        { client },
        {
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :target)',
          ExpressionAttributeValues: { ':pk': surveyPartition(surveyId), ':target': keyPrefixes.target },
          ProjectionExpression: 'groupId',
        },
      )
      for await (const page of pages) for (const item of page.Items ?? []) groups.add(String(item.groupId))
      return [...groups]
    },

    /** Adds one student's ratings to a target's counters: one UpdateItem (ADD); the target must exist. */
    async count(surveyId: string, targetId: string, ratings: readonly number[]) {
      await client.send(new UpdateCommand(addSurveyAnswerUpdate(table, surveyId, targetId, ratings)))
    },
  }
}

export type SurveyTargetsRepository = ReturnType<typeof createSurveyTargetsRepository>
