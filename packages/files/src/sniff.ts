import { CONTENT_TYPES, extensionOf, FILE_MESSAGES, type KnownExtension } from './rules'

/**
 * What a file's first bytes say it is, whatever its name: the server's check that a `.pdf` is a PDF, and that
 * nothing a browser would render as a page (HTML, SVG, XML) is ever kept.
 */

/** How many leading bytes the checks read; a confirm reads this much of the object (a ranged GET). */
export const SNIFF_BYTES = 64 * 1024

export type SniffedKind =
  'pdf' | 'png' | 'jpeg' | 'gif' | 'zip' | 'ole' | 'rar' | '7z' | 'text' | 'markup' | 'binary'

const SIGNATURES: readonly { kind: SniffedKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] }, // an empty archive
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // doc, xls, ppt
  { kind: 'rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] }, // Rar!, versions 4 and 5
  { kind: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
]

/** The kind each kept extension's content must be. */
const EXPECTED: Record<KnownExtension, SniffedKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  odp: 'zip',
  zip: 'zip',
  rar: 'rar',
  '7z': '7z',
  json: 'text',
  txt: 'text',
}

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)

/**
 * Tags that make a browser's sniffer (WHATWG MIME Sniffing, "rules for identifying an unknown MIME type")
 * treat text as HTML, plus SVG and XML, which browsers render with scripts too.
 */
const MARKUP_START =
  /^<(!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--|svg|\?xml|math|object|embed|img|meta|link|form|xsl)[\s/>]/i
/** Tags that make text a page wherever they appear near the start. */
const MARKUP_ANYWHERE = /<(html|body|script|svg|iframe|object|embed)[\s/>]|<\?xml[\s?]/i

/** How many leading characters are searched for markup anywhere. */
const MARKUP_WINDOW = 1024

/**
 * The leading bytes as text, if they are text: UTF-8 (an incomplete character at the cut is fine), or UTF-16
 * with its byte-order mark; never with a NUL.
 */
export function asText(head: Uint8Array, complete: boolean): string | undefined {
  if (
    head.length >= 2 &&
    ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
  ) {
    const encoding = head[0] === 0xff ? 'utf-16le' : 'utf-16be'
    const even = head.subarray(2, 2 + ((head.length - 2) & ~1))
    const text = new TextDecoder(encoding).decode(even)
    return text.includes('\u0000') || text.includes('\uFFFD') ? undefined : text
  }
  if (head.includes(0)) return undefined
  const bytes = complete ? head : head.subarray(0, utf8Boundary(head))
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
}

/** Where the last whole UTF-8 character of a cut buffer ends. */
function utf8Boundary(bytes: Uint8Array) {
  let index = bytes.length
  // Step back over at most three continuation bytes to the lead byte of the last character.
  for (let back = 1; back <= 4 && index - back >= 0; back++) {
    const byte = bytes[index - back]!
    if ((byte & 0xc0) === 0x80) continue
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    if (length > back) index -= back
    break
  }
  return index
}

/** Whether text would be rendered as a page (HTML, SVG, XML) by a browser that sniffed it. */
export function isMarkup(text: string) {
  const start = text.replace(/^[\uFEFF\s]+/, '')
  return MARKUP_START.test(start) || MARKUP_ANYWHERE.test(start.slice(0, MARKUP_WINDOW))
}

/** What the leading bytes are. `complete` says they are the whole file. */
export function sniff(head: Uint8Array, complete = false): SniffedKind {
  const signature = SIGNATURES.find(({ bytes }) => startsWith(head, bytes))
  if (signature) return signature.kind
  const text = asText(head, complete)
  if (text === undefined) return 'binary'
  return isMarkup(text) ? 'markup' : 'text'
}

const ZIP_LOCAL_HEADER = 0x04034b50
/** Uncompressed bytes an entry may declare before its ratio is looked at. */
const BOMB_MIN_BYTES = 100 * 1024 * 1024
/** Uncompressed bytes per compressed byte no document or ordinary archive reaches. */
const BOMB_RATIO = 100

/**
 * Whether a zip's local headers (those within the leading bytes) declare far more data than they hold: an
 * entry of more than 100 MB that is over 100 times its compressed size, or one too large for a plain zip
 * (ZIP64). The portal never unpacks anything, but whoever downloads such a file might.
 */
export function looksLikeZipBomb(head: Uint8Array) {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  let offset = 0
  while (offset + 30 <= head.length && view.getUint32(offset, true) === ZIP_LOCAL_HEADER) {
    const flags = view.getUint16(offset + 6, true)
    const compressed = view.getUint32(offset + 18, true)
    const uncompressed = view.getUint32(offset + 22, true)
    const nameLength = view.getUint16(offset + 26, true)
    const extraLength = view.getUint16(offset + 28, true)
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return true
    if (uncompressed > BOMB_MIN_BYTES && uncompressed > BOMB_RATIO * Math.max(compressed, 1)) return true
    // With a data descriptor (flag bit 3) the sizes come after the data: the next header cannot be found.
    if (flags & 0x08) return false
    offset += 30 + nameLength + extraLength + compressed
  }
  return false
}

/** The outcome of a content check: the content type to serve the file as, or the message refusing it. */
export type ContentCheck = { ok: true; contentType: string } | { ok: false; message: string }

/**
 * Whether a file's content is what its name says: its leading bytes (all of them when `complete`) must be the
 * kind its extension needs. HTML, SVG and XML are refused whatever the name; a zip declaring absurd sizes is
 * refused; a `.json` must be JSON (parsed whole when complete). Call it after the name rule (rules.ts) took
 * the name.
 */
export function checkContent(fileName: string, head: Uint8Array, complete: boolean): ContentCheck {
  const extension = extensionOf(fileName) as KnownExtension
  const expected = EXPECTED[extension] as SniffedKind | undefined
  const kind = sniff(head, complete)
  const refused = { ok: false, message: FILE_MESSAGES.format } as const
  if (!expected || kind !== expected) return refused
  if (kind === 'zip' && looksLikeZipBomb(head)) return refused
  if (extension === 'json') {
    const text = asText(head, complete) ?? ''
    if (!/^[\uFEFF\s]*[[{]/.test(text)) return refused
    if (complete && !parsesAsJson(text)) return refused
  }
  return { ok: true, contentType: CONTENT_TYPES[extension] }
}

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''))
    return true
  } catch {
    return false
  }
}
