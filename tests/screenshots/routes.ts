import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { matchRoutes } from 'react-router'

const WEB_SRC = join(import.meta.dirname, '../../web/src')

/** The part of a react-router route object the patterns are read from. */
interface RouteNode {
  readonly path?: string
  readonly index?: boolean
  readonly children?: readonly RouteNode[]
}

interface PathsModule {
  paths: Record<string, { pattern: string }>
}
interface FeatureRoutesModule {
  routes: { shell: readonly RouteNode[]; public?: readonly RouteNode[] }
}

/** The SPA's modules are loaded by file address: they sit outside this TypeScript project. */
const load = async <Module>(file: string) => (await import(pathToFileURL(file).href)) as Module

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`

/** Every full pattern of a route tree: a layout's own path, each child's path under it, an index as its parent. */
function patternsOf(routes: readonly RouteNode[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path === undefined ? undefined : joinPath(parent, route.path)
    return [...(own ? [own] : []), ...patternsOf(route.children ?? [], own ?? parent)]
  })
}

/**
 * Every route pattern the SPA declares: the shared ones of web/src/config/paths.ts and each feature's routes
 * (web/src/features/*\/routes.tsx, the files the router reads; their paths.ts build the links to them).
 */
export async function declaredRoutes(): Promise<string[]> {
  const { paths } = await load<PathsModule>(join(WEB_SRC, 'config/paths.ts'))
  const shared = Object.values(paths).map(({ pattern }) => pattern)
  const featuresDir = join(WEB_SRC, 'features')
  const featureFiles = readdirSync(featuresDir)
    .map((feature) => join(featuresDir, feature, 'routes.tsx'))
    .filter((file) => existsSync(file))
  const features = await Promise.all(featureFiles.map((file) => load<FeatureRoutesModule>(file)))
  const ofFeatures = features.flatMap(({ routes }) => patternsOf([...routes.shell, ...(routes.public ?? [])]))
  return [...new Set([...shared, ...ofFeatures])]
}

/** The declared pattern a page address opens (react-router's own ranking), or undefined for none. */
export function routeOf(patterns: readonly string[], address: string): string | undefined {
  const { pathname } = new URL(address, 'http://portal')
  const matches = matchRoutes(
    patterns.map((path) => ({ path })),
    pathname,
  )
  return matches?.at(-1)?.route.path
}
