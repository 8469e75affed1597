import * as z from 'zod'
import { MAX_RATING } from '../constants'
import {
  EpochMsInputSchema,
  EpochMsSchema,
  IdSchema,
  RecordMetaSchema,
  optionalText,
  requiredText,
} from './common'
import { ExportStatusSchema } from '../enums'
import { FEEDBACK_INCOMPLETE_MESSAGE, FeedbackQuestionReportSchema } from './feedback'

/**
 * Surveys: a feedback template put to students of chosen groups until a closing date. A subject survey
 * (SUBFEEDBACK) asks about each subject a group is taught and its staff; exit and other surveys ask each group
 * once. Each (group, subject, staff) or group a survey asks is a target, answered once per student, and reports
 * read the counts each target keeps.
 */

/** The name a survey falls back to when its name cannot be loaded (spec sections 4 and 8). */
export const UNTITLED_SURVEY_NAME = 'Untitled Survey'

/** How a survey is handled: SUBFEEDBACK per subject; EXITFEEDBACK and OTHERS per group. */
export const SurveyTypeSchema = z.enum(['SUBFEEDBACK', 'EXITFEEDBACK', 'OTHERS'])
export type SurveyType = z.infer<typeof SurveyTypeSchema>

/** The survey type exit-feedback surveys are created with. */
export const EXIT_FEEDBACK_SURVEY_TYPE = 'EXITFEEDBACK' satisfies SurveyType

/** The flow a survey type selects (spec section 4): EXITFEEDBACK and OTHERS use groups, the rest subjects. */
export function surveyFlow(type: SurveyType): 'group' | 'subject' {
  return type === 'EXITFEEDBACK' || type === 'OTHERS' ? 'group' : 'subject'
}

/** Labels of the survey types, as the screens show them. */
export const SURVEY_TYPE_LABELS: Record<SurveyType, string> = {
  SUBFEEDBACK: 'Subject feedback',
  EXITFEEDBACK: 'Exit feedback',
  OTHERS: 'Other survey',
}

/** A survey takes answers while OPEN and before it closes; CLOSED ends it early. */
export const SurveyStatusSchema = z.enum(['OPEN', 'CLOSED'])
export type SurveyStatus = z.infer<typeof SurveyStatusSchema>

/** Whether a survey still takes answers at `now`. */
export const surveyIsOpen = (survey: { status: SurveyStatus; closesOn: number }, now = Date.now()) =>
  survey.status === 'OPEN' && now < survey.closesOn

/** Body of `POST /boot/feedback/survey`. An HOD's survey belongs to one of their departments. */
export const CreateSurveySchema = z.object({
  name: requiredText('Survey name', 200),
  type: SurveyTypeSchema,
  /** The template whose questions the survey asks; the survey keeps a copy of them. */
  feedbackTemplateId: IdSchema,
  departmentId: IdSchema.optional(),
  /** When the survey stops taking answers (epoch ms). */
  closesOn: EpochMsInputSchema,
})
export type CreateSurvey = z.infer<typeof CreateSurveySchema>

