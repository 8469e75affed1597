import { describe, expect, it } from 'vitest'
import {
  DOCUMENT_MAX_BYTES,
  externalFileRule,
  FILE_MESSAGES,
  fileRule,
  FileRefSchema,
  IMAGE_MAX_BYTES,
  NAAC_MAX_BYTES,
  normalizeExtensions,
  TEMPLATE_MAX_BYTES,
} from './rules'

const ok = (maxBytes: number) => ({ ok: true, maxBytes })
const no = (message: string) => ({ ok: false, message })

describe('fileRule: document (validate())', () => {
  it.each([
    ['photo.jpg', IMAGE_MAX_BYTES, ok(IMAGE_MAX_BYTES)],
    ['photo.JPEG', 10, ok(IMAGE_MAX_BYTES)],
    ['scan.PNG', IMAGE_MAX_BYTES + 1, no(FILE_MESSAGES.formatAndSize)],
    ['notes.pdf', DOCUMENT_MAX_BYTES, ok(DOCUMENT_MAX_BYTES)],
    ['sheet.xlsx', 100, ok(DOCUMENT_MAX_BYTES)],
    ['slides.ODP', 100, ok(DOCUMENT_MAX_BYTES)],
    ['notes.pdf', DOCUMENT_MAX_BYTES + 1, no(FILE_MESSAGES.formatAndSize)],
    ['bundle.7z', 100, ok(DOCUMENT_MAX_BYTES)],
    ['bundle.rar', DOCUMENT_MAX_BYTES + 1, no(FILE_MESSAGES.formatAndSize)],
    ['logo.gif', 100, no(FILE_MESSAGES.format)],
    ['drawing.svg', 100, no(FILE_MESSAGES.format)],
    ['page.html', 100, no(FILE_MESSAGES.format)],
    ['noextension', 100, no(FILE_MESSAGES.format)],
    ['empty.pdf', 0, no(FILE_MESSAGES.empty)],
  ])('%s of %d bytes', (name, size, expected) => {
    expect(fileRule('document', name, size)).toEqual(expected)
  })
})

describe('fileRule: announcement (validateAnnouncementFile())', () => {
  it.each([
    ['Circular (2026)_final-v2.pdf', 100, ok(DOCUMENT_MAX_BYTES)],
    ['poster.gif', IMAGE_MAX_BYTES, ok(IMAGE_MAX_BYTES)],
    ['poster.gif', IMAGE_MAX_BYTES + 1, no(FILE_MESSAGES.formatAndSize)],
    ['circular#1.pdf', 100, no(FILE_MESSAGES.name)],
    ['சுற்றறிக்கை.pdf', 100, no(FILE_MESSAGES.name)],
    ['slides.odp', 100, no(FILE_MESSAGES.name)],
  ])('%s of %d bytes', (name, size, expected) => {
    expect(fileRule('announcement', name, size)).toEqual(expected)
  })
})

describe('fileRule: naac, naac-template and xls', () => {
  it("takes a NAAC file of the field's extensions up to 25 MB", () => {
    expect(fileRule('naac', 'proof.PDF', NAAC_MAX_BYTES, ['.pdf|jpg'])).toEqual(ok(NAAC_MAX_BYTES))
    expect(fileRule('naac', 'proof.docx', 10, ['pdf', 'jpg'])).toEqual(no(FILE_MESSAGES.format))
    expect(fileRule('naac', 'proof.pdf', NAAC_MAX_BYTES + 1, ['pdf'])).toEqual(no(FILE_MESSAGES.naacSize))
    expect(fileRule('naac', 'proof.docx', 10)).toEqual(ok(NAAC_MAX_BYTES))
    expect(fileRule('naac', 'proof.exe', 10, ['exe'])).toEqual(no(FILE_MESSAGES.format))
  })

  it('takes a template as JSON up to 1 MB', () => {
    expect(fileRule('naac-template', 'criteria-1.json', TEMPLATE_MAX_BYTES)).toEqual(ok(TEMPLATE_MAX_BYTES))
    expect(fileRule('naac-template', 'criteria-1.json', TEMPLATE_MAX_BYTES + 1)).toEqual(
      no(FILE_MESSAGES.templateSize),
    )
    expect(fileRule('naac-template', 'criteria-1.txt', 10)).toEqual(no(FILE_MESSAGES.format))
  })

  it('takes .xls and .xlsx only for spreadsheet imports', () => {
    expect(fileRule('xls', 'fees.XLS', 10)).toEqual(ok(DOCUMENT_MAX_BYTES))
    expect(fileRule('xls', 'fees.csv', 10)).toEqual(no(FILE_MESSAGES.xls))
  })
})

describe('names no purpose takes', () => {
  it.each([
    ['a NUL', 'report\u0000.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe.pdf'],
    ['a line break', 'two\nlines.pdf'],
    ['a lone surrogate', 'bad\uD800.pdf'],
    ['300 characters', `${'a'.repeat(296)}.pdf`],
    ['dots only', '..'],
  ])('refuses a name with %s', (_, name) => {
    for (const purpose of ['document', 'announcement', 'naac', 'naac-template', 'xls'] as const)
      expect(fileRule(purpose, name, 10)).toEqual(no(FILE_MESSAGES.name))
    expect(externalFileRule(name, 10)).toEqual(no(FILE_MESSAGES.name))
  })

  it('keeps only the last segment of a path', () => {
    expect(fileRule('document', '../../x.zip', 10)).toEqual(ok(DOCUMENT_MAX_BYTES))
    expect(fileRule('document', 'C:\\fakepath\\notes.pdf', 10)).toEqual(ok(DOCUMENT_MAX_BYTES))
  })
})

describe('externalFileRule', () => {
  it('takes any type the portal keeps up to 25 MB, never SVG or HTML', () => {
    expect(externalFileRule('photo.jpg', 20 * 1024 * 1024)).toEqual(ok(NAAC_MAX_BYTES))
    expect(externalFileRule('template.json', 10)).toEqual(ok(NAAC_MAX_BYTES))
    expect(externalFileRule('proof.pdf', NAAC_MAX_BYTES + 1)).toEqual(no(FILE_MESSAGES.naacSize))
    expect(externalFileRule('logo.svg', 10)).toEqual(no(FILE_MESSAGES.format))
    expect(externalFileRule('page.htm', 10)).toEqual(no(FILE_MESSAGES.format))
  })
})

describe('normalizeExtensions and FileRefSchema', () => {
  it('reads the ways NAAC fields name extensions', () => {
    expect(normalizeExtensions(['.PDF', 'jpg|png', 'docx, xlsx', '*.txt', 'exe'])).toEqual([
      'pdf',
      'jpg',
      'png',
      'docx',
      'xlsx',
      'txt',
    ])
  })

  it('takes a file reference with exactly its two fields', () => {
    expect(FileRefSchema.parse({ versionId: 'v1', fileKey: 'files/2026/01/x/a.pdf' })).toEqual({
      versionId: 'v1',
      fileKey: 'files/2026/01/x/a.pdf',
    })
    expect(FileRefSchema.safeParse({ versionId: 'v1', fileKey: 'k', url: 'https://x' }).success).toBe(false)
    expect(FileRefSchema.safeParse({ fileKey: 'k' }).success).toBe(false)
  })
})
