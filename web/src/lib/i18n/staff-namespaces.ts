import type app from './locales/staff/app.json'
import type components from './locales/staff/components.json'

/**
 * The staff screens' strings (ADR 0031): English only for now, one namespace per feature, by name. The two
 * shared ones are typed here: `app` for the route pages and `components` for the shared people, files, form
 * and import pieces. A feature types its own beside its strings, in `features/<feature>/locales/namespaces.ts`:
 * @example
 * import type events from './events.json'
 * declare module '@/lib/i18n/staff-namespaces' {
 *   interface StaffResources {
 *     events: typeof events
 *   }
 * }
 * Merged into i18next's resources (i18next.d.ts), so tsc checks every key, and no list here names a feature.
 */
export interface StaffResources {
  app: typeof app
  components: typeof components
}

export type StaffNamespace = keyof StaffResources

/** A namespace's strings: keys to strings, nested. */
export type Strings = { [key: string]: string | Strings }

/** A namespace's name is its file's: `features/naac/locales/naacReports.json` is `naacReports`. */
export const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)

/** The namespaces found, by name. Two files of one name would make one hide the other, so they are refused. */
export function namespacesByName<Load>(files: Record<string, Load>): ReadonlyMap<string, Load> {
  const byName = new Map<string, Load>()
  const pathOf = new Map<string, string>()
  for (const [path, load] of Object.entries(files)) {
    const name = namespaceOf(path)
    const other = pathOf.get(name)
    if (other) throw new Error(`Two staff namespaces are named ${name}: ${other} and ${path}`)
    byName.set(name, load)
    pathOf.set(name, path)
  }
  return byName
}

/**
 * How each staff namespace loads. Found by folder, as the router finds each feature's routes.tsx: the shared
 * ones here and every feature's `locales/<namespace>.json`, so a new feature adds its strings in its own folder
 * only. Each file is a chunk of its own, fetched the first time a screen asks for its namespace; /login and the
 * student pages carry none of them.
 */
export const staffNamespaces = namespacesByName(
  import.meta.glob<Strings>(['./locales/staff/*.json', '../../features/*/locales/*.json'], {
    import: 'default',
  }),
)
