import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { aggregateDrift, aggregateOf, type AggregateItem } from './aggregates'
import {
  recountEach,
  writeCorrection,
  type IncrementalOptions,
  type RecountResult,
  type Recounted,
  type RecountSource,
} from './job-progress'
import { settledAnswersOf } from './report-aggregates.job'
import { targetKey, type TargetItem } from './survey-targets'
import { keyPrefixes, surveyAnswersPartition } from './keys'

/** The most targets one invocation recounts; the next invocation continues from where it stopped. */
export const TARGETS_PER_RUN = 2000

/** One target of a survey. */
export interface Target {
  surveyId: string
  targetId: string
}

type TargetsRecounted = Recounted<Target, 'NO_TARGET'>

/** The targets recounted by this invocation (`targets`), what it corrected and skipped, and its progress. */
export type TargetRebuildResult = RecountResult<Target, 'NO_TARGET', 'targets'>

/** The targets: in a full pass every survey target; otherwise those answered lately. */
const TARGETS: RecountSource<keyof Target> = {
  kind: 'SURVEY',
  scan: {
    filter: 'begins_with(pk, :survey) AND begins_with(sk, :target)',
    values: { ':survey': keyPrefixes.survey, ':target': keyPrefixes.target },
  },
  fields: ['surveyId', 'targetId'],
}

/**
 * Recounts one target from its answers and corrects counters that drifted (an answer whose count failed after
 * it was stored). The correction replaces the counters only if the respondent count is still the one read, so
 * an answer arriving meanwhile is never lost; that target is checked again next run.
 */
async function recountTarget(
  client: DynamoDBDocumentClient,
  table: string,
  which: Target,
  now: () => number,
  result: TargetsRecounted,
) {
  const stored = (
    await client.send(new GetCommand({ TableName: table, Key: targetKey(which.surveyId, which.targetId) }))
  ).Item as TargetItem | undefined
  if (!stored) return result.skipped.push({ ...which, reason: 'NO_TARGET' })
  const partition = surveyAnswersPartition(which.surveyId, which.targetId)
  const answers = await settledAnswersOf(client, table, partition, now)
  if (!answers) return result.skipped.push({ ...which, reason: 'ACTIVE' })
  const counted = stored as unknown as AggregateItem
  const rebuilt = aggregateOf(
    { referenceId: stored.targetId, feedbackTemplateId: '' },
    { name: '', questions: [] },
    answers,
  )
  const drift = aggregateDrift(counted, rebuilt)
  if (drift.length === 0) return
  const names: Record<string, string> = {}
  const values: Record<string, number> = { ':stored': stored.polled }
  const sets: string[] = []
  const removes: string[] = []
  drift.forEach((attribute, index) => {
    names[`#a${index}`] = attribute
    const value = rebuilt[attribute as 'polled']
    if (value === undefined) removes.push(`#a${index}`)
    else {
      values[`:v${index}`] = value
      sets.push(`#a${index} = :v${index}`)
    }
  })
  names['#polled'] = 'polled'
  await writeCorrection(result, which, drift, () =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: targetKey(stored.surveyId, stored.targetId),
        UpdateExpression: [
          sets.length ? `SET ${sets.join(', ')}` : '',
          removes.length ? `REMOVE ${removes.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' '),
        ConditionExpression: '#polled = :stored',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  )
}

/**
 * Recounts the survey targets answered since the last run (docs/adr/0023): the first run, or one asked for
 * with `full`, recounts every target. At most `limit` targets per invocation; the progress item records where
 * it stopped and the next invocation continues there.
 */
export async function rebuildSurveyTargets(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number,
  options: IncrementalOptions = {},
): Promise<TargetRebuildResult> {
  const { recounted, ...result } = await recountEach(
    { client, table, now },
    'targets',
    options,
    TARGETS_PER_RUN,
    TARGETS,
    (target, into: TargetsRecounted) => recountTarget(client, table, target, now, into),
  )
  return { targets: recounted, ...result }
}
