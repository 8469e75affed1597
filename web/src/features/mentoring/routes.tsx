import type { FeatureRoutes } from '@/lib/feature-routes'
import { mentoringPaths } from './paths'

/**
 * The Manage Mentor section (legacy-client 3.8): Manage Mentor, a staff member's students, My Students and a
 * student's profile. The router finds this file (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: mentoringPaths.section,
      lazy: () => import('./screens/section-layout'),
      children: [
        { index: true, lazy: () => import('./screens/section-index') },
        { path: 'home', lazy: () => import('./screens/manage-mentor-page') },
        { path: 'myStudents', lazy: () => import('./screens/my-students-page') },
        { path: 'studentDetails/:staffId', lazy: () => import('./screens/student-details-page') },
        { path: 'profile/:studentId', lazy: () => import('./screens/profile-page') },
      ],
    },
  ],
}
