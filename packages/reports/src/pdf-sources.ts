// What one file to merge becomes: a PDF's own pages, or a JPEG or PNG as an A4 page; anything else, or a PDF that
// cannot be read, is a reason to list it as it is. Told by the file's first bytes, never by its name.
import { ParseSpeeds, PDFDocument } from 'pdf-lib'

export type SourceKind = 'pdf' | 'jpeg' | 'png'

/** Readers accept a PDF whose header is anywhere in its first 1,024 bytes (ISO 32000 implementation note 13). */
const PDF_HEADER_WITHIN = 1024
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const JPEG_START = [0xff, 0xd8, 0xff]
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

/** The kind of a file by its magic bytes: a PDF, a JPEG, a PNG, or undefined for anything else. */
export function sourceKindOf(bytes: Uint8Array): SourceKind | undefined {
  if (startsWith(bytes, JPEG_START)) return 'jpeg'
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  const last = Math.min(bytes.length - PDF_HEADER.length, PDF_HEADER_WITHIN - PDF_HEADER.length)
  for (let at = 0; at <= last; at++) if (startsWith(bytes, PDF_HEADER, at)) return 'pdf'
  return undefined
}

/** A4 in points, portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const

/** Half an inch of white around an image page. */
export const IMAGE_MARGIN = 36

/** Where an image goes: on an A4 page (landscape for a wide image), and its box on the page in points. */
export interface ImagePlacement {
  page: [width: number, height: number]
  x: number
  y: number
  width: number
  height: number
}

/**
 * An image of `width` x `height` pixels on an A4 page turned its way, centred within the margins: scaled down to
 * fit, never up (a pixel is a point at most, so a small logo is not blown up into blocks).
 */
export function imagePlacement(width: number, height: number): ImagePlacement {
  const page: [number, number] = width > height ? [A4.height, A4.width] : [A4.width, A4.height]
  const scale = Math.min(1, (page[0] - 2 * IMAGE_MARGIN) / width, (page[1] - 2 * IMAGE_MARGIN) / height)
  const drawn = { width: width * scale, height: height * scale }
  return { page, x: (page[0] - drawn.width) / 2, y: (page[1] - drawn.height) / 2, ...drawn }
}

/** A source as pages to copy, with what it is estimated to add to a part. */
export interface SourcePages {
  doc: PDFDocument
  /** The PDF's own size; for an image, the size of its page saved alone. */
  estimatedBytes: number
}

/** Reasons a file is listed as it is rather than merged. */
export const SKIP_REASONS = {
  empty: 'The file is empty: listed as it is',
  other: 'Not a PDF, JPEG or PNG: listed as it is',
  encrypted: 'The PDF is password-protected: listed as it is',
  noPages: 'The PDF has no pages: listed as it is',
} as const

/** pdf-lib's messages can run long; a reason is one line on a report. */
const briefly = (error: unknown) => {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim()
  return message.length > 160 ? `${message.slice(0, 157)}...` : message
}

/** Objects pdf-lib parses or writes between two turns of the event loop: a big file still lets timers run. */
export const OBJECTS_PER_TURN = ParseSpeeds.Fast

/** Saved as every part is: object streams (smaller), no blank page added, forms left as they are. */
export const savePdf = (doc: PDFDocument) =>
  doc.save({
    useObjectStreams: true,
    addDefaultPage: false,
    updateFieldAppearances: false,
    objectsPerTick: OBJECTS_PER_TURN,
  })

/** Content types a file may claim that would be merged, were its bytes what it claims. */
const MERGED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png'])

/**
 * A file's pages, ready to copy into a part, or the reason it is listed as it is: a PDF is parsed as it is (an
 * encrypted one is refused, not opened without its password); a JPEG or PNG becomes a one-page document.
 * `contentType` (what the file was stored as) decides nothing; it only words the reason when the bytes belie it.
 */
export async function sourcePagesOf(
  bytes: Uint8Array,
  contentType?: string,
): Promise<SourcePages | { skipped: string }> {
  if (bytes.length === 0) return { skipped: SKIP_REASONS.empty }
  // pdf-lib reads images through `bytes.buffer` from its start: a view into a bigger buffer (a pooled Buffer,
  // what the SDK's transformToByteArray may give) is copied into one of its own.
  if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) bytes = new Uint8Array(bytes)
  const kind = sourceKindOf(bytes)
  if (!kind)
    return {
      skipped:
        contentType && MERGED_TYPES.has(contentType.toLowerCase())
          ? `Stored as ${contentType.toLowerCase()}, but it is not a PDF, JPEG or PNG: listed as it is`
          : SKIP_REASONS.other,
    }
  if (kind === 'pdf') {
    try {
      // Loaded even when encrypted, to tell that apart: pdf-lib's own EncryptedPDFError is compiled to ES5 and
      // is no `instanceof` itself.
      const doc = await PDFDocument.load(bytes, {
        parseSpeed: OBJECTS_PER_TURN,
        updateMetadata: false,
        ignoreEncryption: true,
      })
      if (doc.isEncrypted) return { skipped: SKIP_REASONS.encrypted }
      if (doc.getPageCount() === 0) return { skipped: SKIP_REASONS.noPages }
      return { doc, estimatedBytes: bytes.length }
    } catch (error) {
      return { skipped: `The PDF could not be read: ${briefly(error)}` }
    }
  }
  try {
    const doc = await PDFDocument.create({ updateMetadata: false })
    const image = kind === 'jpeg' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes)
    const placed = imagePlacement(image.width, image.height)
    const { x, y, width, height } = placed
    doc.addPage(placed.page).drawImage(image, { x, y, width, height })
    // A PNG is stored re-deflated (pdf-lib decodes it), so its size in a PDF is known once saved.
    return { doc, estimatedBytes: (await savePdf(doc)).length }
  } catch (error) {
    return { skipped: `The image could not be read: ${briefly(error)}` }
  }
}
