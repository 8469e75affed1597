import { describe, expect, it } from 'vitest'
import type { StoredSubmission } from './entities'
import { storedAsIs, zipEntriesOf, zipFileName } from './zip-entries'

const aSubmission = (
  studentId: string,
  fileName: string,
  overrides: Partial<StoredSubmission> = {},
): StoredSubmission => ({
  assignmentId: 'asg-1',
  studentId,
  studentName: `Student ${studentId}`,
  file: {
    versionId: 'v1',
    fileKey: `files/2026/11/${studentId}/${fileName}`,
    fileName,
    size: 10,
    contentType: 'x',
  },
  submittedOn: 1_700_000_000_000,
  late: false,
  ...overrides,
})

describe('zip entry names', () => {
  it.each([
    [
      'names each file after its student and orders them by register number, with LATE before late files',
      [
        aSubmission('s3', 'Answer.pdf', { registerNo: 'CSE23003', late: true }),
        aSubmission('s1', 'lab.docx', { registerNo: 'CSE23001' }),
        aSubmission('s9', 'notes.txt', { studentName: 'Zoya' }),
        aSubmission('s2', 'lab.docx', { registerNo: 'CSE23002' }),
      ],
      ['CSE23001 - lab.docx', 'CSE23002 - lab.docx', 'CSE23003 - LATE - Answer.pdf', 'Zoya - notes.txt'],
    ],
    [
      'makes names unique whatever their case, numbering the repeats before the extension',
      [
        aSubmission('s1', 'answer.pdf', { studentName: 'Dev' }),
        aSubmission('s2', 'ANSWER.pdf', { studentName: 'dev' }),
        aSubmission('s3', 'answer.pdf', { studentName: 'Dev' }),
        aSubmission('s4', 'answer', { studentName: 'Dev' }),
        aSubmission('s5', 'answer', { studentName: 'Dev' }),
      ],
      // By name (lower case first), then by student.
      [
        'dev - ANSWER.pdf',
        'Dev - answer (2).pdf',
        'Dev - answer (3).pdf',
        'Dev - answer',
        'Dev - answer (2)',
      ],
    ],
  ])('%s', (_behaviour, submissions, names) => {
    expect(zipEntriesOf(submissions).map(({ name }) => name)).toEqual(names)
  })

  it('keeps no path, parent folder, control or direction character of a name, its student or the title', () => {
    const [entry] = zipEntriesOf([
      aSubmission('s1', '../../etc/pass\u0007wd:\u202Efdp.exe', { registerNo: '../CSE/23001' }),
    ])
    expect(entry!.name).toBe('_CSE_23001 - pass_wd__fdp.exe')
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(entry!.name).not.toMatch(/[/\\\u0000-\u001f\u202e]|\.\./)
    expect(zipFileName('Unit 1/2: "loops"')).toBe('Unit 1_2_ _loops_ submissions.zip')
    expect(zipFileName('../..')).toBe('_. submissions.zip')
    expect(zipFileName('')).toBe('file submissions.zip')
  })

  it('stores already compressed types as they are and deflates the rest', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.png', 'd.zip', 'e.docx', 'f.xlsx', 'g.pptx'])
      expect(storedAsIs(name), name).toBe(true)
    for (const name of ['a.txt', 'b.doc', 'c.xls', 'd.ppt', 'e.json', 'noextension'])
      expect(storedAsIs(name), name).toBe(false)
  })
})