/** Body of `PUT /boot/feedback/survey/{id}`: rename, move the closing date, or close and reopen. */
export const UpdateSurveySchema = z
  .object({
    name: CreateSurveySchema.shape.name.optional(),
    closesOn: EpochMsInputSchema.optional(),
    status: SurveyStatusSchema.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.closesOn !== undefined || body.status !== undefined,
    'Send a name, a closing date or a status',
  )
export type UpdateSurvey = z.infer<typeof UpdateSurveySchema>

/** A group a survey asks (group flow). Names are the client's to send: groups live in academics. */
export const GroupTargetSchema = z.object({
  groupId: IdSchema,
  groupName: requiredText('Group name', 200),
})
export type GroupTarget = z.infer<typeof GroupTargetSchema>

/** A subject taught to a group by one staff member (subject flow). */
export const SubjectTargetSchema = GroupTargetSchema.extend({
  subjectId: IdSchema,
  subjectName: requiredText('Subject name', 200),
  subjectCode: optionalText('Subject code', 30),
  staffId: IdSchema,
  staffName: requiredText('Staff name', 200),
})
export type SubjectTarget = z.infer<typeof SubjectTargetSchema>

/** A stored target: a group, or a group's subject and staff; answers and reports are per target. */
export const SurveyTargetSchema = SubjectTargetSchema.partial()
  .extend(GroupTargetSchema.shape)
  .extend({ id: IdSchema })
export type SurveyTarget = z.infer<typeof SurveyTargetSchema>

/** The targets one request adds to a survey: 1 to 200 of them. */
const targetsToAdd = <Target extends z.ZodType>(target: Target, noun: string, plural: string) =>
  z
    .array(target, { error: `Select at least one ${noun}` })
    .min(1, `Select at least one ${noun}`)
    .max(200, `At most 200 ${plural} at a time`)

/** Body of `POST /boot/feedback/v2/subject/survey`: the subjects a subject survey asks about. */
export const AddSubjectTargetsSchema = z.object({
  surveyId: IdSchema,
  subjects: targetsToAdd(SubjectTargetSchema, 'subject', 'subjects'),
})
export type AddSubjectTargets = z.infer<typeof AddSubjectTargetsSchema>

/** Body of `POST /boot/feedback/v2/group/survey`: the groups an exit or other survey asks. */
export const AddGroupTargetsSchema = z.object({
  surveyId: IdSchema,
  groups: targetsToAdd(GroupTargetSchema, 'group', 'groups'),
})
export type AddGroupTargets = z.infer<typeof AddGroupTargetsSchema>

/** A stored survey, as listed: the questions it asks and how many targets it has. */
export const SurveySchema = RecordMetaSchema.extend({
  name: z.string(),
  type: SurveyTypeSchema,
  feedbackTemplateId: IdSchema,
  departmentId: IdSchema.optional(),
  closesOn: EpochMsSchema,
  status: SurveyStatusSchema,
  questions: z.array(z.object({ id: IdSchema, question: z.string() })),
  targetCount: z.number().int(),
  createdBy: z.string(),
})
export type Survey = z.infer<typeof SurveySchema>

/** A target with how many students have answered it. */
export const PolledTargetSchema = SurveyTargetSchema.extend({ polled: z.number().int() })
export type PolledTarget = z.infer<typeof PolledTargetSchema>

/** `GET /boot/feedback/survey/{id}`: the survey with its targets. */
export const SurveyDetailSchema = SurveySchema.extend({ targets: z.array(PolledTargetSchema) })
export type SurveyDetail = z.infer<typeof SurveyDetailSchema>

/** `GET /boot/feedback/v2/questionPattern?surveyId=`: what the survey asks. */
export const QuestionPatternSchema = SurveySchema.pick({ id: true, name: true, type: true, questions: true })
export type QuestionPattern = z.infer<typeof QuestionPatternSchema>

/**
 * Body of `POST /boot/feedback/v2/subject/answer` and `/v2/group/answer`, sent by a signed-in student: a rating
 * of 1 to 5 for every question, by question id, in the survey's order.
 */
export const SurveyAnswerSchema = z.object({
  surveyId: IdSchema,
  targetId: IdSchema,
  questions: z
    .array(
      z.object({
        id: IdSchema,
        answer: z
          .number({ error: FEEDBACK_INCOMPLETE_MESSAGE })
          .int('A rating is a whole number of stars')
          .min(1, FEEDBACK_INCOMPLETE_MESSAGE)
          .max(MAX_RATING, `A rating is at most ${MAX_RATING}`),
      }),
    )
    .min(1, FEEDBACK_INCOMPLETE_MESSAGE)
    .max(100, 'At most 100 questions'),
})
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>

/** Why a student may not answer a target (`GET /boot/feedback/v2/eligibility`). */
export const IneligibleReasonSchema = z.enum(['CLOSED', 'NOT_IN_GROUP', 'ALREADY_ANSWERED'])
export type IneligibleReason = z.infer<typeof IneligibleReasonSchema>

export const SurveyEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: IneligibleReasonSchema.optional(),
  message: z.string().optional(),
})
export type SurveyEligibility = z.infer<typeof SurveyEligibilitySchema>

/** `GET /boot/feedback/v2/student/surveys`: a survey target put to the signed-in student's group. */
export const StudentSurveySchema = z.object({
  surveyId: IdSchema,
  targetId: IdSchema,
  name: z.string(),
  type: SurveyTypeSchema,
  closesOn: EpochMsSchema,
  open: z.boolean(),
  answered: z.boolean(),
  groupName: z.string(),
  subjectName: z.string().optional(),
  subjectCode: z.string().optional(),
  staffName: z.string().optional(),
  /**
   * While the survey is open: the template of its public form and the student's personal answer code for it
   * (docs/adr/0033), with which the form takes their answer from any device without signing in.
   */
  feedbackTemplateId: IdSchema.optional(),
  answerCode: z.string().optional(),
  /** The student's personal link to the public form (its path), carrying their register number and code. */
  answerPath: z.string().optional(),
})
export type StudentSurvey = z.infer<typeof StudentSurveySchema>

/** Why a row of a staff member's own report is withheld (the confidentiality rule). */
export const WithheldReasonSchema = z.enum(['SURVEY_OPEN', 'TOO_FEW_RESPONSES'])
export type WithheldReason = z.infer<typeof WithheldReasonSchema>

