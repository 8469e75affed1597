import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { createTestTables } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import {
  PDF_CONTENT_TYPE,
  writePdfPartsToS3,
  type PdfPartSource,
  type WritePdfPartsOptions,
  type WrittenPdfPart,
} from './pdf-parts'
import { A4, SKIP_REASONS } from './pdf-sources'
import { docxLike, numberedPages, pageWidthsOf, testPdf, testPng } from './testing/pdfs'

/** A small limit keeps the files small: what matters is how they compare with it. */
const LIMIT = 1024 * 1024
const KB = 1_000

/**
 * Fresh emulator buckets and a new folder in the exports bucket for one merge: where the test writes, and what
 * is stored there afterwards (every part, read back).
 */
async function mergeTarget() {
  const env = await createTestTables()
  const folder = `reports/${crypto.randomUUID()}`
  const bucket = env.buckets.exports
  const keyOf = (index: number) => `${folder}/part-${index}.pdf`
  async function read(key: string) {
    const object = await env.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    const bytes = await object.Body!.transformToByteArray()
    return { bytes, object, widths: await pageWidthsOf(bytes) }
  }
  const stored = async () => {
    const listed = await env.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/` }))
    return (listed.Contents ?? []).map(({ Key }) => Key!).sort()
  }
  return {
    env,
    keyOf,
    stored,
    merge: (options: Omit<WritePdfPartsOptions, 's3' | 'bucket' | 'keyOf' | 'maxPartBytes'>, limit = LIMIT) =>
      writePdfPartsToS3({ s3: env.s3, bucket, keyOf, maxPartBytes: limit, ...options }),
    read,
    /**
     * Reads every part back, checking it is within the limit and holds the bytes and pages recorded for it;
     * answers the widths of all their pages, in order (each page of a test PDF has its own width).
     */
    async widthsOf(parts: readonly WrittenPdfPart[]) {
      const widths: number[] = []
      for (const part of parts) {
        const stored = await read(part.key)
        expect(part.bytes).toBeLessThanOrEqual(LIMIT)
        expect(stored.bytes.length).toBe(part.bytes)
        expect(stored.widths.length).toBe(part.pages)
        widths.push(...stored.widths)
      }
      return widths
    },
  }
}

const source = (name: string, bytes: Uint8Array, contentType?: string): PdfPartSource => ({
  name,
  open: () => Promise.resolve(bytes),
  ...(contentType ? { contentType } : {}),
})

const A4_WIDTH = Math.round(A4.width)

describe('writePdfPartsToS3', () => {
  it('merges PDFs page by page and images as A4 pages into parts within the limit, skipping the rest', async () => {
    const target = await mergeTarget()
    const done: number[] = []
    const sources = [
      source('A.pdf', await testPdf(numberedPages(3, 150 * KB, 100))),
      source('B.pdf', await testPdf(numberedPages(2, 150 * KB, 200))),
      source('Minutes.docx', docxLike()),
      source('Photo.png', testPng(900, 1_200)),
      source('Locked.pdf', await testPdf(numberedPages(1, KB, 250), { encrypted: true })),
      // A+B+photo weigh about 760 KB: C's 450 KB would take them over 1 MiB, so C starts part 2.
      source('C.pdf', await testPdf(numberedPages(3, 150 * KB, 300))),
      source('Renamed.pdf', docxLike(), 'application/pdf'),
    ]

    const result = await target.merge({
      sources,
      contentDispositionOf: (index) => `attachment; filename="1.1.1-${index}-CSE-Syllabus.pdf"`,
      onSource: (count) => {
        done.push(count)
      },
    })

    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(result.skipped).toEqual([
      { name: 'Minutes.docx', reason: SKIP_REASONS.other },
      { name: 'Locked.pdf', reason: SKIP_REASONS.encrypted },
      {
        name: 'Renamed.pdf',
        reason: 'Stored as application/pdf, but it is not a PDF, JPEG or PNG: listed as it is',
      },
    ])
    expect(
      result.parts.map(({ index, key, documents, pages }) => ({ index, key, documents, pages })),
    ).toEqual([
      { index: 1, key: target.keyOf(1), documents: 3, pages: 6 },
      { index: 2, key: target.keyOf(2), documents: 1, pages: 3 },
    ])
    expect(await target.stored()).toEqual([target.keyOf(1), target.keyOf(2)])
    const first = await target.read(target.keyOf(1))
    expect(first.widths).toEqual([100, 101, 102, 200, 201, A4_WIDTH])
    expect(first.object.ContentType).toBe(PDF_CONTENT_TYPE)
    expect(first.object.ContentDisposition).toBe('attachment; filename="1.1.1-1-CSE-Syllabus.pdf"')
    expect(result.parts[0]!.bytes).toBe(first.bytes.length)
    expect(first.bytes.length).toBeLessThanOrEqual(LIMIT)
    const second = await target.read(target.keyOf(2))
    expect(second.widths).toEqual([300, 301, 302])
    expect(result.parts[1]!.bytes).toBe(second.bytes.length)
    expect(result.parts.some((part) => part.oversized)).toBe(false)
  })

  it('splits a source bigger than the limit by pages over as many parts as it needs', async () => {
    const target = await mergeTarget()
    const big = await testPdf(numberedPages(10, 250 * KB, 100))
    expect(big.length).toBeGreaterThan(2 * LIMIT)

    const result = await target.merge({
      sources: [source('Small.pdf', await testPdf(numberedPages(1, 100 * KB, 50))), source('Big.pdf', big)],
    })

    expect(await target.widthsOf(result.parts)).toEqual([
      50,
      ...Array.from({ length: 10 }, (_, index) => 100 + index),
    ])
    // 11 pages of about 100 + 10 x 250 KB in 1 MiB parts: 3 at least, and no part left nearly empty.
    expect(result.parts.length).toBe(3)
    expect(result.parts[0]!.documents).toBe(2)
    expect(await target.stored()).toHaveLength(3)
  })

  it('checks the saved size: pages sharing a big resource still come out within the limit', async () => {
    const target = await mergeTarget()
    // Each part of this PDF carries its own copy of the 500 KB resource every page shows, so splitting it by its
    // size per page (150 KB) underestimates every part: 6 pages would take 1.1 MB. The saved size decides, and
    // each part copies its run of pages at once, so it holds the resource once.
    const shared = await testPdf(numberedPages(10, 100 * KB, 100), { shared: 500 * KB })

    const result = await target.merge({ sources: [source('Shared.pdf', shared)] })

    expect(result.parts.map(({ pages, documents, oversized }) => ({ pages, documents, oversized }))).toEqual([
      { pages: 5, documents: 1, oversized: undefined },
      { pages: 5, documents: 1, oversized: undefined },
    ])
    expect(await target.widthsOf(result.parts)).toEqual(Array.from({ length: 10 }, (_, index) => 100 + index))
  })

  it('carries the pages that did not fit on to the next part when pages differ in size', async () => {
    const target = await mergeTarget()
    // 133 KB a page on average: the first 7 (50 KB each) make a light part, the last 5 (50 KB and 4 x 300 KB)
    // were estimated at 667 KB and weigh 1.25 MB, so the last page moves on to a part of its own.
    const uneven = await testPdf([...numberedPages(8, 50 * KB, 100), ...numberedPages(4, 300 * KB, 200)])

    const result = await target.merge({ sources: [source('Uneven.pdf', uneven)] })

    expect(result.parts.map(({ pages }) => pages)).toEqual([7, 4, 1])
    expect(await target.widthsOf(result.parts)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203,
    ])
  })

  it('puts a single page bigger than the limit alone in a part flagged oversized', async () => {
    const target = await mergeTarget()
    const result = await target.merge({
      sources: [
        source('Before.pdf', await testPdf(numberedPages(1, 100 * KB, 10))),
        source('Poster.pdf', await testPdf([{ width: 500, height: 500, bytes: 1_200 * KB }])),
        source('After.pdf', await testPdf(numberedPages(1, 100 * KB, 20))),
      ],
    })

    expect(result.parts.map(({ pages, oversized }) => ({ pages, oversized }))).toEqual([
      { pages: 1, oversized: undefined },
      { pages: 1, oversized: true },
      { pages: 1, oversized: undefined },
    ])
    expect(result.parts[1]!.bytes).toBeGreaterThan(LIMIT)
    expect((await target.read(target.keyOf(2))).widths).toEqual([500])
    expect((await target.read(target.keyOf(3))).widths).toEqual([20])
  })

  it('reads one source at a time and stores each part before reading far past it', async () => {
    const target = await mergeTarget()
    const pdf = await testPdf(numberedPages(1, 600 * KB, 100))
    let opening = 0
    let mostAtOnce = 0
    const storedWhenOpened: number[] = []
    function* sources(): Generator<PdfPartSource> {
      for (let n = 1; n <= 5; n++)
        yield {
          name: `${n}.pdf`,
          open: async () => {
            opening++
            mostAtOnce = Math.max(mostAtOnce, opening)
            storedWhenOpened.push((await target.stored()).length)
            opening--
            return pdf
          },
        }
    }

    const result = await target.merge({ sources: sources() })

    // Two 600 KB sources never share a 1 MiB part: part n is stored once source n + 1 is in hand.
    expect(result.parts).toHaveLength(5)
    expect(storedWhenOpened).toEqual([0, 0, 1, 2, 3])
    expect(mostAtOnce).toBe(1)
  })

  it('stores nothing for no sources, or none that merge', async () => {
    const target = await mergeTarget()
    await expect(target.merge({ sources: [] })).resolves.toEqual({ parts: [], skipped: [] })
    const result = await target.merge({ sources: [source('Sheet.xlsx', docxLike())] })
    expect(result.parts).toEqual([])
    expect(result.skipped).toHaveLength(1)
    expect(await target.stored()).toEqual([])
  })

  it('deletes the parts already stored when a later source cannot be opened, and throws its error', async () => {
    const target = await mergeTarget()
    const pdf = await testPdf(numberedPages(1, 600 * KB, 100))
    const sources: PdfPartSource[] = [
      source('1.pdf', pdf),
      source('2.pdf', pdf),
      source('3.pdf', pdf),
      { name: 'Gone.pdf', open: () => Promise.reject(new Error('NoSuchKey: Gone.pdf')) },
    ]
    const progress: number[] = []

    await expect(
      target.merge({
        sources,
        onSource: async (done) => {
          progress.push(done, (await target.stored()).length)
        },
      }),
    ).rejects.toThrow('NoSuchKey: Gone.pdf')

    // Parts 1 and 2 were stored before the failure (source 3 in hand), and are gone after it.
    expect(progress).toEqual([1, 0, 2, 1, 3, 2])
    expect(await target.stored()).toEqual([])
  })

  it('deletes what it stored when onSource throws or an upload fails', async () => {
    const target = await mergeTarget()
    const pdf = await testPdf(numberedPages(1, 600 * KB, 100))
    await expect(
      target.merge({
        sources: [source('1.pdf', pdf), source('2.pdf', pdf), source('3.pdf', pdf)],
        onSource: (done) => {
          if (done === 3) throw new Error('The request was replaced')
        },
      }),
    ).rejects.toThrow('The request was replaced')
    expect(await target.stored()).toEqual([])

    // The second upload fails at S3: the first part, already stored, is deleted.
    let puts = 0
    target.env.s3.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'PutObjectCommand' && ++puts === 2)
          throw Object.assign(new Error('SlowDown'), { name: 'SlowDown' })
        return next(args)
      },
      { step: 'initialize', name: 'failSecondPut' },
    )
    await expect(
      target.merge({ sources: [source('1.pdf', pdf), source('2.pdf', pdf), source('3.pdf', pdf)] }),
    ).rejects.toThrow('SlowDown')
    expect(puts).toBe(2)
    expect(await target.stored()).toEqual([])
  })
})
