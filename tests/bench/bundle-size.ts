import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type BuildOptions, type Metafile } from 'esbuild'
import { catalogDefine, LAMBDA_BUNDLING } from '../../infra/lambda-bundling'
import { REPO_ROOT } from './config'

// The deployed bundling options (infra/lambda-bundling.ts) in esbuild's terms, as aws-lambda-nodejs runs
// esbuild with --bundle --platform=node and writes index.mjs for ESM.
const ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: LAMBDA_BUNDLING.format,
  target: LAMBDA_BUNDLING.target,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  external: LAMBDA_BUNDLING.externalModules,
  alias: aliasesOf(LAMBDA_BUNDLING.esbuildArgs),
  banner: { js: LAMBDA_BUNDLING.banner },
  // The catalog CDK inlines (the identity function serves the menu from it at cold start).
  define: catalogDefine(),
} satisfies BuildOptions

/** esbuild's `alias` option from CDK's `--alias:<package>` arguments. */
function aliasesOf(args: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([name]) => name.startsWith('--alias:'))
      .map(([name, path]) => [name.slice('--alias:'.length), path]),
  )
}

/** One bundled Lambda: where the code is and what it weighs. */
export interface Bundle {
  name: string
  /** Absolute path of index.mjs (the file the Lambda runtime imports). */
  file: string
  bytes: number
  gzipBytes: number
  /** The source map beside it; shipped in the zip but not parsed at import, so not budgeted. */
  mapBytes: number
  metafile: Metafile
}

/** Bundles `entry` (relative to the repo root) into `outDir/index.mjs` as CDK would for a domain Lambda. */
export async function bundleLambda(name: string, entry: string, outDir: string): Promise<Bundle> {
  const file = join(outDir, 'index.mjs')
  const result = await build({
    ...ESBUILD_OPTIONS,
    // CDK runs esbuild from the project root; the same root keeps metafile paths repo-relative.
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    outfile: file,
    metafile: true,
    logLevel: 'warning',
  })
  return {
    name,
    file,
    bytes: statSync(file).size,
    gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length,
    mapBytes: statSync(`${file}.map`).size,
    metafile: result.metafile,
  }
}

/** Bytes one package (or workspace folder) adds to a bundle. */
export interface Contributor {
  name: string
  bytes: number
}

/**
 * Minified bytes per package, largest first, from esbuild's `bytesInOutput`: what each dependency costs in
 * the shipped file rather than on disk. Workspace code is named by its folder (`@campus/db`, `functions/identity`).
 */
export function contributors(bundle: Bundle): Contributor[] {
  const output = Object.values(bundle.metafile.outputs).find((candidate) => candidate.entryPoint)
  if (!output) throw new Error(`esbuild's metafile for ${bundle.name} has no entry output`)
  const totals = new Map<string, number>()
  for (const [path, input] of Object.entries(output.inputs)) {
    const name = packageOf(path)
    totals.set(name, (totals.get(name) ?? 0) + input.bytesInOutput)
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .filter(({ bytes }) => bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
}

/** Families that several packages make up, so a reader sees e.g. the whole AWS SDK at once. */
const FAMILIES: Record<string, (name: string) => boolean> = {
  'AWS SDK v3 (@aws-sdk/*, @smithy/*, @aws-crypto/*, @aws/*)': (name) =>
    /^@(aws-sdk|smithy|aws-crypto|aws)\//.test(name),
  // jsonschema is ElectroDB's own dependency; nothing else here pulls it in.
  'ElectroDB (electrodb + jsonschema)': (name) => ['electrodb', 'jsonschema'].includes(name),
  'Project code (functions/*, @campus/*)': (name) =>
    name.startsWith('functions/') || name.startsWith('@campus/'),
}

/** Totals per family of packages (see FAMILIES), largest first. */
export function families(list: Contributor[]): Contributor[] {
  return Object.entries(FAMILIES)
    .map(([name, belongs]) => ({
      name,
      bytes: list.filter((item) => belongs(item.name)).reduce((sum, item) => sum + item.bytes, 0),
    }))
    .sort((a, b) => b.bytes - a.bytes)
}

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; `packages/db/src/...` → `@campus/db`; `functions/x/...` → `functions/x`. */
function packageOf(path: string): string {
  const marker = 'node_modules/'
  const at = path.lastIndexOf(marker)
  if (at >= 0) {
    const parts = path.slice(at + marker.length).split('/')
    return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
  }
  const [top, folder] = path.split('/')
  if (top === 'packages' && folder) return `@campus/${folder}`
  if (top === 'functions' && folder) return `functions/${folder}`
  if (top === 'tests' && folder) return `tests/${folder}`
  return path
}
