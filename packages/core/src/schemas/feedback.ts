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
 * Keys of the template object the legacy Angular form posts back whole with its ratings (legacy client
 * section 2.7): accepted and dropped, so that client gets the message naming what its answer lacks instead of
 * a list of unknown fields. Any other unknown key is refused with a 400 naming it.
 */
export const LEGACY_FORM_READ_BACK = ['id', 'name', 'status', 'createdOn', 'modifiedOn', 'createdBy'] as const

/**
 * Body of `POST /boot/feedback/answer`, sent without a token from
 * `feedback-form/{feedbackTemplateId}/{referenceId}/{type}`: the template's questions with ratings. Every
 * question needs a rating above zero, or nothing is sent. Who answers (docs/adr/0011): on a course or survey
 * form, a student of its groups, by register number; on an EVENTS form, anyone holding the link of the event's
 * current QR code (`formToken`), once per browser (`submissionId`, a random id the browser keeps per form). The
 * form's type is the server's, never this body's: `type` is read only to word a refusal.
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

/**
 * `GET /boot/feedback/answer/report/{referenceId}`: the legacy shape, plus which template it is about and, for
 * an event's form, how many browser submissions its answers came from.
 */
export const FeedbackReportSchema = z.object({
  referenceId: z.string(),
  feedbackTemplateId: z.string().optional(),
  name: z.string().optional(),
  polledUser: z.number().int(),
  overAllAvg: z.number(),
  questions: z.array(FeedbackQuestionReportSchema),
  submissions: FeedbackSubmissionsSchema.optional(),
})
export type FeedbackReport = z.infer<typeof FeedbackReportSchema>

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
