// The upload figure (issue 14): a 10 MB PDF through the web app's presigned path (ask the files domain for a
// presigned POST, post the file to S3, confirm) against a raw S3 PutObject of the same bytes to the same s3rver.
//
// Alone (its own portal, no other figure):  npm run bench -- upload-path
import { randomFillSync } from 'node:crypto'
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import { s3Client } from '@campus/runtime'
import type { PortalFigure } from './alone'
import { BUDGETS } from './config'
import { apiExpect } from './http'
import type { BenchPortal } from './portal'
import { info, ratioAtMost, type Row } from './report'
import { median } from './stats'

/** The `document` purpose's limit (10 MiB, DOCUMENT_MAX_BYTES in @campus/files), as the files domain signs it. */
const DOCUMENT_LIMIT = 10 * 1024 * 1024

/** The 10 MB (10,000,000 bytes, under the document limit of 10 MiB); timed runs of each side. */
export const UPLOAD_SETTINGS = { bytes: 10_000_000, fileName: 'big.pdf', runs: 10 } as const

/** One presigned upload, with its three steps. */
export interface PresignedRun {
  ms: number
  /** POST /api/s3/uploads: the name and size checked, the record written, the POST signed. */
  presignMs: number
  /** The multipart POST of the fields and the file to s3rver. */
  postMs: number
  /** POST /api/s3/uploads/confirm: the object's size and first bytes checked. */
  confirmMs: number
}

export interface UploadMeasurement {
  presigned: PresignedRun[]
  /** The same multipart POST to s3rver, signed in the bench (untimed), without the portal's two calls. */
  barePostMs: number[]
  /** Raw PutObjects, each from sending to S3's answer. */
  rawMs: number[]
  /** Medians over the runs. */
  presignedMs: number
  barePostMedianMs: number
  rawMedianMs: number
}

type Side = 'presigned' | 'barePost' | 'raw'

/** What POST /api/s3/uploads answers (@campus/files' PresignedUpload). */
interface PresignedUpload {
  url: string
  fields: Record<string, string>
  fileKey: string
}

/** `%PDF-1.7`, random bytes as a PDF's compressed streams would be, and the trailer's end-of-file mark. */
function pdfLike(bytes: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(bytes)
  randomFillSync(data)
  const encoder = new TextEncoder()
  data.set(encoder.encode('%PDF-1.7\n'), 0)
  const end = encoder.encode('\n%%EOF\n')
  data.set(end, bytes - end.length)
  return data
}

/**
 * What web/src/components/files/upload-file.ts sends to storage: every presigned field, then the file as
 * `file`, as multipart/form-data (fetch here, XMLHttpRequest there). S3 answers 204.
 */
async function postToStorage(url: string, fields: Record<string, string>, data: Uint8Array<ArrayBuffer>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([data], { type: 'application/pdf' }), UPLOAD_SETTINGS.fileName)
  const posted = await fetch(url, { method: 'POST', body: form })
  const answer = await posted.text()
  if (posted.status !== 204) throw new Error(`S3 answered a presigned POST ${posted.status}: ${answer}`)
}

/**
 * Three sides to the portal's s3rver and its attachments bucket, from this process, each
 * UPLOAD_SETTINGS.runs times after one untimed upload of each, taking turns (ABC, then CBA) so a change in the
 * machine's load hits all alike:
 * - the presigned path, exactly as the web app takes it: POST /api/s3/uploads, the multipart POST to the
 *   returned URL, POST /api/s3/uploads/confirm;
 * - the same multipart POST alone, presigned in the bench (untimed) with the policy the files domain writes:
 *   what s3rver itself costs for a POST, so what is left is the portal's;
 * - a raw PutObject of the same bytes with an S3 client built as @campus/runtime builds the portal's.
 * Every object is checked (the confirm, or a HeadObject) and deleted after its run, untimed.
 */
