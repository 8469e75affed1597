import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { fileLinkText, formatBytes, mergedPartOf } from './report-files'

const t = englishT('naacReports')

describe('the names of merged report files', () => {
  it('reads the part, the owner and the label of a merged part', () => {
    expect(mergedPartOf('7.1.1-2-Engineering-Report with photographs.pdf')).toEqual({
      part: 2,
      owner: 'Engineering',
      label: 'Report with photographs',
    })
    expect(mergedPartOf('naac/merged/abc/3.2.1-1-Civil-Sanction letter.PDF').owner).toBe('Civil')
  })

  it('keeps a known label whole, and an owner with a dash in its name', () => {
    expect(mergedPartOf('5.1.1-1-Electronics-Communication-Self-appraisal.pdf', 'Self-appraisal')).toEqual({
      part: 1,
      owner: 'Electronics-Communication',
      label: 'Self-appraisal',
    })
    // The server writes a label's dashes as spaces in the name; the label is still recognised.
    expect(mergedPartOf('5.1.1-2-CSE-Self appraisal.pdf', 'Self-appraisal')).toEqual({
      part: 2,
      owner: 'CSE',
      label: 'Self-appraisal',
    })
    // Unknown label: split at the first dash, as the legacy client did.
    expect(mergedPartOf('5.1.1-1-Electronics-Communication-Self-appraisal.pdf').owner).toBe('Electronics')
  })

  it('leaves files that are not merged parts as they were uploaded', () => {
    expect(mergedPartOf('uploads/minutes-2026.docx')).toEqual({ label: 'minutes-2026.docx' })
    expect(mergedPartOf('budget.pdf')).toEqual({ label: 'budget.pdf' })
  })

  it('words a link under its field as the part, elsewhere with the label, with the size when known', () => {
    const key = '7.1.1-1-Engineering-Proof of the event.pdf'
    expect(fileLinkText({ fileKey: key }, 'Proof of the event', t)).toBe('Part 1')
    expect(fileLinkText({ fileKey: key, bytes: 4_928_307 }, undefined, t)).toBe(
      'Proof of the event, part 1 (4.7 MB)',
    )
    expect(fileLinkText({ fileKey: 'minutes.docx', bytes: 840 }, undefined, t)).toBe(
      'minutes.docx (840 bytes)',
    )
    // A file kept as it was uploaded (not merged) carries no size.
    expect(fileLinkText({ fileKey: 'minutes.docx', bytes: 0 }, 'Minutes', t)).toBe('minutes.docx')
  })

  it('formats sizes as people read them', () => {
    expect(formatBytes(0, t)).toBe('0 bytes')
    expect(formatBytes(1536, t)).toBe('1.5 KB')
    expect(formatBytes(5 * 1024 * 1024, t)).toBe('5 MB')
    expect(formatBytes(150 * 1024, t)).toBe('150 KB')
  })
})
