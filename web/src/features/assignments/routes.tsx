import type { FeatureRoutes } from '@/lib/feature-routes'
import { assignmentPaths } from './paths'

/**
 * The assignment section (legacy-client 3.4): staff send assignments (home, compose) and read their submissions
 * (viewSubmission/:id); students see theirs and upload (studentView). /assignment opens the right one for the
 * role. The router finds this file (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: assignmentPaths.section,
      lazy: () => import('./screens/section-layout'),
      children: [
        { index: true, lazy: () => import('./screens/section-start') },
        { path: 'home', lazy: () => import('./screens/sent-page') },
        { path: 'compose', lazy: () => import('./screens/compose-page') },
        { path: 'viewSubmission/:id', lazy: () => import('./screens/submissions-page') },
        { path: 'studentView', lazy: () => import('./screens/student-page') },
      ],
    },
  ],
}
