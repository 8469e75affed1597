import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { UserTypeSchema } from '@campus/core'
import type { DomainManifest } from '@campus/http'
import { format, resolveConfig } from 'prettier'
import { domainFiles, type DomainNames } from './templates'

/** A domain's name: its folder, table and path segment. Lowercase letters and digits keep all three valid. */
const NAME = /^[a-z][a-z0-9]{2,29}$/

export interface NewDomainOptions {
  name: string
  /** Who sees the menu entry and may use the routes. @default ADMIN, HOD and FACULTY */
  userTypes?: readonly string[]
  /** Shown in the menu and as the page title. @default the name, capitalised */
  label?: string
}

/** The names the templates use, checked against the domains already there (a taken name, path or table fails). */
export function domainNames(options: NewDomainOptions, existing: readonly DomainManifest[]): DomainNames {
  const { name } = options
  if (!NAME.test(name))
    throw new Error(
      `"${name}" is not a domain name: use 3 to 30 lowercase letters and digits, starting with a letter.`,
    )
  const taken = existing.find(
    (manifest) =>
      manifest.name === name ||
      manifest.ownTables.some((table) => table.name === name) ||
      manifest.prefixes.some(
        (prefix) => prefix === `/api/${name}` || `/api/${name}`.startsWith(`${prefix}/`),
      ),
  )
  if (taken) throw new Error(`The ${taken.name} domain already has the name, table or path "${name}".`)
  const userTypes = options.userTypes ?? ['ADMIN', 'HOD', 'FACULTY']
  const unknown = userTypes.filter((type) => !UserTypeSchema.safeParse(type).success)
  if (unknown.length || !userTypes.length)
    throw new Error(
      `Unknown user types: ${unknown.join(', ') || 'none given'}. Use ${UserTypeSchema.options.join(', ')}.`,
    )
  const positions = existing.flatMap((manifest) => manifest.menu.map((entry) => entry.position))
  const label = options.label ?? name.charAt(0).toUpperCase() + name.slice(1)
  return {
    name,
    pascal: label.replace(/[^A-Za-z0-9]/g, '') || name,
    constant: name.toUpperCase(),
    label,
    userTypes,
    position: Math.max(0, ...positions) + 10,
  }
}

/** The folders that hold i18n namespaces, one file each: every language's and every web feature's. */
function namespaceFolders(root: string): string[] {
  const subfolders = (path: string) =>
    existsSync(join(root, path)) ? readdirSync(join(root, path)).map((entry) => `${path}/${entry}`) : []
  return [
    ...subfolders('web/src/lib/i18n/locales'),
    ...subfolders('web/src/features').map((feature) => `${feature}/locales`),
  ]
}

/**
 * Writes a new domain into the checkout at `root`: `functions/<name>` and `web/src/features/<name>`, formatted
 * as the repository formats. Refuses to touch a folder that exists, or to take a namespace's name (the screens'
 * strings are the `<name>` namespace, found by its file name). Returns the files written.
 */
export async function generateDomain(root: string, names: DomainNames): Promise<string[]> {
  for (const folder of [`functions/${names.name}`, `web/src/features/${names.name}`])
    if (existsSync(join(root, folder))) throw new Error(`${folder} exists already; choose another name.`)
  const namespace = namespaceFolders(root)
    .map((folder) => `${folder}/${names.name}.json`)
    .find((file) => existsSync(join(root, file)))
  if (namespace) throw new Error(`${namespace} is the ${names.name} namespace already; choose another name.`)
  const files = domainFiles(names)
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    const options = await resolveConfig(file)
    writeFileSync(file, await format(text, { ...options, filepath: file }))
  }
  return Object.keys(files)
}
