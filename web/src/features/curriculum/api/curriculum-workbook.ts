import type { TFunction } from 'i18next'
import { downloadWorkbook } from '@/lib/spreadsheet'
import type { RegulationSubject } from './regulations'
import type { Subject } from './subjects-taught'

/** Excel exports of the subject screens, in the order the tables show them. */

/** The columns both exports start with: a subject's semester, code, name and credits. */
const subjectColumns = (t: TFunction<'curriculum'>) => [
  { header: t('workbook.semester'), key: 'semester' },
  { header: t('workbook.subjectCode'), key: 'subjectCode', width: 16 },
  { header: t('workbook.subjectName'), key: 'subjectName', width: 40 },
  { header: t('workbook.credits'), key: 'credits' },
]

export const downloadRegulationSubjects = (
  regulationYear: string,
  subjects: readonly RegulationSubject[],
  t: TFunction<'curriculum'>,
) =>
  downloadWorkbook(`Regulation ${regulationYear} subjects.xlsx`, [
    {
      name: t('workbook.subjectsSheet'),
      columns: [...subjectColumns(t), { header: t('workbook.subjectType'), key: 'subjectType', width: 16 }],
      rows: subjects.map((subject) => ({ ...subject })),
    },
  ])

export const downloadSubjectsTaught = (
  yearName: string,
  subjects: readonly Subject[],
  taughtTo: (subject: Subject) => string,
  t: TFunction<'curriculum'>,
) =>
  downloadWorkbook(`Subjects taught ${yearName}.xlsx`, [
    {
      name: t('workbook.taughtSheet'),
      columns: [
        ...subjectColumns(t),
        { header: t('workbook.department'), key: 'department', width: 40 },
        { header: t('workbook.academicYear'), key: 'year', width: 16 },
        { header: t('workbook.taughtTo'), key: 'taughtTo', width: 16 },
        { header: t('workbook.staff'), key: 'staff', width: 40 },
        { header: t('workbook.status'), key: 'subjectStatus' },
      ],
      rows: subjects.map((subject) => ({
        ...subject,
        year: yearName,
        taughtTo: taughtTo(subject),
        staff: subject.stafflist.map((staff) => staff.staffName).join(', '),
      })),
    },
  ])
