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
  orNotFound,
  createdByCaller,
} from '@campus/core'
import { newId, nextModifiedOn, stripKeys } from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { SurveyItem } from './entities'
import { assertManages, mayManageSurvey } from './access-rules'
import { targetOf, type TargetItem } from './survey-targets'
import type { SurveyTargetsRepository } from './survey-targets.repository'
import type { SurveysRepository } from './surveys.repository'
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
  surveys: SurveysRepository
  targets: SurveyTargetsRepository
  templates: TemplatesService
  audit: AuditTrail
}) {
  const { surveys, audit } = deps

  const find = async (id: string) => orNotFound(await surveys.find(id), 'Survey', id)

  /** The survey and its targets with their counters: one Query on the survey's partition. */
  async function load(id: string) {
    const { survey, targets } = await surveys.withTargets(id)
    if (!survey) throw notFound('Survey', id)
    return { survey, targets }
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
    for (const target of targets) if (await deps.targets.add(before, target)) added += 1
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
      await surveys.replace(after, survey)
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
      return (await surveys.list(order))
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
        ...createdByCaller(caller),
      }
      assertManages(caller.actor, survey)
      await surveys.create(survey)
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
      await surveys.replace(after, before)
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
