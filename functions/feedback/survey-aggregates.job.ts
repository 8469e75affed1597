import { paginateScan, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure } from '@campus/db'
import { aggregateDrift, aggregateOf, type AggregateItem } from './aggregates'
import { answersOf, QUIET_PERIOD_MS } from './report-aggregates.job'
import { targetKey, type TargetItem } from './survey-targets'

export interface TargetRebuildResult {
  targets: number
  corrected: { surveyId: string; targetId: string; drift: string[] }[]
  skipped: { surveyId: string; targetId: string; reason: 'ACTIVE' | 'CHANGED' }[]
}

/** Every survey target with its counters: a Scan, which is fine in a nightly job. */
async function targetsOf(client: DynamoDBDocumentClient, table: string) {
  const targets: TargetItem[] = []
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      FilterExpression: 'begins_with(pk, :survey) AND begins_with(sk, :target)',
      ExpressionAttributeValues: { ':survey': 'SURVEY#', ':target': 'TARGET#' },
    },
  )
  for await (const page of pages) targets.push(...((page.Items ?? []) as TargetItem[]))
  return targets
}

/**
 * Recounts every survey target from its answers and corrects counters that drifted (an answer whose count
 * failed after it was stored). The correction replaces the counters only if the respondent count is still the
 * one read, so an answer arriving meanwhile is never lost; that target is checked again next run.
 */
export async function rebuildSurveyTargets(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number,
): Promise<TargetRebuildResult> {
  const result: TargetRebuildResult = { targets: 0, corrected: [], skipped: [] }
  for (const stored of await targetsOf(client, table)) {
    result.targets += 1
    const which = { surveyId: stored.surveyId, targetId: stored.targetId }
    const { answers, newest } = await answersOf(
      client,
      table,
      `SURVEYANSWERS#${stored.surveyId}#${stored.targetId}`,
    )
    if (newest > now() - QUIET_PERIOD_MS) {
      result.skipped.push({ ...which, reason: 'ACTIVE' })
      continue
    }
    const counted = stored as unknown as AggregateItem
    const rebuilt = aggregateOf(
      { referenceId: stored.targetId, feedbackTemplateId: '' },
      { name: '', questions: [] },
      answers,
    )
    const drift = aggregateDrift(counted, rebuilt)
    if (drift.length === 0) continue
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
    try {
      await client.send(
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
      )
      result.corrected.push({ ...which, drift })
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      result.skipped.push({ ...which, reason: 'CHANGED' })
    }
  }
  return result
}
