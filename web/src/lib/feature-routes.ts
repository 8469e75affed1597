import type { RouteObject } from 'react-router'

/**
 * What a feature's `routes.tsx` exports: its screens inside the shell (menu and header), and any public pages
 * it serves without them. The router finds every `web/src/features/*\/routes.tsx` (app/feature-routes.ts), so
 * a new feature's screens need no edit there (docs/adr/0025). Each route loads lazily, which keeps /login
 * light.
 */
export interface FeatureRoutes {
  readonly shell: readonly RouteObject[]
  /**
   * Pages anyone may open without signing in, shown without the menu and the header (spec section 2: a shared
   * announcement, a proforma view). They carry no session check: each screen reads only public calls.
   */
  readonly public?: readonly RouteObject[]
}
