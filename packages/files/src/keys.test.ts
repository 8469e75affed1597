import { describe, expect, it } from 'vitest'
import { KEY_NAME_MAX_LENGTH, quarantineKey, safeKeyName, storedFileKey } from './keys'

describe('keys', () => {
  it('puts stored files under files/<yyyy>/<mm>/<uuid>/ and quarantined ones under quarantine/<uuid>/', () => {
    expect(storedFileKey('notes.pdf', Date.UTC(2026, 0, 31))).toMatch(
      /^files\/2026\/01\/[0-9a-f-]{36}\/notes\.pdf$/,
    )
    expect(quarantineKey('proof.pdf')).toMatch(/^quarantine\/[0-9a-f-]{36}\/proof\.pdf$/)
  })

  it.each([
    ['../../x.zip', 'x.zip'],
    ['..\\..\\windows\\x.zip', 'x.zip'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['a..b.pdf', 'a.b.pdf'],
    ['Résumé <final> #2?.PDF', 'Résumé _final_ _2_.PDF'],
    ['நன்றி கடிதம்.pdf', 'நன்றி கடிதம்.pdf'],
    ['evil\u202Efdp.exe', 'evil_fdp.exe'],
    ['nul\u0000.pdf', 'nul_.pdf'],
    ['<>.pdf', '__.pdf'],
    ['.pdf', 'pdf'],
  ])('keeps %j as %j', (name, kept) => {
    expect(safeKeyName(name)).toBe(kept)
  })

  it('caps the name, keeping the extension and whole characters', () => {
    const name = safeKeyName(`${'😀'.repeat(300)}.docx`)
    expect([...name].length).toBeLessThanOrEqual(KEY_NAME_MAX_LENGTH)
    expect(name.endsWith('.docx')).toBe(true)
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
  })
})
