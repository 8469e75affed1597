import type { PutCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb'
import type { SurveyTarget } from '@campus/core'
import { FEEDBACK_SURVEY_INDEXES, indexKey } from '@campus/db'
import { createHash } from 'node:crypto'
import { countAnswerClauses, type AggregateItem } from './aggregates'
import { surveyPartition, targetKey, targetListing } from './keys'

/**
 * Survey targets: what a survey asks (a group, or a group's subject and staff), each kept as one item in the
 * survey's partition that is also its report aggregate: how many students answered and, per question and
 * grade, how many gave it (the same `g<question>_<grade>` counters as aggregates.ts). Staff reports find a staff
 * member's targets on gsi1, and a student's open surveys are their group's targets on gsi2.
 */

/** A target as stored: what it is, where it is listed, and its counters. */
export interface TargetItem extends Omit<SurveyTarget, 'id'> {
  pk: string
  sk: string
  surveyId: string
  targetId: string
  /** The survey's creation time, so indexes list a staff member's or group's targets newest survey last. */
  surveyCreatedOn: number
  departmentId?: string
  polled: number
  [count: `g${number}_${number}`]: number
}

export { surveyPartition, targetKey, targetListing }

/**
 * A target's id, derived from what it is, so adding the same subject and staff (or group) twice finds the
 * target already there instead of making a second one.
 */
export const targetIdOf = (target: Omit<SurveyTarget, 'id'>) =>
  createHash('sha256')
    .update([target.groupId, target.subjectId ?? '', target.staffId ?? ''].join('\n'))
    .digest('base64url')
    .slice(0, 20)

/** Where a target is listed: under its staff member (subject targets) and under its group. */
const listingKeys = (surveyCreatedOn: number, surveyId: string, targetId: string, target: SurveyTarget) => {
  const { byStaff, byGroup } = FEEDBACK_SURVEY_INDEXES.surveyTarget
  const sortValues = { surveyCreatedOn: String(surveyCreatedOn), surveyId, targetId }
  return {
    ...(target.staffId ? indexKey(byStaff, { ...sortValues, staffId: target.staffId }) : {}),
    ...indexKey(byGroup, { ...sortValues, groupId: target.groupId }),
  }
}

/** Creates a target with no answers yet, unless the survey already has it. */
export function newTargetPut(
  table: string,
  survey: { id: string; createdOn: number; departmentId?: string },
  target: Omit<SurveyTarget, 'id'>,
): PutCommandInput {
  const targetId = targetIdOf(target)
  const described = { ...target, id: targetId }
  return {
    TableName: table,
    Item: {
      ...targetKey(survey.id, targetId),
      ...listingKeys(survey.createdOn, survey.id, targetId, described),
      ...target,
      surveyId: survey.id,
      targetId,
      surveyCreatedOn: survey.createdOn,
      ...(survey.departmentId ? { departmentId: survey.departmentId } : {}),
      polled: 0,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  }
}

/** Adds one student's ratings to a target's counters. The target must exist. */
export function addSurveyAnswerUpdate(
  table: string,
  surveyId: string,
  targetId: string,
  ratings: readonly number[],
): UpdateCommandInput {
  const { names, additions } = countAnswerClauses(ratings)
  return {
    TableName: table,
    Key: targetKey(surveyId, targetId),
    UpdateExpression: `ADD ${additions}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':one': 1 },
  }
}

/** The target a stored item describes, without keys or counters. */
export const targetOf = (item: TargetItem): SurveyTarget => ({
  id: item.targetId,
  groupId: item.groupId,
  groupName: item.groupName,
  ...(item.subjectId ? { subjectId: item.subjectId } : {}),
  ...(item.subjectName ? { subjectName: item.subjectName } : {}),
  ...(item.subjectCode ? { subjectCode: item.subjectCode } : {}),
  ...(item.staffId ? { staffId: item.staffId } : {}),
  ...(item.staffName ? { staffName: item.staffName } : {}),
})

const COUNTER = /^g\d+_\d+$/

/**
 * The counters of several targets added together, as one aggregate in the shape reportOf reads: how a survey
 * or a class is summed up from its targets without reading a single answer.
 */
export function sumOfTargets(
  heading: { id: string; name: string; questions: readonly { question: string }[] },
  items: readonly TargetItem[],
): AggregateItem {
  const sum: AggregateItem = {
    referenceId: heading.id,
    feedbackTemplateId: '',
    name: heading.name,
    questions: heading.questions.map(({ question }) => ({ question })),
    polled: 0,
  }
  for (const item of items) {
    sum.polled += item.polled
    for (const [key, value] of Object.entries(item))
      if (COUNTER.test(key)) sum[key as `g${number}_${number}`] = (sum[key as 'g0_1'] ?? 0) + Number(value)
  }
  return sum
}
