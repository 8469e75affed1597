import type { RouteObject } from 'react-router'
import type { FeatureRoutes } from '@/lib/feature-routes'

// Every feature's routes.tsx, read at build time (Vite's glob import); see FeatureRoutes.
const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true })

/** Every feature's screens inside the shell, in feature-folder order. */
export const featureShellRoutes: RouteObject[] = Object.values(modules).flatMap(({ routes }) => [
  ...routes.shell,
])

/** Every feature's public pages, shown without the shell and without signing in. */
export const featurePublicRoutes: RouteObject[] = Object.values(modules).flatMap(({ routes }) => [
  ...(routes.public ?? []),
])

/** The first path segments the features' screens serve: built sections, never "not available yet". */
export const featureSections: ReadonlySet<string> = new Set(
  featureShellRoutes.flatMap(({ path }) => path?.split('/')[1] ?? []),
)
