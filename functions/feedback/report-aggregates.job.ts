import {
  GetCommand,
  paginateQuery,
  paginateScan,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure } from '@campus/db'
import {
  aggregateDrift,
  aggregateKey,
  aggregateOf,
  type AggregateHeading,
  type AggregateItem,
} from './aggregates'

/**
 * A form answered within this long before the rebuild reads it is left for the next run: its last answer's
 * aggregate update may still be on its way, and a rebuild then would count that answer twice.
 */
export const QUIET_PERIOD_MS = 60_000

interface Form {
  feedbackTemplateId: string
  referenceId: string
}

export interface RebuildResult {
  forms: number
  corrected: { referenceId: string; feedbackTemplateId: string; drift: string[] }[]
  /** Forms answered during the run or its quiet period; the next run checks them. */
  skipped: { referenceId: string; feedbackTemplateId: string; reason: 'ACTIVE' | 'CHANGED' | 'NO_TEMPLATE' }[]
}

/** Every form that has answers or an aggregate: a Scan of keys only, which is fine in a nightly job. */
async function formsOf(client: DynamoDBDocumentClient, table: string) {
  const forms = new Map<string, Form>()
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      ProjectionExpression: 'pk, sk, feedbackTemplateId, referenceId',
      FilterExpression: 'begins_with(pk, :answers) OR begins_with(pk, :report)',
      ExpressionAttributeValues: { ':answers': 'ANSWERS#', ':report': 'REPORT#' },
    },
  )
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      const form = {
        feedbackTemplateId: String(item.feedbackTemplateId),
        referenceId: String(item.referenceId),
      }
      forms.set(`${form.feedbackTemplateId}\n${form.referenceId}`, form)
    }
  return [...forms.values()]
}

/**
 * Every answer's ratings and respondent key (its sort key), and the time of the newest one: Queries on the
 * answers' partition.
 */
export async function answersOf(client: DynamoDBDocumentClient, table: string, partition: string) {
  const answers: { ratings: number[]; respondentKey: string }[] = []
  let newest = 0
  const pages = paginateQuery(
    { client },
    {
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: 'sk, ratings, submittedOn',
    },
  )
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      answers.push({ ratings: item.ratings as number[], respondentKey: String(item.sk) })
      newest = Math.max(newest, Number(item.submittedOn))
    }
  return { answers, newest }
}

/**
 * Rebuilds every report aggregate from the answers and corrects any that drifted (an answer whose aggregate
 * update failed after it was stored). Per form: read the aggregate, read the answers, and replace the aggregate
 * only if it is still the one read (a conditional put on its respondent count), so an answer arriving meanwhile
 * is never lost; such a form is checked again on the next run.
 */
export async function rebuildReportAggregates(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number,
): Promise<RebuildResult> {
  const result: RebuildResult = { forms: 0, corrected: [], skipped: [] }
  const headings = new Map<string, AggregateHeading | undefined>()
  for (const form of await formsOf(client, table)) {
    result.forms += 1
    const key = aggregateKey(form.referenceId, form.feedbackTemplateId)
    const stored = (await client.send(new GetCommand({ TableName: table, Key: key }))).Item as
      AggregateItem | undefined
    const { answers, newest } = await answersOf(
      client,
      table,
      `ANSWERS#${form.feedbackTemplateId}#${form.referenceId}`,
    )
    if (newest > now() - QUIET_PERIOD_MS) {
      result.skipped.push({ ...form, reason: 'ACTIVE' })
      continue
    }
    if (!headings.has(form.feedbackTemplateId)) {
      const template = await client.send(
        new GetCommand({
          TableName: table,
          Key: { pk: `TEMPLATE#${form.feedbackTemplateId}`, sk: 'TEMPLATE' },
        }),
      )
      headings.set(form.feedbackTemplateId, template.Item as AggregateItem | undefined)
    }
    const heading = stored ?? headings.get(form.feedbackTemplateId)
    if (!heading) {
      result.skipped.push({ ...form, reason: 'NO_TEMPLATE' })
      continue
    }
    const rebuilt = aggregateOf(form, heading, answers)
    const drift = aggregateDrift(stored, rebuilt)
    if (drift.length === 0) continue
    try {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { ...key, ...rebuilt },
          ConditionExpression: stored ? 'polled = :polled' : 'attribute_not_exists(pk)',
          ...(stored ? { ExpressionAttributeValues: { ':polled': stored.polled } } : {}),
        }),
      )
      result.corrected.push({ ...form, drift })
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      result.skipped.push({ ...form, reason: 'CHANGED' })
    }
  }
  return result
}
