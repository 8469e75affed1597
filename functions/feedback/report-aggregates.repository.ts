import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { addAnswerUpdate, aggregatePartition, type AggregateHeading, type AggregateItem } from './aggregates'

/**
 * The report aggregates of the public form's answers (aggregates.ts): one item per reference and template
 * (`REPORT#<referenceId>` / `TEMPLATE#<templateId>`), added to atomically by each answer.
 */
export function createReportAggregatesRepository(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Every aggregate of one reference: one Query. */
    async ofReference(referenceId: string) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': aggregatePartition(referenceId) },
        }),
      )
      return Items as AggregateItem[]
    },

    /** Adds one answer's ratings to its aggregate, creating it if need be: one UpdateItem (ADD). */
    async add(
      answer: { referenceId: string; feedbackTemplateId: string; respondentKey?: string },
      heading: AggregateHeading,
      ratings: readonly number[],
    ) {
      await client.send(new UpdateCommand(addAnswerUpdate(table, answer, heading, ratings)))
    },
  }
}

export type ReportAggregatesRepository = ReturnType<typeof createReportAggregatesRepository>
