import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { tableEnvName } from '@campus/db'
import { manifests, tableDefinitions } from '@campus/functions/manifests'
import { queueUrlVariable } from '@campus/runtime'

const run = promisify(execFile)

// Runs as the whole program of a fresh `node`. The clock starts just before the dynamic import and stops when
// it resolves, so process start-up is left out and what counts is reading, parsing and running the bundle's
// top level (SDK clients, the Hono app, the handler's top-level await).
const CHILD_SCRIPT = [
  'const started = performance.now()',
  'const loaded = await import(process.argv[1])',
  'const ms = performance.now() - started',
  'process.stdout.write(JSON.stringify({ ms, handler: typeof loaded.handler }))',
].join('\n')

/**
 * What a cold start sees: the variables the handlers read (every table's name and queue URL, as each handler
 * requires its own), with a 48-character TOKEN_SECRET so the handlers skip Secrets Manager (no network call happens at
 * import), and the NODE_OPTIONS CDK sets on every domain function. Nothing is inherited from this process, so
 * no tsx loader or NODE_OPTIONS leaks in.
 */
export function coldStartEnv(): NodeJS.ProcessEnv {
  return {
    NODE_OPTIONS: '--enable-source-maps',
    AWS_REGION: 'ap-south-1',
    ...Object.fromEntries(tableDefinitions().map(({ name }) => [tableEnvName(name), `bench-${name}`])),
    // Every declared queue's URL, as CDK sets it on the functions that send to it (ADR 0026).
    ...Object.fromEntries(
      manifests.flatMap(({ queues = [] }) =>
        queues.map(({ name }) => [
          queueUrlVariable(name),
          `https://sqs.ap-south-1.amazonaws.com/000000000000/bench-${name}`,
        ]),
      ),
    ),
    TABLE_NAME: 'bench-reference',
    // What CDK sets on the functions that use buckets and start jobs; nothing is called at import.
    EXPORTS_BUCKET_NAME: 'bench-exports',
    ATTACHMENTS_BUCKET_NAME: 'bench-attachments',
    JOBS_FUNCTION_ARN: 'arn:aws:lambda:ap-south-1:000000000000:function:bench-jobs',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/bench-scheduler',
    TOKEN_SECRET: 'bench-only-token-secret-'.padEnd(48, 'x'),
  }
}

/** Imports `file` once in a fresh process and returns the milliseconds the import took. */
export async function coldImportOnce(file: string): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '--eval', CHILD_SCRIPT, pathToFileURL(file).href],
    { env: coldStartEnv(), timeout: 60_000 },
  )
  const result = JSON.parse(stdout) as { ms: number; handler: string }
  if (result.handler !== 'function') throw new Error(`${file} does not export a handler function`)
  return result.ms
}

/**
 * `runs` cold imports of each bundle, one process at a time (never two at once: on 2 cores they would race
 * each other). Bundles take turns in ABBA order, so drift in machine load over the run hits both alike.
 * One untimed import of each goes first, so both start from a warm disk cache.
 */
export async function measureColdImports(
  bundles: readonly { name: string; file: string }[],
  runs: number,
): Promise<Record<string, number[]>> {
  const samples: Record<string, number[]> = Object.fromEntries(bundles.map(({ name }) => [name, []]))
  for (const { file } of bundles) await coldImportOnce(file)
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? bundles : [...bundles].reverse()
    for (const { name, file } of order) samples[name]?.push(await coldImportOnce(file))
  }
  return samples
}
