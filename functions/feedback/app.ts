import { createDomainApp } from '@campus/http'
import { prefixesOf } from '../domains'
import type { FeedbackDeps } from './deps'
import { answerRoutes } from './routes/answers.routes'
import { questionRoutes } from './routes/questions.routes'
import { templateRoutes } from './routes/templates.routes'

/**
 * The feedback domain: the question bank, templates, the public form's answers and the reports read from the
 * aggregates answers keep. Its API reference is at /api/docs/feedback.
 */
export function createFeedbackApp(deps: FeedbackDeps) {
  return createDomainApp({
    name: 'feedback',
    prefixes: prefixesOf('feedback'),
    authenticate: deps.authenticate,
  })
    .route('/', questionRoutes(deps))
    .route('/', templateRoutes(deps))
    .route('/', answerRoutes(deps))
}

export type FeedbackApp = ReturnType<typeof createFeedbackApp>
