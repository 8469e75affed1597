import { downloadWorkbook } from '@/lib/spreadsheet'
import type { RegulationSubject } from './regulations'
import type { Subject } from './subjects-taught'

/** Excel exports of the subject screens, in the order the tables show them. */

/** The columns both exports start with: a subject's semester, code, name and credits. */
const subjectColumns = [
  { header: 'Semester', key: 'semester' },
  { header: 'Subject code', key: 'subjectCode', width: 16 },
  { header: 'Subject name', key: 'subjectName', width: 40 },
  { header: 'Credits', key: 'credits' },
]

export const downloadRegulationSubjects = (regulationYear: string, subjects: readonly RegulationSubject[]) =>
  downloadWorkbook(`Regulation ${regulationYear} subjects.xlsx`, [
    {
      name: 'Subjects',
      columns: [...subjectColumns, { header: 'Subject type', key: 'subjectType', width: 16 }],
      rows: subjects.map((subject) => ({ ...subject })),
    },
  ])

export const downloadSubjectsTaught = (
  yearName: string,
  subjects: readonly Subject[],
  taughtTo: (subject: Subject) => string,
) =>
  downloadWorkbook(`Subjects taught ${yearName}.xlsx`, [
    {
      name: 'Subjects taught',
      columns: [
        ...subjectColumns,
        { header: 'Department', key: 'department', width: 40 },
        { header: 'Academic year', key: 'year', width: 16 },
        { header: 'Taught to', key: 'taughtTo', width: 16 },
        { header: 'Staff', key: 'staff', width: 40 },
        { header: 'Status', key: 'subjectStatus' },
      ],
      rows: subjects.map((subject) => ({
        ...subject,
        year: yearName,
        taughtTo: taughtTo(subject),
        staff: subject.stafflist.map((staff) => staff.staffName).join(', '),
      })),
    },
  ])
