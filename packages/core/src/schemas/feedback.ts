import * as z from 'zod'
import { MAX_RATING } from '../constants'
import { IdSchema, RecordMetaSchema, acceptingReadBack, optionalText, requiredText } from './common'

/** Feedback questions, templates, the public feedback form's answers, and surveys. */

/** Shown when a feedback form is submitted with an unrated question (spec section 8). */
export const FEEDBACK_INCOMPLETE_MESSAGE = 'please Answer All Questions'

/** A star rating: 1 to {@link MAX_RATING}, with 0 meaning "not answered yet". */
export const FeedbackRatingSchema = z
  .number()
  .int('A rating is a whole number of stars')
  .min(0, 'A rating cannot be negative')
  .max(MAX_RATING, `A rating is at most ${MAX_RATING}`)

/** A question in the bank (`/boot/feedback/questions`), or a question of a template (it keeps the bank's id). */
export const FeedbackQuestionSchema = z.object({
  id: IdSchema.optional(),
  question: requiredText('Question', 500),
})
export type FeedbackQuestion = z.infer<typeof FeedbackQuestionSchema>

/** Body of `POST /boot/feedback/questions` and `PUT /boot/feedback/questions/{id}`. */
export const SaveQuestionSchema = z.object({ question: requiredText('Question', 500) })
export type SaveQuestion = z.infer<typeof SaveQuestionSchema>

/** A question of the bank as stored and listed. */
export const StoredQuestionSchema = RecordMetaSchema.extend({
  question: z.string(),
  createdBy: z.string(),
})
export type StoredQuestion = z.infer<typeof StoredQuestionSchema>

/** Whether a template's form takes answers. A closed form shows as closed and refuses submissions. */
export const FeedbackTemplateStatusSchema = z.enum(['OPEN', 'CLOSED'])
export type FeedbackTemplateStatus = z.infer<typeof FeedbackTemplateStatusSchema>

/** The legacy client's messages for a template without a name or without questions. */
export const TEMPLATE_NAME_MISSING_MESSAGE = 'Please Enter a Name'
export const TEMPLATE_QUESTIONS_MISSING_MESSAGE = 'Select Atleast One Question'

/**
 * Body of `POST /boot/feedback/feedbackTemplate` (and `createFeedbackTemplate`): a name and the questions picked
 * from the bank. The template keeps a copy of each question, so editing the bank later does not change the
 * meaning of answers already given.
 */
export const FeedbackTemplateSchema = z.object({
  name: z
    .string({ error: TEMPLATE_NAME_MISSING_MESSAGE })
    .trim()
    .min(1, TEMPLATE_NAME_MISSING_MESSAGE)
    .max(200, 'Template name must be at most 200 characters'),
  questions: z
    .array(FeedbackQuestionSchema, { error: TEMPLATE_QUESTIONS_MISSING_MESSAGE })
    .min(1, TEMPLATE_QUESTIONS_MISSING_MESSAGE)
    .max(100, 'At most 100 questions'),
})
export type FeedbackTemplate = z.infer<typeof FeedbackTemplateSchema>

