import * as z from 'zod'
import { MAX_RATING } from '../constants'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'

/** Feedback questions, templates, the public feedback form's answers, and surveys. */

/** Shown when a feedback form is submitted with an unrated question (spec section 8). */
export const FEEDBACK_INCOMPLETE_MESSAGE = 'please Answer All Questions'

/** The name a survey falls back to when its name cannot be loaded (spec sections 4 and 8). */
export const UNTITLED_SURVEY_NAME = 'Untitled Survey'

/** A star rating: 1 to {@link MAX_RATING}, with 0 meaning "not answered yet". */
export const FeedbackRatingSchema = z
  .number()
  .int('A rating is a whole number of stars')
  .min(0, 'A rating cannot be negative')
  .max(MAX_RATING, `A rating is at most ${MAX_RATING}`)

/** A question in the bank (`/boot/feedback/questions`). */
export const FeedbackQuestionSchema = z.object({
  id: IdSchema.optional(),
  question: requiredText('Question', 500),
})
export type FeedbackQuestion = z.infer<typeof FeedbackQuestionSchema>

/** A feedback template: a named set of questions. */
export const FeedbackTemplateSchema = z.object({
  id: IdSchema.optional(),
  name: requiredText('Template name', 200),
  questions: z
    .array(FeedbackQuestionSchema)
    .min(1, 'Pick at least one question')
    .max(100, 'At most 100 questions'),
})
export type FeedbackTemplate = z.infer<typeof FeedbackTemplateSchema>

/** One answered question of the feedback form. */
export const FeedbackAnswerSchema = FeedbackQuestionSchema.extend({ answer: FeedbackRatingSchema })
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>

/**
 * Body of `POST /boot/feedback/answer`, sent without a token from
 * `feedback-form/{feedbackTemplateId}/{referenceId}/{type}`: the template's questions with ratings. Every
 * question needs a rating above zero, or nothing is sent. Student name and register number are optional
 * because the form hides them for EVENTS feedback.
 */
export const FeedbackFormSchema = z.object({
  questions: z
    .array(FeedbackAnswerSchema)
    .min(1, 'The form has no questions')
    .max(100, 'At most 100 questions')
    .refine((questions) => questions.every((question) => question.answer > 0), FEEDBACK_INCOMPLETE_MESSAGE),
  studentName: optionalText('Student name', 200),
  studentRegNo: optionalText('Register number', 50),
  feedbackTemplateId: IdSchema,
  /** What the feedback is about (an event, a subject, a survey): the form's second path segment. */
  referenceId: IdSchema,
})
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>

/** How a survey is handled: SUBFEEDBACK per subject; EXITFEEDBACK and OTHERS per group. */
export const SurveyTypeSchema = z.enum(['SUBFEEDBACK', 'EXITFEEDBACK', 'OTHERS'])
export type SurveyType = z.infer<typeof SurveyTypeSchema>

/** The flow a survey type selects (spec section 4): EXITFEEDBACK and OTHERS use groups, the rest subjects. */
export function surveyFlow(type: SurveyType): 'group' | 'subject' {
  return type === 'EXITFEEDBACK' || type === 'OTHERS' ? 'group' : 'subject'
}

/** Body of `POST /boot/feedback/survey`. */
export const CreateSurveySchema = z.object({
  name: requiredText('Survey name', 200),
  type: SurveyTypeSchema,
})
export type CreateSurvey = z.infer<typeof CreateSurveySchema>

/** A stored survey. */
export const SurveySchema = RecordMetaSchema.extend(CreateSurveySchema.shape)
export type Survey = z.infer<typeof SurveySchema>
