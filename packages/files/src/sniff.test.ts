import { describe, expect, it } from 'vitest'
import { checkContent, isMarkup, looksLikeZipBomb, sniff } from './sniff'
import { FILE_MESSAGES } from './rules'

const text = (value: string) => new TextEncoder().encode(value)
const of = (...values: number[]) => Uint8Array.from(values)

function zipHeader(compressed: number, uncompressed: number, flags = 0) {
  const header = new Uint8Array(30 + 1 + compressed)
  const view = new DataView(header.buffer)
  view.setUint32(0, 0x04034b50, true)
  view.setUint16(6, flags, true)
  view.setUint32(18, compressed, true)
  view.setUint32(22, uncompressed, true)
  view.setUint16(26, 1, true)
  header[30] = 0x61
  return header
}

describe('sniff', () => {
  it.each([
    ['pdf', text('%PDF-1.4\n')],
    ['png', of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', of(0xff, 0xd8, 0xff, 0xe1)],
    ['gif', text('GIF87a')],
    ['zip', of(0x50, 0x4b, 0x03, 0x04)],
    ['ole', of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['rar', text('Rar!\u001a\u0007\u0000')],
    ['7z', of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)],
    ['text', text('plain words, naïve café\n')],
    ['text', of(0xff, 0xfe, 0x68, 0x00, 0x69, 0x00)],
    ['markup', text('  <!doctype html><p>hi')],
    ['markup', text('\uFEFF<svg onload="alert(1)">')],
    ['markup', text('<?xml version="1.0"?><a/>')],
    ['markup', text('Dear student,\n<script>steal()</script>')],
    ['binary', text('a\u0000b')],
    ['binary', of(0xc3, 0x28, 0x41)],
  ])('finds %s', (kind, head) => {
    expect(sniff(head, true)).toBe(kind)
  })

  it('takes text cut in the middle of a character when it is not the whole file', () => {
    const cut = text('நன்றி').subarray(0, 4)
    expect(sniff(cut, false)).toBe('text')
    expect(sniff(cut, true)).toBe('binary')
  })

  it('sees markup a sniffing browser would render, not angle brackets in prose', () => {
    expect(isMarkup('<table><tr><td>x')).toBe(true)
    expect(isMarkup('a < b and c > d')).toBe(false)
    expect(isMarkup('<Compiler design> notes')).toBe(false)
  })
})

describe('looksLikeZipBomb', () => {
  it('finds an entry that claims far more than it holds', () => {
    expect(looksLikeZipBomb(zipHeader(100, 4_000_000_000))).toBe(true)
    expect(looksLikeZipBomb(zipHeader(100, 0xffffffff))).toBe(true)
  })

  it('leaves ordinary archives and streamed entries alone', () => {
    expect(looksLikeZipBomb(zipHeader(100, 5_000))).toBe(false)
    expect(looksLikeZipBomb(zipHeader(2_000_000, 150_000_000))).toBe(false)
    expect(looksLikeZipBomb(zipHeader(0, 0, 0x08))).toBe(false)
  })
})

describe('checkContent', () => {
  const refused = { ok: false, message: FILE_MESSAGES.format }

  it('serves a file by what its extension names, once its content is that', () => {
    expect(checkContent('notes.PDF', text('%PDF-1.7'), true)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    })
    expect(checkContent('notes.txt', text('hello'), true)).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
    })
  })

  it.each([
    ['HTML renamed .pdf', 'report.pdf', text('<html><script>x</script></html>')],
    ['HTML renamed .txt', 'report.txt', text('<!DOCTYPE html><title>x</title>')],
    ['SVG renamed .png', 'logo.png', text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['SVG as .svg', 'logo.svg', text('<svg/>')],
    ['a PDF named .docx', 'essay.docx', text('%PDF-1.7')],
    ['a zip bomb', 'bundle.zip', zipHeader(100, 4_000_000_000)],
    ['JSON that does not parse', 'template.json', text('{"a": ')],
    ['JSON that is not an object or list', 'template.json', text('"just a string"')],
  ])('refuses %s', (_, name, head) => {
    expect(checkContent(name, head, true)).toEqual(refused)
  })

  it('checks only the start of JSON it did not read whole', () => {
    expect(checkContent('big.json', text('{"a": [1, 2,'), false)).toEqual({
      ok: true,
      contentType: 'application/json',
    })
  })
})