export async function measureUploadPath(portal: BenchPortal, token: string): Promise<UploadMeasurement> {
  const { baseUrl } = portal
  const { bucket, endpoint } = portal.attachments
  const data = pdfLike(UPLOAD_SETTINGS.bytes)
  const s3 = s3Client({ region: 'ap-south-1', endpoint })
  let count = 0
  const benchKey = () => `bench/upload-${++count}.pdf`

  /** Stored whole, then deleted (untimed). */
  const checkAndDelete = async (Key: string) => {
    const { ContentLength } = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key }))
    if (ContentLength !== data.length)
      throw new Error(`s3rver stored ${ContentLength} of ${data.length} bytes`)
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }))
  }

  const presigned = async (): Promise<PresignedRun> => {
    const started = performance.now()
    const upload = await apiExpect<PresignedUpload>(200, baseUrl, 'POST', '/api/s3/uploads', {
      token,
      body: {
        purpose: 'document',
        fileName: UPLOAD_SETTINGS.fileName,
        size: data.length,
        contentType: 'application/pdf',
      },
    })
    const signed = performance.now()
    await postToStorage(upload.url, upload.fields, data)
    const stored = performance.now()
    const confirmed = await apiExpect<{ versionId: string; fileKey: string }>(
      200,
      baseUrl,
      'POST',
      '/api/s3/uploads/confirm',
      { token, body: { fileKey: upload.fileKey } },
    )
    const done = performance.now()
    const query = new URLSearchParams({ versionId: confirmed.versionId, fileKey: confirmed.fileKey })
    await apiExpect(200, baseUrl, 'DELETE', `/api/s3/deleteInJackprodigy?${query.toString()}`, { token })
    return {
      ms: done - started,
      presignMs: signed - started,
      postMs: stored - signed,
      confirmMs: done - stored,
    }
  }

  const barePost = async () => {
    const Key = benchKey()
    // The policy packages/files/src/storage.ts signs: the key, 1 byte to the document limit, opaque bytes.
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: bucket,
      Key,
      Conditions: [
        ['content-length-range', 1, DOCUMENT_LIMIT],
        ['eq', '$Content-Type', 'application/octet-stream'],
      ],
      Fields: { 'Content-Type': 'application/octet-stream' },
      Expires: 600,
    })
    const started = performance.now()
    await postToStorage(url, fields, data)
    const ms = performance.now() - started
    await checkAndDelete(Key)
    return ms
  }

  const raw = async () => {
    const Key = benchKey()
    const started = performance.now()
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: 'application/pdf' }))
    const ms = performance.now() - started
    await checkAndDelete(Key)
    return ms
  }

  try {
    await presigned()
    await barePost()
    await raw()
    const runs = { presigned: [] as PresignedRun[], barePostMs: [] as number[], rawMs: [] as number[] }
    const sides: Side[] = ['presigned', 'barePost', 'raw']
    for (let round = 0; round < UPLOAD_SETTINGS.runs; round++)
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        if (side === 'presigned') runs.presigned.push(await presigned())
        else if (side === 'barePost') runs.barePostMs.push(await barePost())
        else runs.rawMs.push(await raw())
      }
    return {
      ...runs,
      presignedMs: median(runs.presigned.map(({ ms }) => ms)),
      barePostMedianMs: median(runs.barePostMs),
      rawMedianMs: median(runs.rawMs),
    }
  } finally {
    s3.destroy()
  }
}

/**
 * The upload figures: the presigned path against the same POST to s3rver alone (the portal's share, budgeted),
 * and against a raw PUT of the same bytes (the comparison, with s3rver's multipart parsing in it).
 */
export function uploadRows(m: UploadMeasurement): Row[] {
  const label = `Upload: ${UPLOAD_SETTINGS.bytes.toLocaleString('en-US')} B PDF through the presigned path (presign, POST to S3, confirm)`
  const of = `median of ${UPLOAD_SETTINGS.runs}`
  return [
    ratioAtMost(
      `${label} vs the same multipart POST to s3rver alone (${of})`,
      'ms',
      m.presignedMs,
      m.barePostMedianMs,
      BUDGETS.uploadRatio,
    ),
    info(`${label} vs a raw S3 PutObject to the same s3rver (${of})`, 'ms', m.presignedMs, m.rawMedianMs),
    info(
      `Upload: the multipart POST to s3rver alone vs a raw S3 PutObject of the same bytes (${of})`,
      'ms',
      m.barePostMedianMs,
      m.rawMedianMs,
    ),
  ]
}

/** The figure alone: `npm run bench -- upload-path`. */
export const uploadFigure = (): PortalFigure<UploadMeasurement> => ({
  name: 'upload-path',
  starting: `Uploading ${UPLOAD_SETTINGS.bytes.toLocaleString('en-US')} bytes, ${UPLOAD_SETTINGS.runs} runs of each side...`,
  measure: measureUploadPath,
  rows: (measured) => Promise.resolve(uploadRows(measured)),
})
