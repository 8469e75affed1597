import { paginateQuery, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  badRequest,
  headedDepartmentsOf,
  notFound,
  surveyFlow,
  type CreateSurvey,
  type Principal,
  type SubjectTarget,
  type GroupTarget,
  type SurveyDetail,
  type UpdateSurvey,
  type Caller,
} from '@campus/core'
import { changedMeanwhile, isConditionalFailure, newId, nextModifiedOn, stripKeys } from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { FeedbackEntities, SurveyItem } from './entities'
import { assertManages, mayManageSurvey } from './access-rules'
import { newTargetPut, surveyPartition, targetOf, type TargetItem } from './survey-targets'
import type { TemplatesService } from './templates.service'

const publicSurvey = (item: SurveyItem) => stripKeys(item) as SurveyItem

/** A survey as the API shows it: without the target groups it keeps for the public form's check. */
const shownSurvey = ({ targetGroupIds: _groups, ...survey }: SurveyItem) => survey

/** The groups a survey's targets ask, sorted and once each: what the survey item keeps of them. */
export const targetGroupIdsOf = (targets: readonly { groupId: string }[]) =>
  [...new Set(targets.map(({ groupId }) => groupId))].sort()

/**
 * Surveys: a template's questions (copied, so answers keep their meaning) put to chosen groups until a closing
 * date. The survey item and its targets share one partition, so a survey with its targets and their counts is
 * one Query.
 */
