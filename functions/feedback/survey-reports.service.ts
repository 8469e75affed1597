import {
  forbidden,
  mayManageDepartment,
  surveyIsOpen,
  type ClassReport,
  type PolledCandidate,
  type Principal,
  type StaffReport,
  type SubjectWiseReport,
  type SurveyHeading,
  type SurveyReportRow,
  type SurveyWiseReport,
  type WithheldReason,
} from '@campus/core'
import { reportOf } from './aggregates'
import type { SurveyItem } from './entities'
import { assertManages, mayManageSurvey } from './access-rules'
import type { SurveyAnswersRepository } from './survey-answers.repository'
import { sumOfTargets, targetListing, targetOf, type TargetItem } from './survey-targets'
import type { SurveyTargetsRepository } from './survey-targets.repository'
import type { SurveysRepository } from './surveys.repository'
import type { SurveysService } from './surveys.service'

const headingOf = (survey: SurveyItem): SurveyHeading => ({
  id: survey.id,
  name: survey.name,
  type: survey.type,
  status: survey.status,
  closesOn: survey.closesOn,
  ...(survey.departmentId ? { departmentId: survey.departmentId } : {}),
})

/** One target's figures in the legacy report shape, with what the target is. */
export function reportRowOf(survey: SurveyItem, target: TargetItem): SurveyReportRow {
  const { id, ...described } = targetOf(target)
  const report = reportOf(id, {
    ...sumOfTargets(survey, [target]),
    feedbackTemplateId: survey.feedbackTemplateId,
  })
  return {
    ...described,
    targetId: id,
    surveyId: survey.id,
    surveyName: survey.name,
    polledUser: report.polledUser,
    overAllAvg: report.overAllAvg,
    questions: report.questions,
  }
}

/** Several targets summed up in the legacy report shape (a whole survey, one class). */
const summaryOf = (survey: SurveyItem, targets: readonly TargetItem[]) => {
  const { polledUser, overAllAvg, questions } = reportOf(survey.id, sumOfTargets(survey, targets))
  return { polledUser, overAllAvg, questions }
}

/**
 * Survey reports, read from the counters each target keeps (survey-targets.ts), never from the answers: a
 * survey's reports are one Query of its partition however many students answered.
 */
export function createSurveyReportsService(deps: {
  surveys: SurveysService
  surveyRecords: SurveysRepository
  targets: SurveyTargetsRepository
  answers: SurveyAnswersRepository
  /** The confidentiality threshold: staff see their own results only from this many responses. */
  minResponses: number
  /**
   * The departments a member of staff belongs to (identity's directory). Absent in the jobs, which run an export
   * whose request was checked when it was made.
   */
  staffDepartments?: (staffId: string) => Promise<readonly string[]>
}) {
  const managed = deps.surveys.loadManaged

  /**
   * Whose staff report a caller may read, as with the people lists: anyone their own, the administrator
   * everyone's, an HOD that of the staff of a department they head.
   */
  async function assertMayReadStaffReport(actor: Principal, staffId: string) {
    if (actor.userId === staffId || actor.userType === 'ADMIN' || !deps.staffDepartments) return
    if (actor.userType === 'HOD') {
      const departments = await deps.staffDepartments(staffId)
      if (departments.some((id) => mayManageDepartment(actor, id))) return
      throw forbidden('You can read the feedback reports of the staff of the departments you head only.')
    }
    throw forbidden('Staff may read only their own feedback report.')
  }

  return {
    async subjectWise(actor: Principal, surveyId: string): Promise<SubjectWiseReport> {
      const { survey, targets } = await managed(actor, surveyId)
      return { survey: headingOf(survey), rows: targets.map((target) => reportRowOf(survey, target)) }
    },

    async surveyWise(actor: Principal, surveyId: string): Promise<SurveyWiseReport> {
      const { survey, targets } = await managed(actor, surveyId)
      return { survey: headingOf(survey), targets: targets.length, ...summaryOf(survey, targets) }
    },

    async byClass(actor: Principal, surveyId: string): Promise<ClassReport> {
      const { survey, targets } = await managed(actor, surveyId)
      const groups = new Map<string, TargetItem[]>()
      for (const target of targets)
        groups.set(target.groupId, [...(groups.get(target.groupId) ?? []), target])
      const classes = [...groups.values()]
        .map((group) => ({
          groupId: group[0]!.groupId,
          groupName: group[0]!.groupName,
          ...summaryOf(survey, group),
        }))
        .sort((a, b) => a.groupName.localeCompare(b.groupName))
      return { survey: headingOf(survey), classes }
    },

    assertMayReadStaffReport,

    /**
     * Every target about one staff member, newest survey first: a Query of their targets, then one
     * BatchGetItem for the surveys. Faculty may read only their own report, and see a row only once its survey
     * has closed and enough students answered for no answer to be traced back (the confidentiality rule); an
     * HOD reads the reports of the staff of the departments they head (one GetItem of the staff member's
     * contact), with the rows of the surveys they manage.
     */
    async staff(actor: Principal, staffId: string): Promise<StaffReport> {
      const own = actor.userType === 'FACULTY'
      if (own && actor.userId !== staffId) throw forbidden('Staff may read only their own feedback report.')
      await assertMayReadStaffReport(actor, staffId)
      const targets = await deps.targets.listed(targetListing.staff(staffId))
      const visible = own ? targets : targets.filter((target) => mayManageSurvey(actor, target))
      const surveyIds = [...new Set(visible.map((target) => target.surveyId))]
      const surveys = new Map(
        (await deps.surveyRecords.findMany(surveyIds)).map((survey) => [survey.id, survey]),
      )
      const rows = visible.flatMap((target) => {
        const survey = surveys.get(target.surveyId)
        if (!survey) return []
        const row = reportRowOf(survey, target)
        const withheld: WithheldReason | undefined = !own
          ? undefined
          : surveyIsOpen(survey)
            ? 'SURVEY_OPEN'
            : row.polledUser < deps.minResponses
              ? 'TOO_FEW_RESPONSES'
              : undefined
        return [withheld ? { ...row, polledUser: 0, overAllAvg: 0, questions: [], withheld } : row]
      })
      return {
        staffId,
        ...(targets[0]?.staffName ? { staffName: targets[0].staffName } : {}),
        minResponses: deps.minResponses,
        rows,
      }
    },

    /** Who answered a survey (one target, or all), not what they answered: a Query of the answers. */
    async polled(actor: Principal, surveyId: string, targetId?: string): Promise<PolledCandidate[]> {
      const survey = await deps.surveys.find(surveyId)
      assertManages(actor, survey)
      return (await deps.answers.ofSurvey(surveyId, targetId))
        .map((answer) => ({
          targetId: answer.targetId,
          userId: answer.userId,
          name: answer.name,
          ...(answer.regNo ? { regNo: answer.regNo } : {}),
          submittedOn: answer.submittedOn,
        }))
        .sort((a, b) => a.name.localeCompare(b.name))
    },
  }
}

export type SurveyReportsService = ReturnType<typeof createSurveyReportsService>
