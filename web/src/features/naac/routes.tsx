import type { FeatureRoutes } from '@/lib/feature-routes'
import { naacPaths } from './paths'

/**
 * The NAAC section (legacy-client 3.1): the home screen with each template's counts, a template's submitted
 * entries, the entry form, its view with comments and history, template administration and the reports. The
 * router finds this file (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: naacPaths.section,
      lazy: () => import('./screens/section-layout'),
      children: [
        { index: true, lazy: () => import('./screens/section-index') },
        { path: 'home', lazy: () => import('./screens/home-page') },
        {
          path: 'home/:facultyDeptId/:facultyId/:criteria/:templateType',
          lazy: () => import('./screens/home-page'),
        },
        {
          path: 'submitted/:facultyDeptId/:naacTemplateId/:facultyId/:criteria',
          lazy: () => import('./screens/submitted-page'),
        },
        {
          path: 'form/:facultyDeptId/:naacTemplateId/:facultyId/:criteria',
          lazy: () => import('./screens/form-page'),
        },
        { path: 'form-edit/:naacId/:facultyId/:criteria', lazy: () => import('./screens/form-edit-page') },
        {
          path: 'form-view/:naacId/:facultyId/:facultyDeptId/:criteria',
          lazy: () => import('./screens/form-view-page'),
        },
        { path: 'template', lazy: () => import('./screens/template-page') },
        { path: 'report', lazy: () => import('./screens/report-page') },
      ],
    },
  ],
}
