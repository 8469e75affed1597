// The NAAC merge figure (issue 17): 500 attachments of 2 MB merged by @campus/reports' writePdfPartsToS3 into PDF
// parts of at most 5 MiB (the NAAC portal's upload limit), from and to the bench's s3rver, against the same merge
// of 50 of them: a merge that held its sources or its parts would grow tenfold, one that reads a source at a time
// and stores each part as it is full stays flat. Each merge runs alone in a fresh `node`, so its peak RSS is its
// own; every stored part is checked against the limit.
//
// Alone (its own portal, no other figure):  npm run bench -- naac-merge
// The bench runs measureNaacMerge against the portal; each merge runs in a child (child.ts) through `sides`.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { writePdfPartsToS3, type PdfPartSource } from '@campus/reports/pdf-parts'
import { numberedPages, testPdf } from '@campus/reports/testing/pdfs'
import { s3Client } from '@campus/runtime'
import type { PortalFigure } from './alone'
import { memorySampler } from './memory'
import type { BenchPortal } from './portal'
import { atMost, formatValue, info, markdownTable, ratioAtMost, type Row } from './report'
import { runSide } from './sides'

/**
 * The 500 attachments of 2 MB (4 pages of 500 KB each) in parts of 5 MiB, and the smaller merge (the first
 * 50 of them) the memory is compared with. One merge of 500 reads 1 GB from s3rver and writes as much back, about
 * a minute on the busy 2-core machine.
 */
export const NAAC_MERGE_SETTINGS = {
  attachments: 500,
  smaller: 50,
  bytes: 2_000_000,
  pages: 4,
  maxPartBytes: 5 * 1024 * 1024,
} as const

/**
 * Flat memory: the merge's RSS growth (its peak less its RSS before the merge) over 500 attachments at most this
 * many times its growth over 50. Memory that held the sources or the parts would grow tenfold (1 GB against
 * 100 MB); one source and one part at a time stays near 1.
 */
export const NAAC_MERGE_GROWTH_RATIO = 1.5

const REGION = 'ap-south-1'
const FOLDER = 'files/bench/naac-merge'
const attachmentKey = (n: number) => `${FOLDER}/${n}/Evidence ${n}.pdf`

/** One merge, as its child process saw it. */
export interface MergeRun {
  attachments: number
  /** From the first source's read to the last part stored; imports and clients left out. */
  ms: number
  /** RSS just before the merge, its imports done and its client made. */
  startRssBytes: number
  /** The child's peak RSS during the merge: sampled every 10 ms and after each source, and the kernel's high-water mark. */
  peakRssBytes: number
  /** V8's heap in use plus the memory of ArrayBuffers (where the PDFs' bytes are), before and at its peak. */
  startHeapBytes: number
  peakHeapBytes: number
  parts: number
  pages: number
  /** Size of every part together, and of the largest (as S3 lists it, in the measurement). */
  bytes: number
  largestPartBytes: number
  oversized: number
  skipped: number
}

export interface NaacMergeMeasurement {
  /** Size of the one generated attachment, stored 500 times. */
  attachmentBytes: number
  /** Generating and storing the attachments (untimed by the figures, shown for the run's time). */
  seedMs: number
  larger: MergeRun
  smaller: MergeRun
  largerGrowthBytes: number
  smallerGrowthBytes: number
}

interface Target {
  s3Endpoint: string
  attachments: string
  exports: string
  /** Where the parts go: `<folder>/part-<n>.pdf`. */
  folder: string
  count: number
}

/** Every key under `prefix`, with its size. */
async function listed(s3: S3Client, bucket: string, prefix: string) {
  const objects: { key: string; size: number }[] = []
  let token: string | undefined
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    for (const { Key, Size } of page.Contents ?? []) objects.push({ key: Key!, size: Size ?? 0 })
    token = page.NextContinuationToken
  } while (token)
  return objects
}

/**
 * Generates one attachment (4 pages, each showing 500 KB of random pixels, which no compression shrinks) and
 * stores it 500 times in the attachments bucket, 8 at a time; then merges the first 50 and all 500, each in its
 * own child. Each merge's parts are checked (as many as it says, each within the limit) and deleted, untimed.
 */
