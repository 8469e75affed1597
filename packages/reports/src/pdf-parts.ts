import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { PDFDocument } from 'pdf-lib'
import { longestFittingRun, pagesThatFit, startsNewPart } from './pdf-part-plan'
import { savePdf, sourcePagesOf, type SourcePages } from './pdf-sources'

export const PDF_CONTENT_TYPE = 'application/pdf'

/** One file to merge: opened only when its turn comes, and let go once its pages are in a part. */
export interface PdfPartSource {
  /** How the file is named in `skipped`. */
  name: string
  open: () => Promise<Uint8Array>
  /** What the file was stored as; only words a skip reason, the file's first bytes decide what it is. */
  contentType?: string
}

export interface WrittenPdfPart {
  /** 1-based, in the order the parts were written (and their pages read). */
  index: number
  key: string
  /** Size of the stored part. */
  bytes: number
  /** Sources with pages in this part (a source split over parts counts in each). */
  documents: number
  pages: number
  /** A single page bigger than `maxPartBytes`, alone in its part: the one part over the limit. */
  oversized?: true
}

/** A source listed as it is rather than merged, and why. */
export interface SkippedSource {
  name: string
  reason: string
}

export interface WritePdfPartsOptions {
  s3: S3Client
  bucket: string
  /** The S3 key of part `index` (1-based). */
  keyOf: (index: number) => string
  /** The stored part's Content-Disposition, so a download is saved under its name. */
  contentDispositionOf?: (index: number) => string
  /** Read once, in order, one at a time. */
  sources: Iterable<PdfPartSource> | AsyncIterable<PdfPartSource>
  /** The most a stored part may weigh, e.g. 5 * 1024 * 1024 (the NAAC portal's upload limit). */
  maxPartBytes: number
  /** After each source is merged or skipped, with how many are; a throw stops the merge, as a failed source. */
  onSource?: (done: number) => void | Promise<void>
}

export interface WrittenPdfParts {
  parts: WrittenPdfPart[]
  skipped: SkippedSource[]
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index)

/** A new document holding `indices` of `from`'s pages (what they use copied once, shared between them). */
async function documentOf(from: PDFDocument, indices: number[]) {
  const doc = await PDFDocument.create({ updateMetadata: false })
  for (const page of await doc.copyPages(from, indices)) doc.addPage(page)
  return doc
}

/**
 * The part being filled, and the parts already stored. A page's objects live in the part's document from the
 * moment it is copied in; a part is only ever saved whole, and the pages that do not fit in one part's limit move
 * on to the next part.
 */
class PartWriter {
  readonly written: WrittenPdfPart[] = []
  /** Every key an upload was begun for: what a failure deletes. */
  readonly begun: string[] = []
  private doc: PDFDocument | undefined
  /** The source (its number in the merge) of each page of the part, in order: parts count their documents. */
  private pageSources: number[] = []
  private estimatedBytes = 0

  constructor(private readonly options: WritePdfPartsOptions) {}

  private get soFar() {
    return { pages: this.pageSources.length, bytes: this.estimatedBytes }
  }

  /**
   * Adds a source's pages: a source that fits in a part goes whole into the part so far, or, when it would take
   * that over the limit, into the next; a bigger one fills parts run by run, its size shared evenly among its
   * pages. Each run is copied in one go, so what its pages share (fonts, a logo) is in the part once.
   */
  async add(source: SourcePages, sourceNumber: number) {
    const max = this.options.maxPartBytes
    const count = source.doc.getPageCount()
    if (source.estimatedBytes <= max) {
      while (startsNewPart(this.soFar, source.estimatedBytes, max)) await this.writeOne()
      await this.copy(source.doc, range(0, count), sourceNumber, source.estimatedBytes)
      return
    }
    let pageBytes = source.estimatedBytes / count
    for (let next = 0; next < count;) {
      const fit = pagesThatFit(this.soFar, pageBytes, count - next, max)
      if (fit > 0) {
        await this.copy(source.doc, range(next, next + fit), sourceNumber, fit * pageBytes)
        next += fit
        continue
      }
      const written = await this.writeOne(sourceNumber)
      // Pages of this source that did not fit are copied again with the next run, not carried over: a second
      // copy into the same part would hold what they share twice. And runs are shorter from then on.
      next -= written.dropped
      if (written.dropped > 0) pageBytes = Math.max(pageBytes, written.bytes / written.pages)
    }
  }

  /** Writes what is left, as one part or more. */
  async finish() {
    while (this.pageSources.length > 0) await this.writeOne()
  }

  private async copy(from: PDFDocument, indices: number[], sourceNumber: number, estimatedBytes: number) {
    const doc = (this.doc ??= await PDFDocument.create({ updateMetadata: false }))
    for (const page of await doc.copyPages(from, indices)) doc.addPage(page)
    this.pageSources.push(...indices.map(() => sourceNumber))
    this.estimatedBytes += estimatedBytes
  }

  private reset() {
    this.doc = undefined
    this.pageSources = []
    this.estimatedBytes = 0
  }

