import type { FeatureRoutes } from '@/lib/feature-routes'

/**
 * The SMS quota screen (administrator). The SMS log and the monthly report are screens of the announcement
 * section (legacy-client 3.3), with its own menu. The router finds this file (web/src/app/feature-routes.ts).
 */
export const routes: FeatureRoutes = {
  shell: [{ path: '/manage-sms-quota', lazy: () => import('./screens/manage-quota-page') }],
}