export async function measureNaacMerge(portal: BenchPortal): Promise<NaacMergeMeasurement> {
  const { attachments, smaller, bytes, pages } = NAAC_MERGE_SETTINGS
  const s3 = s3Client({ region: REGION, endpoint: portal.attachments.endpoint })
  try {
    const seeding = performance.now()
    const pdf = await testPdf(numberedPages(pages, bytes / pages))
    for (let start = 1; start <= attachments; start += 8)
      await Promise.all(
        Array.from({ length: Math.min(8, attachments - start + 1) }, (_, offset) =>
          s3.send(
            new PutObjectCommand({
              Bucket: portal.attachments.bucket,
              Key: attachmentKey(start + offset),
              Body: pdf,
              ContentType: 'application/pdf',
            }),
          ),
        ),
      )
    const seedMs = performance.now() - seeding

    const merge = async (count: number) => {
      const folder = `exports/bench/naac-merge/${count}-${Date.now()}`
      const result = await runSide<MergeRun>(
        'naac-merge',
        'merge',
        {
          s3Endpoint: portal.attachments.endpoint,
          attachments: portal.attachments.bucket,
          exports: portal.exports.bucket,
          folder,
          count,
        },
        { timeoutMs: 600_000 },
      )
      const stored = await listed(s3, portal.exports.bucket, `${folder}/`)
      if (result.pages !== count * pages || stored.length !== result.parts || result.skipped > 0)
        throw new Error(
          `The merge of ${count} stored ${stored.length} parts and answered ${result.parts} parts of ` +
            `${result.pages} pages, ${result.skipped} skipped`,
        )
      for (const { key } of stored)
        await s3.send(new DeleteObjectCommand({ Bucket: portal.exports.bucket, Key: key }))
      // What S3 holds, not what the merge says it wrote: the budgeted row reads this.
      return { ...result, largestPartBytes: Math.max(0, ...stored.map(({ size }) => size)) }
    }

    const smallerRun = await merge(smaller)
    const largerRun = await merge(attachments)
    const growth = (merged: MergeRun) => merged.peakRssBytes - merged.startRssBytes
    return {
      attachmentBytes: pdf.length,
      seedMs,
      larger: largerRun,
      smaller: smallerRun,
      largerGrowthBytes: growth(largerRun),
      smallerGrowthBytes: growth(smallerRun),
    }
  } finally {
    s3.destroy()
  }
}

/** The figure's report rows: the flat-memory budget, every part within the limit, and the times for context. */
export function naacMergeRows(m: NaacMergeMeasurement): Row[] {
  const { attachments, smaller, maxPartBytes } = NAAC_MERGE_SETTINGS
  const label = `NAAC merge: ${attachments} vs ${smaller} attachments of ${(m.attachmentBytes / 1e6).toFixed(0)} MB into PDF parts of at most ${maxPartBytes / 1024 / 1024} MiB`
  return [
    ratioAtMost(
      `${label}, RSS growth of the merge's process (flat memory)`,
      'B',
      m.largerGrowthBytes,
      m.smallerGrowthBytes,
      NAAC_MERGE_GROWTH_RATIO,
    ),
    info(
      `${label}, growth of the JS heap and buffers`,
      'B',
      m.larger.peakHeapBytes - m.larger.startHeapBytes,
      m.smaller.peakHeapBytes - m.smaller.startHeapBytes,
    ),
    atMost(
      `NAAC merge: the largest part stored by either merge (the NAAC portal's upload limit)`,
      'B',
      Math.max(m.larger.largestPartBytes, m.smaller.largestPartBytes),
      maxPartBytes,
    ),
    info(`${label}, time`, 'ms', m.larger.ms, m.smaller.ms),
  ]
}

