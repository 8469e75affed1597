import { createDomainApp } from '@campus/http'
import type { AssignmentsDeps } from './deps'
import { PREFIXES } from './prefixes'
import { assignmentRoutes } from './routes/assignments.routes'
import { reminderRoutes } from './routes/reminders.routes'
import { submissionRoutes } from './routes/submissions.routes'
import { zipRoutes } from './routes/zip.routes'

/** The assignments domain: assignments and students' submissions. Its API reference is at /api/docs/assignments. */
export function createAssignmentsApp(deps: AssignmentsDeps) {
  return createDomainApp({ name: 'assignments', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', submissionRoutes(deps))
    .route('/', assignmentRoutes(deps))
    .route('/', reminderRoutes(deps))
    .route('/', zipRoutes(deps))
}

export type AssignmentsApp = ReturnType<typeof createAssignmentsApp>
