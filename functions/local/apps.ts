import { catalogOf, type AppEnv, type DomainManifest, type DomainWiring } from '@campus/http'
import type { Hono } from 'hono'
import { manifests } from '../manifests'

/** What every domain app is built from in one process; the catalog is made from the manifests. */
export type LocalWiring = Omit<DomainWiring, 'catalog'>

export interface LocalApp {
  readonly manifest: DomainManifest
  readonly app: Hono<AppEnv>
}

/** Every domain's app, built by its manifest from one process's wiring, in manifest order. */
export async function buildLocalApps(
  wiring: LocalWiring,
  list: readonly DomainManifest[] = manifests,
): Promise<LocalApp[]> {
  const withCatalog: DomainWiring = { ...wiring, catalog: catalogOf(list) }
  return Promise.all(list.map(async (manifest) => ({ manifest, app: await manifest.app(withCatalog) })))
}
