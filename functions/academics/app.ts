import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { AcademicsDeps } from './deps'
import { academicYearRoutes } from './routes/academic-years.routes'
import { departmentRoutes } from './routes/departments.routes'
import { facultyRoutes } from './routes/faculties.routes'
import { groupRoutes } from './routes/groups.routes'
import { regulationRoutes } from './routes/regulations.routes'
import { subjectRoutes } from './routes/subjects.routes'

/**
 * The academics domain: faculties, faculty departments, departments, academic years, groups, regulations and
 * their subjects, and the subjects staff teach. Its API reference is at /api/docs/academics.
 */
export function createAcademicsApp(deps: AcademicsDeps) {
  return createDomainApp({
    name: 'academics',
    prefixes: PREFIXES,
    authenticate: deps.authenticate,
  })
    .route('/', facultyRoutes(deps))
    .route('/', departmentRoutes(deps))
    .route('/', academicYearRoutes(deps))
    .route('/', groupRoutes(deps))
    .route('/', regulationRoutes(deps))
    .route('/', subjectRoutes(deps))
}

export type AcademicsApp = ReturnType<typeof createAcademicsApp>
