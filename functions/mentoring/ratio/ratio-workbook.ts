import type { SheetSpec } from '@campus/reports'
import type { MentorRatio } from './mentor-ratio'

/**
 * The evidence NAAC asks for with metric 2.3.3, as workbook sheets: the ratio of each department and of the
 * college on the date, every mentor with their students and the period that covers it, and the students no one
 * mentored on it.
 */

const day = (date: number | undefined) => (date === undefined ? undefined : new Date(date))

/** `Mentor ratio 2026-03-10.xlsx`: the date is the day in UTC. */
export const ratioWorkbookName = (date: number) =>
  `Mentor ratio ${new Date(date).toISOString().slice(0, 10)}.xlsx`

export function ratioSheets(report: MentorRatio) {
  const on = new Date(report.date)
  const ratio: SheetSpec<{
    department: string
    date: Date
    students: number
    mentors: number
    mentored: number
    ratio: string
  }> = {
    name: 'Ratio',
    columns: [
      { header: 'Department', key: 'department', width: 40 },
      { header: 'On', key: 'date', width: 12 },
      { header: 'Students', key: 'students', width: 10 },
      { header: 'Mentors', key: 'mentors', width: 10 },
      { header: 'Mentored students', key: 'mentored', width: 18 },
      { header: 'Students per mentor', key: 'ratio', width: 20 },
    ],
    rows: [
      ...report.departments.map((department) => ({ ...department, department: department.departmentName })),
      { ...report.college, department: 'College' },
    ].map(({ department, students, mentors, mentoredStudents, ratioText }) => ({
      department,
      date: on,
      students,
      mentors,
      mentored: mentoredStudents,
      ratio: ratioText,
    })),
  }

  const mentors: SheetSpec<{
    mentor: string
    department: string
    student: string
    registerNo: string
    from: Date | undefined
    to: Date | undefined
  }> = {
    name: 'Mentors',
    columns: [
      { header: 'Mentor', key: 'mentor', width: 28 },
      { header: 'Department', key: 'department', width: 40 },
      { header: 'Student', key: 'student', width: 28 },
      { header: 'Register no', key: 'registerNo', width: 16 },
      { header: 'From', key: 'from', width: 12 },
      { header: 'To', key: 'to', width: 12 },
    ],
    rows: report.departments.flatMap((department) =>
      [...department.mentored]
        .sort((a, b) => a.staffName.localeCompare(b.staffName) || a.registerNo.localeCompare(b.registerNo))
        .map((student) => ({
          mentor: student.staffName,
          department: department.departmentName,
          student: student.name,
          registerNo: student.registerNo,
          from: day(student.startDate),
          to: day(student.endDate),
        })),
    ),
  }

  const unmentored: SheetSpec<{ department: string; student: string; registerNo: string }> = {
    name: 'Unmentored',
    columns: [
      { header: 'Department', key: 'department', width: 40 },
      { header: 'Student', key: 'student', width: 28 },
      { header: 'Register no', key: 'registerNo', width: 16 },
    ],
    rows: report.departments.flatMap((department) =>
      department.unmentored.map((student) => ({
        department: department.departmentName,
        student: student.name,
        registerNo: student.registerNo,
      })),
    ),
  }

  return [ratio, mentors, unmentored]
}