/** Body of `PUT /boot/feedback/feedbackTemplate/{id}`: rename it, or close and reopen its form. */
export const UpdateFeedbackTemplateSchema = z
  .object({
    name: FeedbackTemplateSchema.shape.name.optional(),
    status: FeedbackTemplateStatusSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.status !== undefined, 'Send a name or a status')
export type UpdateFeedbackTemplate = z.infer<typeof UpdateFeedbackTemplateSchema>

/** A template as stored and listed; every question has an id. */
export const StoredFeedbackTemplateSchema = RecordMetaSchema.extend({
  name: z.string(),
  questions: z.array(z.object({ id: IdSchema, question: z.string() })),
  status: FeedbackTemplateStatusSchema,
  createdBy: z.string(),
})
export type StoredFeedbackTemplate = z.infer<typeof StoredFeedbackTemplateSchema>

/** What the public form reads (`GET /boot/feedback/feedbackTemplate/getQuestions?id=`), without a token. */
export const PublicFeedbackTemplateSchema = StoredFeedbackTemplateSchema.pick({
  id: true,
  name: true,
  questions: true,
  status: true,
})
export type PublicFeedbackTemplate = z.infer<typeof PublicFeedbackTemplateSchema>

/**
 * One answered question of the feedback form: the template's question (its `id`, or its text where a client
 * sends no id) with a rating. Nothing else is taken.
 */
export const FeedbackAnswerSchema = FeedbackQuestionSchema.extend({ answer: FeedbackRatingSchema }).strict()
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>

/** The form type EVENTS hides the student fields: anyone at the event may answer. */
export const EVENTS_FORM_TYPE = 'EVENTS'

/** The query parameter of an event form's link (`…/EVENTS?form=<token>`) that carries its signed form token. */
export const FORM_TOKEN_PARAM = 'form'

/**
 * The query parameters of a student's personal link to a survey's public form
 * (`…/<type>?studentRegNo=<register number>&code=<answer code>`, docs/adr/0033).
 */
export const ANSWER_CODE_PARAM = 'code'
export const REGISTER_NUMBER_PARAM = 'studentRegNo'

/**
 * The path of a student's personal link to a survey's public form, which the surveys screen shows and a slip or
 * an SMS can carry: the form fills in the register number and the answer code from it.
 */
export const personalFormPath = (link: {
  feedbackTemplateId: string
  surveyId: string
  type: string
  registerNo: string
  answerCode: string
}) =>
  `/feedback-form/${encodeURIComponent(link.feedbackTemplateId)}/${encodeURIComponent(link.surveyId)}/${encodeURIComponent(link.type)}?${new URLSearchParams({ [REGISTER_NUMBER_PARAM]: link.registerNo, [ANSWER_CODE_PARAM]: link.answerCode }).toString()}`

/** A personal answer code as typed: letters and digits, spaces or dashes between them (`K7PD9-QXM2A`). */
export const AnswerCodeSchema = z
  .string()
  .trim()
  .max(40, 'An answer code is at most 40 characters')
  .regex(/^[A-Za-z0-9 -]*$/, 'An answer code is letters and digits')

/**
 * Keys of the template object the legacy Angular form posts back whole with its ratings (legacy client
 * section 2.7): accepted and dropped, so that client gets the message naming what its answer lacks instead of
 * a list of unknown fields. Any other unknown key is refused with a 400 naming it.
 */
export const LEGACY_FORM_READ_BACK = ['id', 'name', 'status', 'createdOn', 'modifiedOn', 'createdBy'] as const

/**
 * Body of `POST /boot/feedback/answer`, sent without a token from
 * `feedback-form/{feedbackTemplateId}/{referenceId}/{type}`: the template's questions with ratings. Every
 * question needs a rating above zero, or nothing is sent. Who answers (docs/adr/0011): on a course or survey
 * form, a student of its groups, by register number and the personal answer code the portal gave them
 * (`answerCode`, docs/adr/0033); on an EVENTS form, anyone holding the link of the event's current QR code
 * (`formToken`), once per browser (`submissionId`, a random id the browser keeps per form), within the form's
 * limits per address and per QR code. The form's type is the server's, never this body's: `type` is read only
 * to word a refusal.
 */
export const FeedbackFormSchema = acceptingReadBack(
  z.object({
    questions: z
      .array(FeedbackAnswerSchema)
      .min(1, 'The form has no questions')
      .max(100, 'At most 100 questions')
      .refine((questions) => questions.every((question) => question.answer > 0), FEEDBACK_INCOMPLETE_MESSAGE),
    studentName: optionalText('Student name', 200),
    studentRegNo: optionalText('Register number', 50),
    feedbackTemplateId: IdSchema,
    /** What the feedback is about: a survey, or (EVENTS) an event. The form's second path segment. */
    referenceId: IdSchema,
    /** The form's third path segment (EVENTS, SUBFEEDBACK, ...), as the link says; the server decides the type. */
    type: optionalText('Form type', 50),
    submissionId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'A submission id is 8 to 64 letters, digits or dashes')
      .optional(),
    /** The student's personal answer code for this survey (its link's `code` query parameter). */
    answerCode: AnswerCodeSchema.optional(),
    /** The signed form token of an event's QR link (its `form` query parameter). */
    formToken: z
      .string()
      .trim()
      .max(100, 'A form token is at most 100 characters')
      .regex(/^[A-Za-z0-9._-]*$/, 'A form token is letters, digits, dots, dashes or underscores')
      .optional(),
  }),
  LEGACY_FORM_READ_BACK,
)
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>

/** The answer to a submission the server accepted. */
export const FeedbackSubmittedSchema = z.object({ id: z.string(), status: z.literal('SUBMITTED') })

/** The grade counts of one question in a report, spelled as the legacy client reads them (`fouthGrade`). */
export const FeedbackQuestionReportSchema = z.object({
  question: z.string(),
  firstGrade: z.number().int(),
  secondGrade: z.number().int(),
  thirdGrade: z.number().int(),
  fouthGrade: z.number().int(),
  fifthGrade: z.number().int(),
  /** The question's mean rating, rounded to 2 places. */
  avg: z.number(),
})
export type FeedbackQuestionReport = z.infer<typeof FeedbackQuestionReportSchema>

/**
 * How the answers of an EVENTS form came in: browser submission ids seen and answers counted. Each submission id
 * answers a form once, so `distinct` equals `answers` unless some answers were keyed otherwise (register
 * numbers, before event forms were signed); it never grows by resending from one browser.
 */
