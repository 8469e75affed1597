// One figure run on its own, outside run.ts (`node --import tsx tests/bench/<figure>.ts`).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchPortal, BenchPortalOptions } from './portal'
import type { Row } from './report'

/**
 * Runs `main` when the module at `moduleUrl` is the one node was started with, then exits with its outcome:
 * s3rver's sockets or the SDK's keep-alive agent would otherwise hold a finished run open. Not a top-level
 * await: a figure's `main` imports figures.ts, which imports the figure's module, and would wait for it forever.
 */
export function runWhenMain(moduleUrl: string, main: () => Promise<unknown>) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

/** The SDK's notice that the pinned version supports Node 20 would otherwise open every figure's output. */
export const quietSdkNotice = () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
}

/** A figure measured on a bench portal of its own. */
export interface FigureAlone<Measurement> {
  /** Names the portal's temporary data folder. */
  name: string
  portal?: BenchPortalOptions
  /** What the figure is about to do, printed once the portal is up. */
  starting: string
  measure: (portal: BenchPortal, token: string) => Promise<Measurement>
  /** The measurement as printed, when more than the measurement itself. */
  printed?: (measured: Measurement) => unknown
  /** The figure's report rows (figures.ts, imported by the caller when they are wanted). */
  rows: (measured: Measurement) => Promise<Row[]>
}

/**
 * A figure alone: a bench portal of its own, signed in as the administrator, the measurement printed as JSON
 * and as its report rows, then the portal stopped and its data deleted.
 */
export async function measureAlone<Measurement>(figure: FigureAlone<Measurement>) {
  quietSdkNotice()
  const { startBenchPortal } = await import('./portal')
  const { measureCallsPerRequest } = await import('./dynamo-calls')
  const { renderTable } = await import('./report')
  const dataDir = await mkdtemp(join(tmpdir(), `campus-${figure.name}-`))
  const portal = await startBenchPortal(dataDir, figure.portal)
  try {
    const { token } = await measureCallsPerRequest(portal)
    console.log(figure.starting)
    const measured = await figure.measure(portal, token)
    console.log(JSON.stringify(figure.printed ? figure.printed(measured) : measured, null, 2))
    console.log(`\n${renderTable(await figure.rows(measured))}`)
  } finally {
    await portal.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
