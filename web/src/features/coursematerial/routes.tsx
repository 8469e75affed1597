import type { FeatureRoutes } from '@/lib/feature-routes'
import { courseMaterialPaths } from './paths'

/**
 * The course material section (legacy-client 3.5): My Subject and Staff Subject for staff, the subjects'
 * materials for students; `/coursematerial` opens the right one for the role. The router finds this file
 * (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: courseMaterialPaths.section,
      lazy: () => import('./screens/section-layout'),
      children: [
        { index: true, lazy: () => import('./screens/section-index') },
        { path: 'home', lazy: () => import('./screens/my-subject-page') },
        { path: 'staffCourseMaterial', lazy: () => import('./screens/staff-subject-page') },
        { path: 'studentCourseMaterial', lazy: () => import('./screens/student-page') },
      ],
    },
  ],
}
