import { GetCommand, paginateQuery, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
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
  writeCorrection,
  type IncrementalOptions,
  type RecountResult,
  type Recounted,
  type RecountSource,
} from './job-progress'
import { formAnswersPartition, keyPrefixes, templateKey } from './keys'

export { QUIET_PERIOD_MS } from './job-progress'

/** The most forms one invocation recounts; the next invocation continues from where it stopped. */
export const FORMS_PER_RUN = 2000

/** A form: a template answered about one reference (an event, a subject taught). */
export interface Form {
  feedbackTemplateId: string
  referenceId: string
}

type FormsRecounted = Recounted<Form, 'NO_TEMPLATE'>

/** The forms recounted by this invocation (`forms`), what it corrected and skipped, and its progress. */
export type RebuildResult = RecountResult<Form, 'NO_TEMPLATE', 'forms'>

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
 * A partition's answers, or none while one was given within the quiet period: its counts may still be on their
 * way, and a recount then would count it twice.
 */
export async function settledAnswersOf(
  client: DynamoDBDocumentClient,
  table: string,
  partition: string,
  now: () => number,
) {
  const { answers, newest } = await answersOf(client, table, partition)
  return newest > now() - QUIET_PERIOD_MS ? undefined : answers
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
  result: FormsRecounted,
) {
  const key = aggregateKey(form.referenceId, form.feedbackTemplateId)
  const stored = (await client.send(new GetCommand({ TableName: table, Key: key }))).Item as
    AggregateItem | undefined
  const partition = formAnswersPartition(form.feedbackTemplateId, form.referenceId)
  const answers = await settledAnswersOf(client, table, partition, now)
  if (!answers) return result.skipped.push({ ...form, reason: 'ACTIVE' })
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
  await writeCorrection(result, form, drift, () =>
    client.send(
      new PutCommand({
        TableName: table,
        Item: { ...key, ...rebuilt },
        ConditionExpression: stored ? 'polled = :polled' : 'attribute_not_exists(pk)',
        ...(stored ? { ExpressionAttributeValues: { ':polled': stored.polled } } : {}),
      }),
    ),
  )
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
  const headings = new Map<string, AggregateHeading | undefined>()
  const { recounted, ...result } = await recountEach(
    { client, table, now },
    'forms',
    options,
    FORMS_PER_RUN,
    FORMS,
    (form, into: FormsRecounted) => recountForm(client, table, form, now, headings, into),
  )
  return { forms: recounted, ...result }
}