/** The figure's section: each merge's figures, and how they were made. */
export function naacMergeSection(m: NaacMergeMeasurement): string {
  const { pages, maxPartBytes } = NAAC_MERGE_SETTINGS
  const b = (value: number) => formatValue(value, 'B')
  const row = (merged: MergeRun) => [
    `${merged.attachments} attachments`,
    formatValue(merged.ms, 'ms'),
    b(merged.startRssBytes),
    b(merged.peakRssBytes),
    b(merged.peakRssBytes - merged.startRssBytes),
    b(merged.peakHeapBytes - merged.startHeapBytes),
    `${merged.parts} (${merged.pages} pages)`,
    b(merged.largestPartBytes),
  ]
  return [
    markdownTable(
      [
        'Merge',
        'Time',
        'RSS before',
        'Peak RSS',
        'RSS growth',
        'Heap + buffers growth',
        'Parts',
        'Largest part',
      ],
      [row(m.smaller), row(m.larger)],
    ),
    '',
    `One attachment of ${b(m.attachmentBytes)} is generated with pdf-lib (${pages} pages, each showing its own ` +
      'strip of random pixels stored unfiltered, as a scan weighs) and stored under 500 keys in the attachments ' +
      `bucket of the portal’s s3rver, untimed (${formatValue(m.seedMs, 'ms')}). Each merge then runs alone in a ` +
      'fresh `node`: `writePdfPartsToS3` from `@campus/reports/pdf-parts` over the first 50 or all 500 keys, each ' +
      `source a GetObject read whole when its turn comes, into parts of at most ${b(maxPartBytes)} in the exports ` +
      'bucket. Time runs from the first read to the last part stored. RSS is sampled every 10 ms and after each ' +
      'source, with the kernel’s high-water mark (`process.resourceUsage().maxRSS`) once it passes the RSS ' +
      'before the merge; growth is the peak less the RSS before. The stored parts are listed afterwards (as many ' +
      'as the merge answered, none over the limit, every page there) and deleted, untimed.',
  ].join('\n')
}

/** In a child: the merge of the first `count` attachments, and its figures. */
async function merge(target: Target): Promise<MergeRun> {
  const memory = memorySampler()
  const s3 = s3Client({ region: REGION, endpoint: target.s3Endpoint })
  const sources = function* (): Generator<PdfPartSource> {
    for (let n = 1; n <= target.count; n++)
      yield {
        name: `Evidence ${n}.pdf`,
        open: async () => {
          const { Body } = await s3.send(
            new GetObjectCommand({ Bucket: target.attachments, Key: attachmentKey(n) }),
          )
          if (!Body) throw new Error(`${attachmentKey(n)} has no body`)
          return Body.transformToByteArray()
        },
      }
  }
  const start = memory.start()
  memory.sampleEvery10Ms()
  const started = performance.now()
  const { parts, skipped } = await writePdfPartsToS3({
    s3,
    bucket: target.exports,
    keyOf: (index) => `${target.folder}/part-${index}.pdf`,
    sources: sources(),
    maxPartBytes: NAAC_MERGE_SETTINGS.maxPartBytes,
    onSource: memory.sample,
  })
  const ms = performance.now() - started
  const peakRssBytes = memory.peakRssWithKernel()
  s3.destroy()
  return {
    attachments: target.count,
    ms,
    startRssBytes: start.rssBytes,
    peakRssBytes,
    startHeapBytes: start.heapBytes,
    peakHeapBytes: memory.peakHeap(),
    parts: parts.length,
    pages: parts.reduce((sum, part) => sum + part.pages, 0),
    bytes: parts.reduce((sum, part) => sum + part.bytes, 0),
    largestPartBytes: Math.max(0, ...parts.map((part) => part.bytes)),
    oversized: parts.filter((part) => part.oversized).length,
    skipped: skipped.length,
  }
}

/** The side each child runs (child.ts). */
export const sides = { merge }

/** The figure alone: `npm run bench -- naac-merge`. */
export const naacMergeFigure = (): PortalFigure<NaacMergeMeasurement> => ({
  name: 'naac-merge',
  starting: `Storing ${NAAC_MERGE_SETTINGS.attachments} attachments of ${NAAC_MERGE_SETTINGS.bytes.toLocaleString('en-US')} B, then merging ${NAAC_MERGE_SETTINGS.smaller} and ${NAAC_MERGE_SETTINGS.attachments} of them into PDF parts, one process each...`,
  measure: (portal) => measureNaacMerge(portal),
  rows: (measured) => Promise.resolve(naacMergeRows(measured)),
})
