import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { writtenUnlessConditionFails } from '@campus/db'
import {
  addAnswerUpdate,
  aggregatePartition,
  withoutBursts,
  type AggregateHeading,
  type AggregateItem,
  type ReportedAggregate,
  type StoredBurst,
} from './aggregates'
import { exclusionsKey, exclusionsSortKey, keyPrefixes, sortKeyIs } from './keys'

/** The bursts left out of one form's report, and the version a replacement must still find. */
export interface FormExclusions {
  bursts: StoredBurst[]
  /** 0 while the form has none. */
  version: number
}

/**
 * The report aggregates of the public form's answers (aggregates.ts): one item per reference and template
 * (`REPORT#<referenceId>` / `TEMPLATE#<templateId>`), added to atomically by each answer; beside each, the
 * bursts an organiser left out of its report (`EXCLUDED#<templateId>`, docs/adr/0033).
 */
export function createReportAggregatesRepository(client: DynamoDBDocumentClient, table: string) {
  /** Every item of a reference's report partition: one Query. */
  async function partitionOf(referenceId: string) {
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': aggregatePartition(referenceId) },
      }),
    )
    return Items
  }

  /** The bursts of one template's form among a report partition's items. */
  function exclusionsIn(items: Record<string, unknown>[], feedbackTemplateId: string): FormExclusions {
    const item = items.find((found) => found.sk === exclusionsSortKey(feedbackTemplateId))
    return { bursts: (item?.bursts ?? []) as StoredBurst[], version: Number(item?.version ?? 0) }
  }

  const aggregatesIn = (items: Record<string, unknown>[]) =>
    items.filter((item) => !sortKeyIs(item, keyPrefixes.excluded)) as unknown as AggregateItem[]

  return {
    /** Every aggregate of one reference, less the bursts left out of each: one Query. */
    async ofReference(referenceId: string): Promise<ReportedAggregate[]> {
      const items = await partitionOf(referenceId)
      return aggregatesIn(items).map((aggregate) =>
        withoutBursts(aggregate, exclusionsIn(items, aggregate.feedbackTemplateId).bursts),
      )
    },

    /** The aggregates of one reference as counted, and the bursts of each template's form: one Query. */
    async withExclusions(referenceId: string) {
      const items = await partitionOf(referenceId)
      return {
        aggregates: aggregatesIn(items),
        exclusionsOf: (feedbackTemplateId: string) => exclusionsIn(items, feedbackTemplateId),
      }
    },

    /**
     * Replaces a form's bursts if they are still the `version` read (one conditional put), so two organisers
     * changing them at once cannot lose each other's change or leave an answer out twice. False when they were
     * changed meanwhile.
     */
    async replaceExclusions(
      form: { referenceId: string; feedbackTemplateId: string },
      bursts: readonly StoredBurst[],
      version: number,
    ) {
      return writtenUnlessConditionFails(() =>
        client.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...exclusionsKey(form.referenceId, form.feedbackTemplateId),
              referenceId: form.referenceId,
              feedbackTemplateId: form.feedbackTemplateId,
              bursts,
              version: version + 1,
            },
            ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
            ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
          }),
        ),
      )
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