export function createSurveysService(deps: {
  entities: FeedbackEntities
  templates: TemplatesService
  audit: AuditTrail
  client: DynamoDBDocumentClient
  table: string
}) {
  const { entities, audit } = deps

  async function find(id: string) {
    const { data } = await entities.survey.get({ id }).go()
    if (!data) throw notFound('Survey', id)
    return data
  }

  /** The survey and its targets with their counters: one Query on the survey's partition. */
  async function load(id: string) {
    const items: Record<string, unknown>[] = []
    const pages = paginateQuery(
      { client: deps.client },
      {
        TableName: deps.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': surveyPartition(id) },
      },
    )
    for await (const page of pages) items.push(...(page.Items ?? []))
    const survey = items.find((item) => item.sk === 'SURVEY')
    if (!survey) throw notFound('Survey', id)
    const targets = items.filter((item) => String(item.sk).startsWith('TARGET#')) as unknown as TargetItem[]
    return { survey: publicSurvey(survey as SurveyItem), targets }
  }

  /** The survey and its targets, if the caller manages it. */
  async function loadManaged(actor: Principal, id: string) {
    const loaded = await load(id)
    assertManages(actor, loaded.survey)
    return loaded
  }

  async function get(actor: Principal, id: string) {
    const { survey, targets } = await loadManaged(actor, id)
    return detailOf(survey, targets)
  }

  const detailOf = (survey: SurveyItem, targets: TargetItem[]): SurveyDetail => ({
    ...shownSurvey(survey),
    targets: targets.map((item) => ({ ...targetOf(item), polled: item.polled })),
  })

  /** The department a new survey belongs to: an HOD's own (the only one, when they head just one). */
  function departmentFor(actor: Principal, departmentId: string | undefined) {
    if (actor.userType !== 'HOD') return departmentId
    const headed = headedDepartmentsOf(actor)
    const chosen = departmentId ?? (headed.length === 1 ? headed[0] : undefined)
    if (!chosen)
      throw badRequest('DEPARTMENT_REQUIRED', 'Choose the department this survey is for.', [
        { path: 'departmentId', message: 'Required' },
      ])
    return chosen
  }

  async function addTargets(
    caller: Caller,
    surveyId: string,
    flow: 'subject' | 'group',
    targets: readonly (SubjectTarget | GroupTarget)[],
  ) {
    const before = await find(surveyId)
    assertManages(caller.actor, before)
    if (surveyFlow(before.type) !== flow)
      throw badRequest(
        'WRONG_SURVEY_FLOW',
        flow === 'subject'
          ? 'This survey asks groups, not subjects: add groups to it.'
          : 'This survey asks about subjects: add subjects to it.',
      )
    // Targets first, one conditional put each (a target already there is kept as it is), then the count and
    // the target groups on the survey: a retry after a failure adds only what is missing.
    let added = 0
    for (const target of targets) {
      try {
        await deps.client.send(new PutCommand(newTargetPut(deps.table, before, target)))
        added += 1
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    }
    const { survey, targets: stored } = await load(surveyId)
    const targetGroupIds = targetGroupIdsOf(stored)
    const groupsKept = JSON.stringify(survey.targetGroupIds) === JSON.stringify(targetGroupIds)
    if (survey.targetCount !== stored.length || !groupsKept) {
      const after = {
        ...survey,
        targetCount: stored.length,
        targetGroupIds,
        modifiedOn: nextModifiedOn(survey.modifiedOn),
      }
      await entities.survey
        .put(after)
        .where(({ modifiedOn }, { eq }) => eq(modifiedOn, survey.modifiedOn))
        .go()
        .catch(changedMeanwhile('survey'))
      await audit(caller, { entity: 'survey', id: surveyId, action: 'ADD_TARGETS', after: { added } })
      return detailOf(after, stored)
    }
    return detailOf(survey, stored)
  }

  return {
    find,
    loadManaged,
    get,

    /** Every survey the caller manages, oldest or newest first: one Query (an HOD's are filtered from it). */
    async list(actor: Principal, order: 'asc' | 'desc') {
      const { data } = await entities.survey.query.all({}).go({ pages: 'all', order })
      return data
        .filter((survey) => mayManageSurvey(actor, survey))
        .map((survey) => shownSurvey(publicSurvey(survey)))
    },

    async create(caller: Caller, input: CreateSurvey) {
      const departmentId = departmentFor(caller.actor, input.departmentId)
      if (input.closesOn <= Date.now())
        throw badRequest('CLOSES_IN_THE_PAST', 'The closing date must be in the future.', [
          { path: 'closesOn', message: 'Choose a later date' },
        ])
      const template = await deps.templates.find(input.feedbackTemplateId)
      const now = Date.now()
      const survey: SurveyItem = {
        id: newId(),
        name: input.name,
        type: input.type,
        feedbackTemplateId: template.id,
        ...(departmentId ? { departmentId } : {}),
        closesOn: input.closesOn,
        status: 'OPEN',
        questions: template.questions,
        targetCount: 0,
        createdBy: caller.actor.userId,
        createdOn: now,
        modifiedOn: now,
      }
      assertManages(caller.actor, survey)
      await entities.survey.create(survey).go()
      await audit(caller, { entity: 'survey', id: survey.id, action: 'CREATE', after: survey })
      return detailOf(survey, [])
    },

    async update(caller: Caller, id: string, input: UpdateSurvey) {
      const { survey: before, targets } = await load(id)
      assertManages(caller.actor, before)
      const after: SurveyItem = {
        ...before,
        name: input.name ?? before.name,
        closesOn: input.closesOn ?? before.closesOn,
        status: input.status ?? before.status,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      await entities.survey
        .put(after)
        .where(({ modifiedOn }, { eq }) => eq(modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('survey'))
      await audit(caller, { entity: 'survey', id, action: 'UPDATE', before, after })
      return detailOf(after, targets)
    },

    addSubjects: (caller: Caller, surveyId: string, subjects: readonly SubjectTarget[]) =>
      addTargets(caller, surveyId, 'subject', subjects),

    addGroups: (caller: Caller, surveyId: string, groups: readonly GroupTarget[]) =>
      addTargets(caller, surveyId, 'group', groups),

    /** A survey's targets with how many answered each (`GET /v2/subject/survey`, `/v2/group/survey`). */
    async targets(actor: Principal, surveyId: string) {
      return (await get(actor, surveyId)).targets
    },
  }
}

export type SurveysService = ReturnType<typeof createSurveysService>
