import { createAttachments, createUploadRecords } from '@campus/files'
import { createDomainFixture, domainPeople, TEST_PEOPLE_IN_DEPARTMENTS } from '@campus/testing'
import { createFilesApp } from '../app'
import { createFilesDeps } from '../deps'

/** One person of each kind, and a second student; the files domain knows a caller only by their session. */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS, {
  otherStudent: { userType: 'STUDENT', departmentIds: ['dept-cse'] },
})

export type Person = keyof typeof PEOPLE

/** How a multipart call is sent: its token, where it comes from, its other form fields and headers. */
export interface SendOptions {
  token?: string
  /** The caller's address as the local server's socket gives it. */
  address?: string
  /** The caller's address as API Gateway gives it on Lambda (`requestContext.http.sourceIp`). */
  sourceIp?: string
  fields?: Record<string, string>
  headers?: Record<string, string>
}

/** The hourly limit of external uploads without a session per address the tests run with (small, to reach it). */
export const EXTERNAL_LIMIT = 30
/** The hourly limit of external uploads per signed-in user the tests run with. */
export const USER_EXTERNAL_LIMIT = 20

/**
 * The files app on fresh tables in the shared test dynalite and the shared s3rver bucket. `clock.now` is the
 * service's clock: a test moves it back to make uploads old enough for the sweep.
 */
export async function createFilesFixture(
  options: { externalUploadsPerHour?: number; externalUploadsPerUserPerHour?: number } = {},
) {
  const clock = { now: () => Date.now() }
  const f = await createDomainFixture(PEOPLE, (env) => {
    const deps = createFilesDeps({
      client: env.client,
      tables: { files: env.tables.files, sessions: env.tables.sessions },
      tokenSecret: env.tokenSecret,
      s3: env.s3,
      bucket: env.buckets.attachments,
      externalUploadsPerHour: options.externalUploadsPerHour ?? EXTERNAL_LIMIT,
      externalUploadsPerUserPerHour: options.externalUploadsPerUserPerHour ?? USER_EXTERNAL_LIMIT,
      now: () => clock.now(),
    })
    return { deps, app: createFilesApp(deps) }
  })
  const bucket = f.env.buckets.attachments

  /**
   * A multipart call as the legacy client makes it: the file in the field `file`, the token (if any) in the
   * query, and the caller's address as the local server's socket gives it.
   */
  const send = (method: string, path: string, file: File | undefined, options: SendOptions = {}) => {
    const { sourceIp, address, ...sent } = options
    const bindings = sourceIp
      ? { event: { requestContext: { http: { sourceIp } } } }
      : address
        ? { incoming: { socket: { remoteAddress: address } } }
        : undefined
    return f.callWithForm(method, path, { ...sent, file, bindings })
  }

  return {
    ...f,
    clock,
    bucket,
    send,
    /** Whether the attachments bucket holds an object under the key. */
    exists: f.stored,
    records: createUploadRecords(f.env.client, f.env.tables.files),
    attachments: createAttachments(f.storage),
  }
}

export type FilesFixture = Awaited<ReturnType<typeof createFilesFixture>>

const encoder = new TextEncoder()
const bytes = (...parts: (string | number[] | Uint8Array)[]) => {
  const chunks = parts.map((part) =>
    typeof part === 'string'
      ? encoder.encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  )
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

/** `size` bytes starting with `head`, padded with a repeating filler. */
export const padded = (head: Uint8Array, size: number) => {
  const out = new Uint8Array(size).fill(0x20)
  out.set(head.subarray(0, size))
  return out
}

/** A zip's local file header for one stored entry, with the sizes it declares. */
function zipEntry(name: string, data: Uint8Array, declared?: { compressed: number; uncompressed: number }) {
  const header = new Uint8Array(30)
  const view = new DataView(header.buffer)
  view.setUint32(0, 0x04034b50, true)
  view.setUint16(4, 20, true)
  view.setUint16(8, declared ? 8 : 0, true) // deflate when it pretends, stored otherwise
  view.setUint32(18, declared?.compressed ?? data.length, true)
  view.setUint32(22, declared?.uncompressed ?? data.length, true)
  view.setUint16(26, encoder.encode(name).length, true)
  return bytes(header, name, data)
}

/** Real-looking files of each kind, and the hostile ones the rules must refuse. */
export const samples = {
  pdf: bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]),
  docx: zipEntry('[Content_Types].xml', encoder.encode('<?xml version="1.0"?><Types/>')),
  zip: zipEntry('notes.txt', encoder.encode('hello')),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504)),
  rar: bytes('Rar!', [0x1a, 0x07, 0x01, 0x00], new Uint8Array(16)),
  sevenZip: bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], new Uint8Array(26)),
  txt: bytes('Unit 3 questions\n1. Define a compiler.\n2. நன்றி — thanks\n'),
  json: bytes(
    JSON.stringify({ criteria: '1.1.1', fields: [{ label: 'Proof', type: 'file', extensions: ['pdf'] }] }),
  ),
  /** An HTML page, to be renamed `.pdf` or `.txt`. */
  html: bytes('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  /** An SVG image carrying a script: as `.svg`, and renamed `.png`. */
  svg: bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  /** A zip whose one entry claims to unpack 4 GB from 4 KB: a zip bomb's signature. */
  zipBomb: zipEntry('bomb.bin', new Uint8Array(4096), { compressed: 4096, uncompressed: 4_000_000_000 }),
  /** Text with a NUL in it: binary, whatever its name. */
  binaryTxt: bytes('looks like text\u0000but is not'),
  /** Broken JSON. */
  badJson: bytes('{ "criteria": "1.1.1", '),
}

export const fileOf = (data: Uint8Array, name: string) => new File([data], name)