  /**
   * Saves the part so far and stores it when it is within the limit. When the estimates were short, stores the
   * longest first run of its pages that fits instead; the rest become the part being filled (copied into a new
   * document, which leaves behind what only the stored pages used), unless they are all pages of `dropSource`:
   * those are dropped, for the caller to copy again. Answers the stored part's size and pages, and how many
   * pages were dropped.
   */
  private async writeOne(dropSource?: number): Promise<{ bytes: number; pages: number; dropped: number }> {
    const doc = this.doc
    const pages = this.pageSources.length
    if (!doc || pages === 0) return { bytes: 0, pages: 0, dropped: 0 }
    const max = this.options.maxPartBytes
    const saved = await savePdf(doc)
    if (saved.length <= max) {
      await this.store(saved, this.pageSources, false)
      this.reset()
      return { bytes: saved.length, pages, dropped: 0 }
    }
    const run = await longestFittingRun(pages, { bytes: saved.length, value: saved }, max, async (count) => {
      const bytes = await savePdf(await documentOf(doc, range(0, count)))
      return { bytes: bytes.length, value: bytes }
    })
    const rest = this.pageSources.slice(run.count)
    await this.store(run.value, this.pageSources.slice(0, run.count), !run.fits)
    const written = { bytes: run.bytes, pages: run.count }
    if (rest.length === 0 || rest.every((sourceNumber) => sourceNumber === dropSource)) {
      this.reset()
      return { ...written, dropped: rest.length }
    }
    this.doc = await documentOf(doc, range(run.count, pages))
    this.pageSources = rest
    this.estimatedBytes = Math.max(0, saved.length - run.bytes)
    return { ...written, dropped: 0 }
  }

  private async store(bytes: Uint8Array, pageSources: number[], oversized: boolean) {
    const index = this.written.length + 1
    const key = this.options.keyOf(index)
    const disposition = this.options.contentDispositionOf?.(index)
    this.begun.push(key)
    const upload = new Upload({
      client: this.options.s3,
      params: {
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: PDF_CONTENT_TYPE,
        ...(disposition === undefined ? {} : { ContentDisposition: disposition }),
      },
    })
    try {
      await upload.done()
    } catch (error) {
      // As writeWorkbookToS3: a multipart upload already begun (an oversized part) is aborted with its parts.
      await upload.abort().catch(() => undefined)
      throw error
    }
    this.written.push({
      index,
      key,
      bytes: bytes.length,
      documents: new Set(pageSources).size,
      pages: pageSources.length,
      ...(oversized ? { oversized: true as const } : {}),
    })
  }
}

/** Reads one source and turns it into pages; its bytes are let go when this returns. */
async function readSource(source: PdfPartSource) {
  return sourcePagesOf(await source.open(), source.contentType)
}

/**
 * Merges `sources` into PDFs of at most `maxPartBytes` each, stored at `keyOf(1)`, `keyOf(2)`, ... in `bucket`:
 * a PDF's pages are copied as they are, a JPEG or PNG becomes an A4 page (scaled to fit within half-inch margins),
 * and anything else (Word, Excel, a zip, a PDF that cannot be read or is encrypted) is skipped with a reason.
 * What a file is comes from its first bytes, not its name.
 *
 * Sources are read one at a time, in order, and a part is saved and stored as soon as the next source would take
 * it over the limit (judged by the sources' sizes, then checked on the saved file: a part found over the limit
 * stores its longest first run of pages that fits and carries the rest on). A source bigger than a part is split
 * over parts by pages; a single page bigger than a part goes alone in its part, flagged `oversized`. No part is
 * empty. Memory holds about one source and one part (two while a part is checked), whatever the sources add up
 * to; `npm run bench` measures it against a tenth of the sources.
 *
 * If a source's `open`, `onSource`, pdf-lib or an upload fails, the error is thrown and every part already
 * stored is deleted: a merge is stored whole or not at all.
 * @example
 * const { parts, skipped } = await writePdfPartsToS3({
 *   s3, bucket: env.EXPORTS_BUCKET, maxPartBytes: 5 * 1024 * 1024,
 *   keyOf: (index) => `reports/naac/${requestId}/1.1.1-${index}-CSE-Syllabus.pdf`,
 *   sources: files.map((file) => ({ name: file.fileName, open: () => readAttachment(file.fileKey) })),
 * })
 */
export async function writePdfPartsToS3(options: WritePdfPartsOptions): Promise<WrittenPdfParts> {
  if (!(options.maxPartBytes > 0)) throw new RangeError('maxPartBytes must be more than 0')
  const writer = new PartWriter(options)
  const skipped: SkippedSource[] = []
  try {
    let done = 0
    for await (const source of options.sources) {
      const pages = await readSource(source)
      if ('skipped' in pages) skipped.push({ name: source.name, reason: pages.skipped })
      else await writer.add(pages, done)
      // Not `onSource?.(++done)`: an absent callback would skip the count with the call.
      done++
      await options.onSource?.(done)
    }
    await writer.finish()
    return { parts: writer.written, skipped }
  } catch (error) {
    // Deleting a key whose upload never completed is a no-op; a delete that fails leaves the original error
    // to tell what went wrong.
    await Promise.allSettled(
      writer.begun.map((Key) => options.s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key }))),
    )
    throw error
  }
}
