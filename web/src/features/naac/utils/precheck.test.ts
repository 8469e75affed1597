import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import type { PrecheckTemplate } from '../api/reports'
import { blockersOf, blockingCount, blockingSummary, isChecked } from './precheck'

const t = englishT('naacReports')

const clean: PrecheckTemplate = {
  id: 't1',
  title: 'Teachers with Ph.D.',
  subCriteria: '2.4.2',
  checkedOn: 1_790_000_000_000,
  checked: true,
  noEntries: false,
  entries: 4,
  waiting: 0,
  unApproved: 0,
  notApplicableIn: [],
  missingFileCount: 0,
  missingFiles: [],
  duplicateCount: 0,
  duplicates: [],
}

describe('what blocks submitting a template', () => {
  it('finds nothing in a template whose entries are all approved and whole', () => {
    expect(blockersOf(clean, 3, t)).toEqual([])
    expect(blockingSummary(blockingCount(blockersOf(clean, 3, t)), t)).toBe('Nothing blocks submission')
  })

  it('lists waiting and unapproved entries, missing files and duplicates, with their departments', () => {
    const blockers = blockersOf(
      {
        ...clean,
        waiting: 2,
        unApproved: 1,
        missingFileCount: 1,
        missingFiles: [
          { entryId: 'e1', facultyDeptId: 'fd-cse', facultyDeptName: 'CSE', label: 'Degree certificate' },
        ],
        duplicateCount: 1,
        duplicates: [{ entryIds: ['e2', 'e3'], facultyDeptId: 'fd-civil', facultyDeptName: 'Civil' }],
      },
      undefined,
      t,
    )
    expect(blockers.map((blocker) => blocker.problem)).toEqual([
      '2 entries waiting for approval',
      '1 entry unapproved',
      'Degree certificate: required file missing',
      '2 entries with the same values',
    ])
    expect(blockers[2]).toMatchObject({ facultyDeptId: 'fd-cse', facultyDeptName: 'CSE', entryIds: ['e1'] })
    expect(blockers[3]).toMatchObject({ facultyDeptId: 'fd-civil', entryIds: ['e2', 'e3'] })
    expect(blockingCount(blockers)).toBe(5)
    expect(blockingSummary(5, t)).toBe('5 things block submission')
    expect(blockingSummary(1, t)).toBe('1 thing blocks submission')
  })

  it('counts what is beyond the listed missing files and duplicates in one line each', () => {
    const blockers = blockersOf(
      {
        ...clean,
        missingFileCount: 203,
        missingFiles: Array.from({ length: 200 }, (_, index) => ({
          entryId: `e${index}`,
          facultyDeptId: 'fd-cse',
          facultyDeptName: 'CSE',
          label: 'Proof',
        })),
        duplicateCount: 1,
        duplicates: [],
      },
      undefined,
      t,
    )
    expect(blockers.at(-2)).toMatchObject({ problem: '3 more required files missing', count: 3 })
    expect(blockers.at(-1)).toMatchObject({ problem: '1 more set of entries with the same values', count: 1 })
    expect(blockingCount(blockers)).toBe(204)
  })

  it('takes the server’s word on a template without entries', () => {
    expect(
      blockersOf({ ...clean, entries: 0, noEntries: true }, undefined, t).map((blocker) => blocker.kind),
    ).toEqual(['NO_ENTRIES'])
    // Not applicable in every department: the server does not count it.
    expect(
      blockersOf({ ...clean, entries: 0, noEntries: false, notApplicableIn: ['CSE'] }, undefined, t),
    ).toEqual([])
  })

  it('without the server’s word, blocks no entries unless every department marked it not applicable', () => {
    const { noEntries: _, ...older } = { ...clean, entries: 0 }
    expect(blockersOf(older, 3, t).map((blocker) => blocker.kind)).toEqual(['NO_ENTRIES'])
    expect(blockersOf({ ...older, notApplicableIn: ['CSE', 'ECE', 'Civil'] }, 3, t)).toEqual([])
    // Not knowing how many departments there are, nothing is assumed.
    expect(blockersOf({ ...older, notApplicableIn: ['CSE', 'ECE', 'Civil'] }, undefined, t)).toHaveLength(1)
  })

  it('judges nothing in a template the reports have not built yet', () => {
    const { checkedOn: _, ...unbuilt } = { ...clean, checked: false, entries: 0, waiting: 0 }
    expect(isChecked(unbuilt)).toBe(false)
    expect(blockersOf(unbuilt, 3, t)).toEqual([])
  })
})
