import type { TFunction } from 'i18next'
import { downloadWorkbook } from '@/lib/spreadsheet'
import type { GroupStudent } from './student-moves'

/** The listed students as a workbook, in the table's order, e.g. to check a move beforehand or keep a record. */
export const downloadStudentList = (
  title: string,
  students: readonly GroupStudent[],
  groupName: (student: GroupStudent) => string,
  t: TFunction<'studentMoves'>,
) =>
  downloadWorkbook(`${title}.xlsx`, [
    {
      name: t('workbook.sheet'),
      columns: [
        { header: t('workbook.registerNo'), key: 'registerNo', width: 16 },
        { header: t('workbook.name'), key: 'name', width: 28 },
        { header: t('workbook.email'), key: 'email', width: 30 },
        { header: t('workbook.phone'), key: 'phone', width: 14 },
        { header: t('workbook.degree'), key: 'degreeName' },
        { header: t('workbook.department'), key: 'departmentName', width: 36 },
        { header: t('workbook.academicYear'), key: 'accYear', width: 16 },
        { header: t('workbook.group'), key: 'group' },
        { header: t('workbook.status'), key: 'status' },
      ],
      rows: students.map((student) => ({
        ...student,
        group: groupName(student),
        status: student.accountStatus === 'ACTIVE' ? t('workbook.active') : t('workbook.disabled'),
      })),
    },
  ])