/** One target's results: the legacy report figures plus what the target is. */
export const SurveyReportRowSchema = SurveyTargetSchema.omit({ id: true }).extend({
  targetId: IdSchema,
  surveyId: IdSchema,
  surveyName: z.string(),
  polledUser: z.number().int(),
  overAllAvg: z.number(),
  questions: z.array(FeedbackQuestionReportSchema),
  /** Set when the figures are withheld from the staff member they are about; the figures are then empty. */
  withheld: WithheldReasonSchema.optional(),
})
export type SurveyReportRow = z.infer<typeof SurveyReportRowSchema>

/** The survey a report is about. */
export const SurveyHeadingSchema = SurveySchema.pick({
  id: true,
  name: true,
  type: true,
  status: true,
  closesOn: true,
  departmentId: true,
})
export type SurveyHeading = z.infer<typeof SurveyHeadingSchema>

/** `GET /boot/feedback/v2/report/subjectWise/{surveyId}`: one row per target. */
export const SubjectWiseReportSchema = z.object({
  survey: SurveyHeadingSchema,
  rows: z.array(SurveyReportRowSchema),
})
export type SubjectWiseReport = z.infer<typeof SubjectWiseReportSchema>

/** A summary in the legacy report shape over some targets (a survey, a class). */
export const SurveySummarySchema = z.object({
  polledUser: z.number().int(),
  overAllAvg: z.number(),
  questions: z.array(FeedbackQuestionReportSchema),
})
export type SurveySummary = z.infer<typeof SurveySummarySchema>

/** `GET /boot/feedback/v2/report/surveyWise/{surveyId}`: the whole survey, question by question. */
export const SurveyWiseReportSchema = SurveySummarySchema.extend({
  survey: SurveyHeadingSchema,
  targets: z.number().int(),
})
export type SurveyWiseReport = z.infer<typeof SurveyWiseReportSchema>

/** `GET /boot/feedback/v2/report/class/{surveyId}`: one summary per group the survey asked. */
export const ClassReportSchema = z.object({
  survey: SurveyHeadingSchema,
  classes: z.array(SurveySummarySchema.extend({ groupId: IdSchema, groupName: z.string() })),
})
export type ClassReport = z.infer<typeof ClassReportSchema>

/**
 * `GET /boot/feedback/v2/report/staff/{staffId}`: every target about one staff member, newest survey first.
 * Staff reading their own report see a row only once its survey has closed and at least `minResponses`
 * students answered it; other rows come back `withheld`.
 */
export const StaffReportSchema = z.object({
  staffId: IdSchema,
  staffName: z.string().optional(),
  minResponses: z.number().int(),
  rows: z.array(SurveyReportRowSchema),
})
export type StaffReport = z.infer<typeof StaffReportSchema>

/** `GET /boot/feedback/v2/report/polled/{surveyId}?targetId=`: who answered (not what they answered). */
export const PolledCandidateSchema = z.object({
  targetId: IdSchema,
  userId: IdSchema,
  name: z.string(),
  regNo: z.string().optional(),
  submittedOn: EpochMsSchema,
})
export type PolledCandidate = z.infer<typeof PolledCandidateSchema>

/** The feedback workbooks, named as spec section 9 names them (with the .xlsx extension they hold). */
export const FeedbackExportKindSchema = z.enum([
  'SubjectWise',
  'FeedbackSurvey',
  'staff_feedback_report',
  'class_feedback_report',
])
export type FeedbackExportKind = z.infer<typeof FeedbackExportKindSchema>

/** Body of `POST /boot/feedback/v2/export`: staff reports name a staff member, the others a survey. */
export const CreateFeedbackExportSchema = z
  .object({
    kind: FeedbackExportKindSchema,
    surveyId: IdSchema.optional(),
    staffId: IdSchema.optional(),
  })
  .superRefine((body, context) => {
    const needs = body.kind === 'staff_feedback_report' ? 'staffId' : 'surveyId'
    if (!body[needs])
      context.addIssue({
        code: 'custom',
        path: [needs],
        message: needs === 'staffId' ? 'Choose a staff member' : 'Choose a survey',
      })
  })
export type CreateFeedbackExport = z.infer<typeof CreateFeedbackExportSchema>

/** An export request: the page polls it for progress, then downloads through `downloadUrl` (a presigned GET). */
export const FeedbackExportSchema = z.object({
  id: IdSchema,
  kind: FeedbackExportKindSchema,
  surveyId: IdSchema.optional(),
  staffId: IdSchema.optional(),
  status: ExportStatusSchema,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  fileName: z.string(),
  rows: z.number().int().optional(),
  error: z.string().optional(),
  createdOn: EpochMsSchema,
  createdBy: z.string(),
  downloadUrl: z.string().optional(),
})
export type FeedbackExport = z.infer<typeof FeedbackExportSchema>
