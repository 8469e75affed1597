// One figure measured on its own, outside the full run: `npm run bench -- <figure>` (run.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchPortal, BenchPortalOptions } from './portal'
import type { Row } from './report'

/** What every figure run alone has: its name, what it prints first, and how it prints what it measured. */
interface FigureBase<Measurement> {
  /** The figure's module (tests/bench/<name>.ts): `npm run bench -- <name>` runs it alone. */
  name: string
  /** What the figure is about to do, printed once what it measures on is up. */
  starting: string
  /** The measurement as printed, when more than the measurement itself. */
  printed?: (measured: Measurement) => unknown
  /** The figure's report rows (figures.ts, imported by the caller when they are wanted). */
  rows: (measured: Measurement) => Promise<Row[]>
}

/** A figure measured on a bench portal of its own, signed in as the administrator. */
export interface PortalFigure<Measurement> extends FigureBase<Measurement> {
  portal?: BenchPortalOptions
  measure: (portal: BenchPortal, token: string) => Promise<Measurement>
}

/** Where a bucket figure writes: an s3rver endpoint and one of its buckets. */
export interface ExportTarget {
  endpoint: string
  bucket: string
}

/** A figure that only writes to a bucket, measured on an s3rver of its own (no portal to seed). */
export interface BucketFigure<Measurement> extends FigureBase<Measurement> {
  bucketOnly: true
  measure: (target: ExportTarget) => Promise<Measurement>
}

export type FigureAlone<Measurement> = PortalFigure<Measurement> | BucketFigure<Measurement>

/**
 * A figure alone: what it measures on (a bench portal of its own, or only an s3rver), the measurement printed as
 * JSON and as its report rows, then everything stopped and its data deleted.
 */
export async function measureAlone<Measurement>(figure: FigureAlone<Measurement>) {
  const { renderTable } = await import('./report')
  const dataDir = await mkdtemp(join(tmpdir(), `campus-${figure.name}-`))
  try {
    const measured = await ('bucketOnly' in figure ? onBucket(figure, dataDir) : onPortal(figure, dataDir))
    console.log(JSON.stringify(figure.printed ? figure.printed(measured) : measured, null, 2))
    console.log(`\n${renderTable(await figure.rows(measured))}`)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function onPortal<Measurement>(figure: PortalFigure<Measurement>, dataDir: string) {
  const { startBenchPortal } = await import('./portal')
  const { measureCallsPerRequest } = await import('./dynamo-calls')
  const portal = await startBenchPortal(dataDir, figure.portal)
  try {
    const { token } = await measureCallsPerRequest(portal)
    console.log(figure.starting)
    return await figure.measure(portal, token)
  } finally {
    await portal.stop()
  }
}

async function onBucket<Measurement>(figure: BucketFigure<Measurement>, dataDir: string) {
  const { startS3 } = await import('@campus/local/emulators')
  const bucket = 'bench-exports'
  const s3 = await startS3({ directory: dataDir, buckets: [bucket] })
  try {
    console.log(figure.starting)
    return await figure.measure({ endpoint: s3.endpoint, bucket })
  } finally {
    await s3.close()
  }
}
