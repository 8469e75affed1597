import { once } from 'node:events'
import { PassThrough, type Readable, type Transform, type TransformCallback } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import archiver from 'archiver'

/** What zips are stored as (`CONTENT_TYPES.zip` in @campus/files, which this package does not depend on). */
export const ZIP_CONTENT_TYPE = 'application/zip'

/** archiver's zip stream, as writeZipToS3 and the bench's raw baseline both make it. */
export interface ZipArchive extends Transform {
  append(source: Readable, data: { name: string; date?: Date; store?: boolean }): this
  finalize(): Promise<void>
  abort(): this
}

/** A zip stream; what it deflates gets zlib's default level, a fair trade for text and old Office files. */
export const zipArchive = (): ZipArchive => archiver('zip', { zlib: { level: 6 } })

/** One file to put in the zip: opened only when its turn comes. */
export interface ZipEntrySource {
  name: string
  /** Stored as it is (already compressed) rather than deflated. */
  store: boolean
  date: Date
  open: () => Promise<Readable>
}

export interface WriteZipOptions {
  s3: S3Client
  bucket: string
  key: string
  /** The stored object's Content-Disposition, so a download is saved under the zip's name. */
  contentDisposition: string
  entries: Iterable<ZipEntrySource> | AsyncIterable<ZipEntrySource>
  /** After each entry is in the zip, with how many are; a throw stops the zip and stores nothing. */
  onEntry?: (done: number) => void | Promise<void>
}

export interface WrittenZip {
  key: string
  entries: number
  /** Size of the stored zip. */
  bytes: number
}

/** A PassThrough that counts what goes through it: the size of the stored file. */
class CountingPassThrough extends PassThrough {
  bytes = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    callback(null, chunk)
  }
}

/**
 * Writes a zip of `entries` to `s3://bucket/key` as it is built, as writeWorkbookToS3 (workbook.ts) writes a
 * workbook: archiver feeds an `Upload` (multipart once the zip passes 5 MB), and each entry's source is opened
 * only once the one before it is in the zip, so one file is read at a time and neither a file nor the zip is
 * ever held whole: memory stays the Upload's few parts whatever the files add up to.
 *
 * If a source, `onEntry`, archiver or the upload fails, nothing is stored at `key` (the upload is aborted, with
 * any parts already sent) and the error is thrown.
 */
export async function writeZipToS3(options: WriteZipOptions): Promise<WrittenZip> {
  const body = new CountingPassThrough()
  const upload = new Upload({
    client: options.s3,
    params: {
      Bucket: options.bucket,
      Key: options.key,
      Body: body,
      ContentType: ZIP_CONTENT_TYPE,
      ContentDisposition: options.contentDisposition,
    },
  })
  const uploaded = upload.done()
  const archive = zipArchive()
  const reading: { source?: Readable } = {}
  // Any error of archiver's, between entries or while it finalizes, ends the zip (and, listened to, never
  // becomes an uncaught 'error' event).
  const failed = new Promise<never>((_, reject) => archive.on('error', reject))
  archive.pipe(body)
  const written = Promise.race([appendAll(archive, options, reading), failed])
  try {
    const [entries] = await Promise.all([written, uploaded])
    return { key: options.key, entries, bytes: body.bytes }
  } catch (error) {
    // As writeWorkbookToS3: never end the body (to the Upload an ended stream is a whole file); destroyed, it
    // fails the Upload's read, which aborts a multipart upload already begun. The file being read is let go.
    written.catch(() => undefined)
    reading.source?.destroy()
    archive.abort()
    body.destroy()
    await uploaded.catch(() => undefined)
    await upload.abort()
    throw error
  }
}

async function appendAll(archive: ZipArchive, options: WriteZipOptions, reading: { source?: Readable }) {
  let done = 0
  for await (const entry of options.entries) {
    const source = await entry.open()
    reading.source = source
    await appendOne(archive, source, { name: entry.name, date: entry.date, store: entry.store })
    done++
    await options.onEntry?.(done)
  }
  await archive.finalize()
  return done
}

/**
 * Resolves once archiver has read `source` to its end and written it into the zip. archiver does not pass on a
 * source's errors (a dropped connection would leave the entry waiting forever), so those reject here too.
 */
async function appendOne(archive: ZipArchive, source: Readable, data: Parameters<ZipArchive['append']>[1]) {
  const settled = new AbortController()
  const added = once(archive, 'entry', { signal: settled.signal })
  const broken = once(source, 'error', { signal: settled.signal }).then(([error]) => {
    throw error
  })
  // The one that loses the race rejects with an AbortError once the listeners are removed below.
  added.catch(() => undefined)
  broken.catch(() => undefined)
  archive.append(source, data)
  try {
    await Promise.race([added, broken])
  } finally {
    settled.abort()
  }
}
