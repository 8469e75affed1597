import { createDomainApp } from '@campus/http'
import type { MentoringDeps } from './deps'
import { PREFIXES } from './prefixes'
import { ratioRoutes } from './ratio/ratio.routes'
import { signalsRoutes } from './signals/signals.routes'
import { commentRoutes } from './routes/comments.routes'
import { mentorLogRoutes } from './routes/mentor-logs.routes'
import { mentorRoutes } from './routes/mentors.routes'

/**
 * The mentoring domain: who mentors whom, the mentors' logs and their comments on students, the NAAC
 * student-to-mentor ratio and a mentor's signals. Its API reference is
 * at /api/docs/mentoring.
 */
export function createMentoringApp(deps: MentoringDeps) {
  return (
    createDomainApp({ name: 'mentoring', prefixes: PREFIXES, authenticate: deps.authenticate })
      // The NAAC ratio and the mentor's signals first: their fixed paths under /api/mentor are never a parameter.
      .route('/', ratioRoutes(deps))
      .route('/', signalsRoutes(deps))
      .route('/', mentorRoutes(deps))
      .route('/', mentorLogRoutes(deps))
      .route('/', commentRoutes(deps))
  )
}

export type MentoringApp = ReturnType<typeof createMentoringApp>
