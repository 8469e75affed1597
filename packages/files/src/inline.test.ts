import { describe, expect, it } from 'vitest'
import { inlineKindOf } from './rules'
import { attachmentDisposition, inlineDisposition } from './storage'

describe('what a page may show in place', () => {
  it.each([
    ['notes.pdf', 'pdf'],
    ['Notes.PDF', 'pdf'],
    ['diagram.png', 'image'],
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
  ])('shows %s as %s', (name, kind) => {
    expect(inlineKindOf(name)).toBe(kind)
  })

  it.each(['page.html', 'page.htm', 'logo.svg', 'data.xml', 'notes.txt', 'slides.pptx', 'anim.gif', 'pdf'])(
    'never shows %s in place',
    (name) => {
      expect(inlineKindOf(name)).toBeUndefined()
    },
  )

  it('serves only those inline, keeping the name, and everything else as an attachment', () => {
    expect(inlineDisposition('Unit 1 notes.pdf')).toBe(
      `inline; filename="Unit 1 notes.pdf"; filename*=UTF-8''Unit%201%20notes.pdf`,
    )
    expect(inlineDisposition('page.html')).toBe(attachmentDisposition('page.html'))
    expect(inlineDisposition('logo.svg')).toMatch(/^attachment;/)
  })
})
