import { TINY_JPEG_BASE64 } from '@campus/local/demo-files'
import { describe, expect, it } from 'vitest'
import { A4, IMAGE_MARGIN, imagePlacement, SKIP_REASONS, sourceKindOf, sourcePagesOf } from './pdf-sources'
import { docxLike, numberedPages, testPdf, testPng } from './testing/pdfs'

const JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64')
const text = (value: string) => new TextEncoder().encode(value)

describe('sourceKindOf', () => {
  it('tells PDFs, JPEGs and PNGs by their first bytes', () => {
    expect(sourceKindOf(text('%PDF-1.7\n'))).toBe('pdf')
    // Readers accept junk before the header within the first 1,024 bytes.
    expect(sourceKindOf(text(`${' '.repeat(1_000)}%PDF-1.4`))).toBe('pdf')
    expect(sourceKindOf(text(`${' '.repeat(1_020)}%PDF-1.4`))).toBeUndefined()
    expect(sourceKindOf(JPEG)).toBe('jpeg')
    expect(sourceKindOf(testPng(2, 2))).toBe('png')
  })

  it('knows nothing else, whatever it would be named', () => {
    expect(sourceKindOf(docxLike())).toBeUndefined()
    expect(sourceKindOf(text('GIF89a'))).toBeUndefined()
    expect(sourceKindOf(new Uint8Array())).toBeUndefined()
    expect(sourceKindOf(text('%PD'))).toBeUndefined()
  })
})

describe('imagePlacement', () => {
  it('scales a tall image down into A4 portrait within the margins, centred', () => {
    const placed = imagePlacement(2_480, 3_508) // an A4 scan at 300 dpi
    expect(placed.page).toEqual([A4.width, A4.height])
    expect(placed.width).toBeCloseTo(A4.width - 2 * IMAGE_MARGIN)
    expect(placed.x).toBeCloseTo(IMAGE_MARGIN)
    expect(placed.y).toBeGreaterThanOrEqual(IMAGE_MARGIN)
    expect(placed.y * 2 + placed.height).toBeCloseTo(A4.height)
    expect(placed.width / placed.height).toBeCloseTo(2_480 / 3_508)
  })

  it('turns the page for a wide image, and never enlarges a small one', () => {
    const wide = imagePlacement(4_000, 1_000)
    expect(wide.page).toEqual([A4.height, A4.width])
    expect(wide.width).toBeCloseTo(A4.height - 2 * IMAGE_MARGIN)
    const small = imagePlacement(120, 80)
    expect([small.width, small.height]).toEqual([120, 80])
    expect(small.x * 2 + 120).toBeCloseTo(A4.height)
  })
})

describe('sourcePagesOf', () => {
  it("gives a PDF's pages, estimated at the PDF's size", async () => {
    const pdf = await testPdf(numberedPages(3, 1_000))
    const read = await sourcePagesOf(pdf)
    if ('skipped' in read) throw new Error(read.skipped)
    expect(read.doc.getPageCount()).toBe(3)
    expect(read.estimatedBytes).toBe(pdf.length)
  })

  it('makes a JPEG (even one in a pooled Buffer) and a PNG one A4 page each', async () => {
    for (const image of [JPEG, testPng(800, 400)]) {
      const read = await sourcePagesOf(image)
      if ('skipped' in read) throw new Error(read.skipped)
      expect(read.doc.getPageCount()).toBe(1)
      const { width, height } = read.doc.getPage(0).getSize()
      expect([width, height].sort()).toEqual([A4.width, A4.height].sort())
      expect(read.estimatedBytes).toBeGreaterThan(0)
    }
  })

  it('lists the rest as they are, with a reason', async () => {
    const skipped = async (bytes: Uint8Array, contentType?: string) => {
      const read = await sourcePagesOf(bytes, contentType)
      return 'skipped' in read ? read.skipped : 'merged'
    }
    expect(await skipped(docxLike())).toBe(SKIP_REASONS.other)
    expect(await skipped(docxLike(), 'application/PDF')).toBe(
      'Stored as application/pdf, but it is not a PDF, JPEG or PNG: listed as it is',
    )
    expect(await skipped(new Uint8Array())).toBe(SKIP_REASONS.empty)
    expect(await skipped(await testPdf(numberedPages(1, 10), { encrypted: true }))).toBe(
      SKIP_REASONS.encrypted,
    )
    const cut = (await testPdf(numberedPages(3, 1_000))).slice(0, 400)
    expect(await skipped(cut)).toMatch(/^The PDF could not be read: ./)
    expect(await skipped(text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj'))).toMatch(
      /^The PDF could not be read: ./,
    )
    expect(await skipped(JPEG.subarray(0, 40))).toMatch(/^The image could not be read: ./)
  })
})
