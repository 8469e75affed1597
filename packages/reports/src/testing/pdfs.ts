// Files for the PDF merge's tests and bench: PDFs whose pages are told apart by their size and weigh what is asked
// (random image data, which no compression shrinks), an encrypted PDF, a PNG, and a Word-like file.
import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib'

/** One page of a test PDF: its size in points, and about how many bytes of image it shows. */
export interface TestPage {
  width: number
  height: number
  bytes?: number
}

/** A strip of random RGB pixels of about `bytes` bytes, stored unfiltered: no compression shrinks it. */
const strip = (doc: PDFDocument, bytes: number) => {
  const pixels = Math.ceil(bytes / 3)
  return doc.context.register(
    doc.context.stream(randomBytes(pixels * 3), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: pixels,
      Height: 1,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    }),
  )
}

export interface TestPdfOptions {
  /** Adds a standard security handler to the trailer: readers ask for a password, pdf-lib will not merge it. */
  encrypted?: boolean
  /** One more strip of this many bytes that every page shows: a resource the pages share, as a logo or a font. */
  shared?: number
}

/**
 * A PDF of `pages`, each showing a strip of its own of about `bytes` bytes, so it weighs that much in any PDF it
 * is copied into (and, with `shared`, one strip every page shows, copied once with them).
 */
export async function testPdf(pages: readonly TestPage[], options: TestPdfOptions = {}) {
  const doc = await PDFDocument.create()
  const shared = options.shared ? strip(doc, options.shared) : undefined
  for (const { width, height, bytes = 0 } of pages) {
    const page = doc.addPage([width, height])
    const images = [...(bytes > 0 ? [strip(doc, bytes)] : []), ...(shared ? [shared] : [])]
    images.forEach((image, index) => {
      const name = page.node.newXObject('Strip', image)
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(width, 0, 0, height / 10, 0, (index * height) / 10),
        drawObject(name),
        popGraphicsState(),
      )
    })
  }
  if (options.encrypted)
    doc.context.trailerInfo.Encrypt = doc.context.register(
      doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4, O: 'x'.repeat(32), U: 'x'.repeat(32) }),
    )
  return doc.save({ useObjectStreams: !options.encrypted })
}

/** `count` square pages of `first`, `first + 1`, ... points, each with `bytes` of its own: a test reads their order back by size. */
export const numberedPages = (count: number, bytes: number, first = 100): TestPage[] =>
  Array.from({ length: count }, (_, index) => ({ width: first + index, height: first + index, bytes }))

/** The widths of a PDF's pages, in order: which numbered pages it holds. */
export async function pageWidthsOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => Math.round(page.getWidth()))
}

const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const check = Buffer.alloc(4)
  check.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, check])
}

/** A `width` x `height` RGB PNG of a single colour. */
export function testPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter method, not interlaced
  const row = Buffer.alloc(1 + width * 3, 0x80)
  row[0] = 0 // filter type None
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', new Uint8Array()),
  ])
}

/** The start of a .docx (a zip): what a Word attachment looks like to the merge. */
export const docxLike = () =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')])
