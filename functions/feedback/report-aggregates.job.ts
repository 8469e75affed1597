import { GetCommand, paginateQuery, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure } from '@campus/db'
import {
  aggregateDrift,
  aggregateKey,
  aggregateOf,
  type AggregateHeading,
  type AggregateItem,
} from './aggregates'
import {
  QUIET_PERIOD_MS,
  recountEach,
  type IncrementalOptions,
  type PartProgress,
  type RecountSource,
} from './job-progress'
import { formAnswersPartition, keyPrefixes, templateKey } from './keys'

export { QUIET_PERIOD_MS } from './job-progress'

/** The most forms one invocation recounts; the next invocation continues from where it stopped. */
export const FORMS_PER_RUN = 2000

interface Form {
  feedbackTemplateId: string
  referenceId: string
}

export interface RebuildResult {
  /** The forms recounted by this invocation. */
  forms: number
  corrected: { referenceId: string; feedbackTemplateId: string; drift: string[] }[]
  /** Forms answered during the run or its quiet period; the next run checks them. */
  skipped: { referenceId: string; feedbackTemplateId: string; reason: 'ACTIVE' | 'CHANGED' | 'NO_TEMPLATE' }[]
  progress: PartProgress
}

/** The forms: in a full pass every form that has answers or an aggregate; otherwise those answered lately. */
const FORMS: RecountSource<keyof Form> = {
  kind: 'FORM',
  scan: {
    filter: 'begins_with(pk, :answers) OR begins_with(pk, :report)',
    values: { ':answers': keyPrefixes.formAnswers, ':report': keyPrefixes.report },
  },
  fields: ['feedbackTemplateId', 'referenceId'],
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
 * Recounts one form from its answers and corrects its aggregate if it drifted (an answer whose aggregate update
 * failed after it was stored). Reads the aggregate, then the answers, and replaces the aggregate only if it is
 * still the one read (a conditional put on its respondent count), so an answer arriving meanwhile is never
 * lost; such a form is checked again on the next run, which finds that answer in its window.
 */
async function recountForm(
  client: DynamoDBDocumentClient,
  table: string,
  form: Form,
  now: () => number,
  headings: Map<string, AggregateHeading | undefined>,
  result: Omit<RebuildResult, 'progress'>,
) {
  const key = aggregateKey(form.referenceId, form.feedbackTemplateId)
  const stored = (await client.send(new GetCommand({ TableName: table, Key: key }))).Item as
    AggregateItem | undefined
  const { answers, newest } = await answersOf(
    client,
    table,
    formAnswersPartition(form.feedbackTemplateId, form.referenceId),
  )
  if (newest > now() - QUIET_PERIOD_MS) return result.skipped.push({ ...form, reason: 'ACTIVE' })
  if (!headings.has(form.feedbackTemplateId)) {
    const template = await client.send(
      new GetCommand({
        TableName: table,
        Key: templateKey(form.feedbackTemplateId),
      }),
    )
    headings.set(form.feedbackTemplateId, template.Item as AggregateItem | undefined)
  }
  const heading = stored ?? headings.get(form.feedbackTemplateId)
  if (!heading) return result.skipped.push({ ...form, reason: 'NO_TEMPLATE' })
  const rebuilt = aggregateOf(form, heading, answers)
  const drift = aggregateDrift(stored, rebuilt)
  if (drift.length === 0) return
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

/**
 * Recounts the report aggregates of the forms answered since the last run (docs/adr/0023): the first run, or
 * one asked for with `full`, recounts every form, as ADR 0009's rebuild did. At most `limit` forms per
 * invocation; the progress item records where it stopped and the next invocation continues there.
 */
export async function rebuildReportAggregates(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number,
  options: IncrementalOptions = {},
): Promise<RebuildResult> {
  const result: Omit<RebuildResult, 'progress'> = { forms: 0, corrected: [], skipped: [] }
  const headings = new Map<string, AggregateHeading | undefined>()
  const { recounted, progress } = await recountEach(
    { client, table, now },
    'forms',
    options,
    FORMS_PER_RUN,
    FORMS,
    (form) => recountForm(client, table, form, now, headings, result),
  )
  return { ...result, forms: recounted, progress }
}
