import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { bodyFieldsOf, draftOf, draftProblems, emptyDraft } from './draft'

const t = englishT('assignments')
const NOW = Date.UTC(2026, 10, 25, 6, 0)

describe('an assignment draft', () => {
  it('needs a title, a description and a deadline, with the legacy messages', () => {
    expect(draftProblems(emptyDraft(), t, undefined, NOW)).toEqual({
      title: 'Title required.',
      message: 'Description required.',
      deadLine: 'Deadline required.',
    })
  })

  it('refuses a past deadline, unless it is the one the assignment already has', () => {
    const draft = { ...emptyDraft(), title: 'T', message: 'M', deadline: '2026-11-20' }
    expect(draftProblems(draft, t, undefined, NOW)).toEqual({
      deadLine: 'Deadline should not be less than current date',
    })
    expect(draftProblems(draft, t, '2026-11-20', NOW)).toEqual({})
  })

  it('keeps the maximum mark a whole number from 1 to 1000', () => {
    const draft = { ...emptyDraft(), title: 'T', message: 'M', deadline: '2026-11-25' }
    expect(draftProblems({ ...draft, maxMark: 0 }, t, undefined, NOW).maxMark).toBeDefined()
    expect(draftProblems({ ...draft, maxMark: 1001 }, t, undefined, NOW).maxMark).toBeDefined()
    expect(draftProblems({ ...draft, maxMark: '' }, t, undefined, NOW).maxMark).toBeDefined()
    expect(draftProblems({ ...draft, maxMark: 20 }, t, undefined, NOW)).toEqual({})
  })

  it('sends the deadline as dd-MMM-yyyy and the files as bare references', () => {
    const draft = {
      ...emptyDraft(),
      title: ' Lab 1 ',
      message: 'Do it',
      deadline: '2026-03-05',
      files: [{ versionId: 'v1', fileKey: 'files/a.pdf', fileName: 'a.pdf' }],
    }
    expect(bodyFieldsOf(draft)).toEqual({
      title: 'Lab 1',
      message: 'Do it',
      files: [{ versionId: 'v1', fileKey: 'files/a.pdf' }],
      deadLine: '05-Mar-2026',
      submission: 'Enable',
      maxMark: 100,
    })
  })

  it('starts an edit from the saved assignment', () => {
    const saved = {
      title: 'Lab 1',
      message: 'Do it',
      files: [{ versionId: 'v1', fileKey: 'files/a.pdf', url: 'https://x', fileName: 'a.pdf' }],
      deadLine: '05-Mar-2026',
      submission: 'Disable' as const,
      maxMark: 20,
    }
    expect(draftOf(saved)).toEqual({
      title: 'Lab 1',
      message: 'Do it',
      files: [{ versionId: 'v1', fileKey: 'files/a.pdf', fileName: 'a.pdf' }],
      deadline: '2026-03-05',
      submission: 'Disable',
      maxMark: 20,
    })
  })
})
