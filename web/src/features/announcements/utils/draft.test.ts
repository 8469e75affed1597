import { describe, expect, it } from 'vitest'
import { clearDraft, EMPTY_DRAFT, isComposed, loadDraft, saveDraft, type DraftStorage } from './draft'

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('the announcement draft', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage()
    const draft = {
      title: 'Exam timetable',
      message: 'Line one\nLine two',
      file: {
        versionId: 'v1',
        fileKey: 'files/2026/11/x/timetable.pdf',
        fileName: 'timetable.pdf',
        size: 1200,
      },
      sms: false,
      selection: { hods: ['h1'], faculty: [], students: { g1: true as const }, parents: { g2: ['s1'] } },
    }
    saveDraft(draft, storage)
    expect(loadDraft(storage)).toEqual(draft)
    clearDraft(storage)
    expect(loadDraft(storage)).toEqual(EMPTY_DRAFT)
  })

  it('gives way to an empty draft when what is stored cannot be read', () => {
    expect(loadDraft(memoryStorage({ 'campus.announcement-draft': '{not json' }))).toEqual(EMPTY_DRAFT)
    expect(loadDraft(memoryStorage({ 'campus.announcement-draft': '[1,2]' }))).toEqual(EMPTY_DRAFT)
  })

  it('drops the parts of a stored draft that have the wrong shape', () => {
    const storage = memoryStorage({
      'campus.announcement-draft': JSON.stringify({
        title: 'T',
        message: 7,
        file: { fileKey: 'k' },
        selection: { hods: ['h1', 3], students: { g1: 'yes', g2: [], g3: ['s1'] } },
      }),
    })
    expect(loadDraft(storage)).toEqual({
      title: 'T',
      message: '',
      sms: true,
      selection: { hods: ['h1'], faculty: [], students: { g3: ['s1'] }, parents: {} },
    })
  })

  it('needs a title and a message that are more than spaces', () => {
    expect(isComposed({ title: ' ', message: 'm' })).toBe(false)
    expect(isComposed({ title: 't', message: 'm' })).toBe(true)
  })
})
