import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DomainManifest } from '@campus/http'

/**
 * The domains of this checkout, found by folder: every `functions/<name>/manifest.ts` (docs/adr/0025). Adding a
 * domain adds its folder and nothing else. Node, the CDK app and the tests read them; Lambda bundles do not
 * (a domain's function imports its own manifest, the jobs function an entry generated from these).
 */
export const FUNCTIONS_DIR = import.meta.dirname

/** The folders under functions/ that hold a manifest, in name order. */
export const domainFolders = (root = FUNCTIONS_DIR) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'manifest.ts')))
    .map((entry) => entry.name)
    .sort()

/** Loads every domain's manifest, checking that each names its own folder. */
export async function loadManifests(root = FUNCTIONS_DIR): Promise<DomainManifest[]> {
  return Promise.all(
    domainFolders(root).map(async (folder) => {
      const module = (await import(pathToFileURL(join(root, folder, 'manifest.ts')).href)) as {
        manifest?: DomainManifest
      }
      if (module.manifest?.name !== folder)
        throw new Error(`functions/${folder}/manifest.ts must export a manifest named "${folder}".`)
      return module.manifest
    }),
  )
}

/** Every domain of this checkout. */
export const manifests: readonly DomainManifest[] = await loadManifests()

/** Every table every domain owns. */
export const tableDefinitions = (list: readonly DomainManifest[] = manifests) =>
  list.flatMap((manifest) => manifest.ownTables)
