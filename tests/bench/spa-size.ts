import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Manifest, type ManifestChunk, type PluginOption } from 'vite'
import { REPO_ROOT } from './config'

/** A vite app whose /login the bench weighs. */
export interface SpaApp {
  name: string
  /** The vite root, relative to the repository root. */
  root: string
  /** Its own vite config, or false for an app configured only here. */
  configFile: string | false
  plugins: PluginOption[]
  /** The manifest key of the module the /login route loads lazily. */
  loginModule: string
}

/** The portal's SPA, built with web/vite.config.ts as `npm run build` builds it. */
export const WEB_SPA: SpaApp = {
  name: 'web',
  root: 'web',
  configFile: 'web/vite.config.ts',
  plugins: [],
  loginModule: 'src/app/routes/login.tsx',
}

/** The baseline: React + react-router + SWR in the web app's shape, with vite's defaults and the React plugin. */
export const BARE_SPA: SpaApp = {
  name: 'bare React + react-router + SWR',
  root: 'tests/bench/spa-baseline',
  configFile: false,
  plugins: [react()],
  loginModule: 'login.tsx',
}

/** One file of a build, as the browser downloads it. */
export interface SpaFile {
  /** The manifest key: the source module for the entry and routes, `_name-hash.js` for shared chunks. */
  key: string
  /** Relative to the build's output folder. */
  file: string
  bytes: number
  gzipBytes: number
}

/** What the browser must load to render /login in one build. */
export interface SpaBuild {
  name: string
  /** JS chunks, each once, largest gzip first. */
  chunks: SpaFile[]
  jsBytes: number
  jsGzipBytes: number
  /** Stylesheets those chunks pull in: reported, not budgeted. */
  css: SpaFile[]
  cssBytes: number
  cssGzipBytes: number
}

/**
 * The JS chunks /login needs, by manifest key: the HTML entry's chunk and the route module's, each with its
 * static `imports`, transitively, each once. Dynamic imports (the other routes) load later, so they are left out.
 */
export function loginChunks(manifest: Manifest, loginModule: string): Map<string, ManifestChunk> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`Expected one entry in vite's manifest, found ${entries.length}`)
  const found = new Map<string, ManifestChunk>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`vite's manifest has no ${key}; is /login still a lazy route?`)
    if (found.has(key)) return
    found.set(key, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [...entries, loginModule]) visit(key)
  return found
}

const sum = (files: readonly SpaFile[], field: 'bytes' | 'gzipBytes') =>
  files.reduce((total, file) => total + file[field], 0)

/** Builds `app` with vite into `outDir` (never the app's own dist, which a running server may serve). */
export async function buildSpa(app: SpaApp, outDir: string): Promise<SpaBuild> {
  // vite sets NODE_ENV=production when it is unset, for this whole process; put it back so nothing that runs
  // after the build sees another mode than before it.
  const nodeEnv = process.env.NODE_ENV
  try {
    await build({
      root: join(REPO_ROOT, app.root),
      configFile: app.configFile && join(REPO_ROOT, app.configFile),
      plugins: app.plugins,
      // The manifest is what tells which chunks /login loads; web/vite.config.ts turns it on too.
      build: { outDir, emptyOutDir: true, manifest: true },
      logLevel: 'warn',
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  // Per file, as a server or CDN compresses each response; level 9 as for the Lambda bundles.
  const measure = (key: string, file: string): SpaFile => {
    const content = readFileSync(join(outDir, file))
    return { key, file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
  }
  const largestFirst = (a: SpaFile, b: SpaFile) => b.gzipBytes - a.gzipBytes
  const needed = [...loginChunks(manifest, app.loginModule)]
  const chunks = needed.map(([key, chunk]) => measure(key, chunk.file)).sort(largestFirst)
  const cssFiles = new Set(needed.flatMap(([, chunk]) => chunk.css ?? []))
  const css = [...cssFiles].map((file) => measure(file, file)).sort(largestFirst)
  return {
    name: app.name,
    chunks,
    jsBytes: sum(chunks, 'bytes'),
    jsGzipBytes: sum(chunks, 'gzipBytes'),
    css,
    cssBytes: sum(css, 'bytes'),
    cssGzipBytes: sum(css, 'gzipBytes'),
  }
}
