import { redirect } from 'react-router'
import type { FeatureRoutes } from '@/lib/feature-routes'
import { announcementPaths } from './paths'

/**
 * The announcement section (legacy-client 3.3): received, compose, preview, sent, the SMS log and the monthly
 * SMS report, under the section's own menu; and the public view of a shared announcement, without the shell.
 * The router finds this file (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [
    {
      path: announcementPaths.section,
      lazy: () => import('./screens/section-layout'),
      children: [
        { index: true, loader: () => redirect(announcementPaths.home) },
        { path: 'home', lazy: () => import('./screens/received-page') },
        { path: 'compose', lazy: () => import('./screens/compose-page') },
        { path: 'preview', lazy: () => import('./screens/preview-page') },
        { path: 'send', lazy: () => import('./screens/sent-page') },
        { path: 'sentsms', lazy: () => import('./screens/sent-sms-page') },
        { path: 'monthlysms', lazy: () => import('./screens/monthly-sms-page') },
      ],
    },
  ],
  public: [{ path: '/view-sms/:id', lazy: () => import('./screens/public-view-page') }],
}