export const FeedbackSubmissionsSchema = z.object({
  distinct: z.number().int(),
  answers: z.number().int(),
})
export type FeedbackSubmissions = z.infer<typeof FeedbackSubmissionsSchema>

/** A burst an organiser left out of an event form's report: answers given from `from` until before `to`. */
export const ExcludedBurstSchema = z.object({
  id: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  /** The answers the burst held, which the report no longer counts. */
  answers: z.number().int(),
  reason: z.string().optional(),
  excludedBy: z.string(),
  excludedOn: z.number().int(),
})
export type ExcludedBurst = z.infer<typeof ExcludedBurstSchema>

/**
 * `GET /boot/feedback/answer/report/{referenceId}`: the legacy shape, plus which template it is about and, for
 * an event's form, how many browser submissions its answers came from and the bursts left out of it.
 */
export const FeedbackReportSchema = z.object({
  referenceId: z.string(),
  feedbackTemplateId: z.string().optional(),
  name: z.string().optional(),
  polledUser: z.number().int(),
  overAllAvg: z.number(),
  questions: z.array(FeedbackQuestionReportSchema),
  submissions: FeedbackSubmissionsSchema.optional(),
  excluded: z.array(ExcludedBurstSchema).optional(),
})
export type FeedbackReport = z.infer<typeof FeedbackReportSchema>

/**
 * `GET /boot/feedback/answer/pattern/{referenceId}`: how an event form's answers came in, per minute (minutes
 * without answers left out), and the bursts left out of its report.
 */
export const SubmissionPatternSchema = z.object({
  referenceId: z.string(),
  feedbackTemplateId: z.string(),
  /** Each minute with answers, oldest first: its start (epoch ms), its answers, and how many a burst left out. */
  minutes: z.array(
    z.object({ minute: z.number().int(), answers: z.number().int(), excluded: z.number().int() }),
  ),
  excluded: z.array(ExcludedBurstSchema),
})
export type SubmissionPattern = z.infer<typeof SubmissionPatternSchema>

/** The longest burst an organiser may leave out at once. */
export const MAX_BURST_MS = 24 * 60 * 60 * 1000

/**
 * Body of `POST /boot/feedback/answer/exclusion/{referenceId}`: leave the answers given from `from` until
 * before `to` (epoch ms, a past range of at most a day) out of the event form's report, saying why.
 */
export const ExcludeBurstSchema = z
  .object({
    feedbackTemplateId: IdSchema,
    from: z.number().int().nonnegative(),
    to: z.number().int().positive(),
    reason: optionalText('Reason', 500),
  })
  .strict()
  .refine(({ from, to }) => from < to, { message: 'from must be before to', path: ['to'] })
  .refine(({ from, to }) => to - from <= MAX_BURST_MS, {
    message: 'A burst is at most a day long',
    path: ['to'],
  })
export type ExcludeBurst = z.infer<typeof ExcludeBurstSchema>

/** One student's personal answer code for a survey, as the slips to print list it (no contact details). */
export const AnswerCodeSlipSchema = z.object({
  registerNo: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  answerCode: z.string(),
})
export type AnswerCodeSlip = z.infer<typeof AnswerCodeSlipSchema>

/** `GET /boot/feedback/v2/survey/{id}/answerCodes`: the slips of a survey's students, and its public form. */
export const AnswerCodeSlipsSchema = z.object({
  surveyId: z.string(),
  name: z.string(),
  type: z.string(),
  feedbackTemplateId: z.string(),
  slips: z.array(AnswerCodeSlipSchema),
})
export type AnswerCodeSlips = z.infer<typeof AnswerCodeSlipsSchema>

/** The grade count fields of a question report, for grades 1 to 5. */
export const GRADE_FIELDS = ['firstGrade', 'secondGrade', 'thirdGrade', 'fouthGrade', 'fifthGrade'] as const

/** The report legend (legacy client section 5.10): what each number of stars means, and its colour. */
export const FEEDBACK_GRADE_LEGEND = [
  { grade: 1, label: 'Poor', color: 'red' },
  { grade: 2, label: 'Average', color: '#CC6600' },
  { grade: 3, label: 'Good', color: '#DAA520' },
  { grade: 4, label: 'Very Good', color: '#6600FF' },
  { grade: 5, label: 'Excellent', color: '#008A00' },
] as const

/** An average rating as a percentage of {@link MAX_RATING}, rounded down as the legacy reports show it. */
export const averagePercent = (average: number) => Math.floor((average / MAX_RATING) * 100)

/** A grade's share of the respondents, as a whole percentage rounded down. */
export const gradePercent = (count: number, polled: number) =>
  polled > 0 ? Math.floor((count / polled) * 100) : 0
