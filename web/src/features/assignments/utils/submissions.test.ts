import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { countByStatus, markProblem, submissionSheetRows, submissionsFileName } from './submissions'

const t = englishT('assignments')

const rows = [
  {
    studentId: 's1',
    name: 'Asha',
    registerNo: 'CSE23001',
    groupId: 'g-a',
    status: 'SUBMITTED' as const,
    barcode: { fileKey: 'files/2026/11/x/answer.pdf', fileName: 'answer.pdf' },
    attendanceDate: Date.UTC(2026, 10, 25, 8, 0),
    mark: 18,
    remark: 'Neat',
  },
  { studentId: 's2', name: 'Bala', registerNo: 'CSE23002', groupId: 'g-a', status: 'MISSING' as const },
  {
    studentId: 's3',
    name: 'Chitra',
    groupId: 'g-b',
    status: 'LATE' as const,
    barcode: { fileKey: 'files/2026/11/y/late.docx' },
    attendanceDate: Date.UTC(2026, 10, 27, 8, 0),
  },
]

describe('the submissions table', () => {
  it('counts who submitted on time, late, and not at all', () => {
    expect(countByStatus(rows)).toEqual({ SUBMITTED: 1, LATE: 1, MISSING: 1 })
  })

  it('exports its rows with group names, file names and dashes where nothing was uploaded', () => {
    const names: Record<string, string> = { 'g-a': 'A', 'g-b': 'B' }
    const sheet = submissionSheetRows(rows, (id) => (id ? (names[id] ?? '') : ''), t)
    expect(sheet.map(({ number, group, status, file, mark }) => [number, group, status, file, mark])).toEqual(
      [
        [1, 'A', 'Submitted', 'answer.pdf', 18],
        [2, 'A', 'Missing', 'No Attachment Found', ''],
        [3, 'B', 'Late', 'late.docx', ''],
      ],
    )
    expect(sheet[1]?.uploadedOn).toBe('---')
    expect(sheet[0]?.uploadedOn).toMatch(/2026/)
  })

  it('names the workbook after the assignment, without characters a file system refuses', () => {
    expect(submissionsFileName('Lab record 1')).toBe('Lab record 1 submissions.xlsx')
    expect(submissionsFileName('Unit 1/2: "loops"')).toBe('Unit 1 2 loops submissions.xlsx')
  })

  it('takes an empty mark or one from 0 to the maximum', () => {
    expect(markProblem('', 20, t)).toBeUndefined()
    expect(markProblem('0', 20, t)).toBeUndefined()
    expect(markProblem('19.5', 20, t)).toBeUndefined()
    expect(markProblem('21', 20, t)).toBe('Between 0 and 20')
    expect(markProblem('-1', 20, t)).toBe('Between 0 and 20')
    expect(markProblem('ten', 20, t)).toBe('Enter a number')
  })
})
