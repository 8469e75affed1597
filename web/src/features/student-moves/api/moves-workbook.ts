import { downloadWorkbook } from '@/lib/spreadsheet'
import type { GroupStudent } from './student-moves'

/** The listed students as a workbook, in the table's order, e.g. to check a move beforehand or keep a record. */
export const downloadStudentList = (
  title: string,
  students: readonly GroupStudent[],
  groupName: (student: GroupStudent) => string,
) =>
  downloadWorkbook(`${title}.xlsx`, [
    {
      name: 'Students',
      columns: [
        { header: 'Register No', key: 'registerNo', width: 16 },
        { header: 'Name', key: 'name', width: 28 },
        { header: 'Email', key: 'email', width: 30 },
        { header: 'Phone', key: 'phone', width: 14 },
        { header: 'Degree', key: 'degreeName' },
        { header: 'Department', key: 'departmentName', width: 36 },
        { header: 'Academic Year', key: 'accYear', width: 16 },
        { header: 'Group', key: 'group' },
        { header: 'Status', key: 'status' },
      ],
      rows: students.map((student) => ({
        ...student,
        group: groupName(student),
        status: student.accountStatus === 'ACTIVE' ? 'Active' : 'Disabled',
      })),
    },
  ])
