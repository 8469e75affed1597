import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { FeedbackDeps } from './deps'
import { answerRoutes } from './routes/answers.routes'
import { questionRoutes } from './routes/questions.routes'
import { surveyAnswerRoutes } from './routes/survey-answers.routes'
import { surveyReportRoutes } from './routes/survey-reports.routes'
import { surveyRoutes } from './routes/surveys.routes'
import { templateRoutes } from './routes/templates.routes'

/**
 * The feedback domain: the question bank, templates, the public form's answers, surveys that students answer in
 * the portal, and the reports and Excel exports read from the aggregates answers keep. Its API reference is at /api/docs/feedback.
 */
export function createFeedbackApp(deps: FeedbackDeps) {
  return createDomainApp({
    name: 'feedback',
    prefixes: PREFIXES,
    authenticate: deps.authenticate,
  })
    .route('/', questionRoutes(deps))
    .route('/', templateRoutes(deps))
    .route('/', answerRoutes(deps))
    .route('/', surveyRoutes(deps))
    .route('/', surveyAnswerRoutes(deps))
    .route('/', surveyReportRoutes(deps))
}

export type FeedbackApp = ReturnType<typeof createFeedbackApp>
