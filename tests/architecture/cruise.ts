import { dirname, join, resolve } from 'node:path'
import { cruise, type ICruiseResult, type IDependency } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

/** The repository's root: the cruise's paths are relative to it. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..')

/**
 * web's path aliases (`@/` for web/src, `@api/` for functions) as enhanced-resolve aliases, read from
 * web/tsconfig.json. dependency-cruiser's own tsconfig support resolves `paths` against the working folder
 * rather than the tsconfig's, so it would look for `@/lib/x` in ./src.
 */
function webAliases(): Record<string, string> {
  const tsconfigFile = join(REPO_ROOT, 'web/tsconfig.json')
  const { options } = extractTSConfig(tsconfigFile)
  const base = typeof options.pathsBasePath === 'string' ? options.pathsBasePath : dirname(tsconfigFile)
  return Object.fromEntries(
    Object.entries(options.paths ?? {}).map(([pattern, [target]]) => [
      pattern.replace(/\/\*$/, ''),
      resolve(base, (target ?? '').replace(/\/\*$/, '')),
    ]),
  )
}

/**
 * Cruises the modules reachable from `roots` (files or folders, relative to the root) with the rules of
 * .dependency-cruiser.js.
 */
export async function cruiseFrom(roots: readonly string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(REPO_ROOT, '.dependency-cruiser.js'))
  const { output } = await cruise([...roots], { ...options, baseDir: REPO_ROOT }, { alias: webAliases() })
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text instead of its result')
  return output
}

/** Dependencies that exist only for the type checker: erased from the JavaScript that runs. */
const TYPE_ONLY = new Set(['type-only', 'type-import', 'pre-compilation-only', 'triple-slash-type-reference'])

/** Whether loading the importing module loads this dependency (now or, for `import()`, when it is called). */
export const loadsAtRunTime = (dependency: IDependency) =>
  !dependency.dependencyTypes.some((type) => TYPE_ONLY.has(type))
