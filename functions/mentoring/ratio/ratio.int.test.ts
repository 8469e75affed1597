import { expectRefused } from '@campus/testing'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  aStudent,
  createRatioFixture,
  mentorshipItem,
  putDepartments,
  putMentorships,
  putStudents,
  type RatioFixture,
} from './testing/fixture'

const day = (month: number, date: number) => Date.UTC(2026, month - 1, date)
const JAN_15 = day(1, 15)
const MAR_15 = day(3, 15)
const BEFORE_ANY = Date.UTC(2025, 11, 1)

let f: RatioFixture
const tokens = { admin: '', hod: '', otherHod: '', faculty: '', student: '' }

/**
 * CSE: s1 mentored by A from Feb 1; s2 by B in Jan-Feb (history), then by A from Mar 1; s3 by C from when
 * assigned (Jan 1, no start date) to Apr 30; s4 mentored by A but disabled; s5 never mentored.
 * ECE: e1 mentored by A (a staff member mentoring in two departments) from Jan 1; e2 by D in January only.
 */
beforeAll(async () => {
  f = await createRatioFixture()
  for (const person of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[person] = await f.login(person)
  await putDepartments(f.env, [
    { id: 'dept-cse', degreeName: 'B.E', departmentName: 'CSE', groupIds: ['grp-cse-a', 'grp-cse-b'] },
    { id: 'dept-ece', degreeName: 'B.E', departmentName: 'ECE', groupIds: ['grp-ece-a'] },
  ])
  await putStudents(f.env, [
    aStudent('s1', 'dept-cse', 'grp-cse-a'),
    aStudent('s2', 'dept-cse', 'grp-cse-a'),
    aStudent('s3', 'dept-cse', 'grp-cse-b'),
    aStudent('s4', 'dept-cse', 'grp-cse-b', { accountStatus: 'DISABLE' }),
    aStudent('s5', 'dept-cse', 'grp-cse-a'),
    aStudent('e1', 'dept-ece', 'grp-ece-a'),
    aStudent('e2', 'dept-ece', 'grp-ece-a'),
  ])
  const A = { staffId: 'staff-a', staffName: 'Anita' }
  await putMentorships(f.env, [
    mentorshipItem('s1', 'dept-cse', { current: { ...A, startDate: day(2, 1) } }),
    mentorshipItem('s2', 'dept-cse', {
      current: { ...A, startDate: day(3, 1) },
      history: [{ staffId: 'staff-b', staffName: 'Bala', startDate: day(1, 1), endDate: day(2, 28) }],
    }),
    mentorshipItem('s3', 'dept-cse', {
      current: { staffId: 'staff-c', staffName: 'Chitra', assignedOn: day(1, 1), endDate: day(4, 30) },
    }),
    mentorshipItem('s4', 'dept-cse', { current: { ...A, startDate: day(1, 1) } }),
    mentorshipItem('e1', 'dept-ece', { current: { ...A, startDate: day(1, 1) } }),
    mentorshipItem('e2', 'dept-ece', {
      history: [{ staffId: 'staff-d', staffName: 'Dev', startDate: day(1, 1), endDate: day(1, 31) }],
    }),
  ])
})

interface Figures {
  students: number
  mentors: number
  mentoredStudents: number
  ratio: number | null
  ratioText: string
}
interface Ratio {
  date: number
  college: Figures
  departments: (Figures & {
    departmentId: string
    departmentName: string
    unmentored: { id: string; name: string; registerNo: string }[]
  })[]
}

const ratioOn = (date: number, token = tokens.admin, departmentId?: string) =>
  f.ok<Ratio>('GET', `/api/mentor/ratio?date=${date}${departmentId ? `&departmentId=${departmentId}` : ''}`, {
    token,
  })

const figures = (students: number, mentors: number, mentoredStudents: number, ratio: number | null) => ({
  students,
  mentors,
  mentoredStudents,
  ratio,
  ratioText: ratio === null ? '-' : `${ratio}:1`,
})
const unmentored = (...ids: string[]) =>
  ids.map((id) => ({ id, name: `Student ${id}`, registerNo: id.toUpperCase() }))

describe('the NAAC student-to-mentor ratio', () => {
  it('counts, on a date inside the current periods, the active students each department has per mentor', async () => {
    expect(await ratioOn(MAR_15)).toEqual({
      date: MAR_15,
      // Anita mentors in both departments: the college counts her once.
      college: figures(6, 2, 4, 3),
      departments: [
        {
          departmentId: 'dept-cse',
          departmentName: 'B.E - CSE',
          ...figures(4, 2, 3, 2),
          unmentored: unmentored('s5'),
        },
        {
          departmentId: 'dept-ece',
          departmentName: 'B.E - ECE',
          ...figures(2, 1, 1, 2),
          unmentored: unmentored('e2'),
        },
      ],
    })
  })

  it('counts ended (history) periods and a period from its assignment on an earlier date', async () => {
    const january = await ratioOn(JAN_15)
    expect(january.college).toEqual(figures(6, 4, 4, 1.5))
    expect(january.departments).toEqual([
      expect.objectContaining({
        departmentId: 'dept-cse',
        ...figures(4, 2, 2, 2),
        unmentored: unmentored('s1', 's5'),
      }),
      expect.objectContaining({ departmentId: 'dept-ece', ...figures(2, 2, 2, 1), unmentored: [] }),
    ])
  })

  it('has no ratio on a date no period covers, and lists every student as unmentored', async () => {
    const before = await ratioOn(BEFORE_ANY)
    expect(before.college).toEqual(figures(6, 0, 0, null))
    expect(before.departments.map((department) => department.unmentored.map(({ id }) => id))).toEqual([
      ['s1', 's2', 's3', 's5'],
      ['e1', 'e2'],
    ])
  })

  it("gives an HOD their departments' figures as the college, in bounded reads", async () => {
    expect(await ratioOn(MAR_15, tokens.hod)).toEqual({
      date: MAR_15,
      college: figures(4, 2, 3, 2),
      departments: [expect.objectContaining({ departmentId: 'dept-cse' })],
    })
    const counts = await f.countCalls(() => ratioOn(MAR_15, tokens.hod, 'dept-cse'))
    // The session, the department's partition, its mentorships, and one Query per group (2): never a Scan.
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 4 })
  })

  it("refuses another department's HOD, faculty and students", async () => {
    expectRefused(
      await f.call('GET', `/api/mentor/ratio?date=${MAR_15}&departmentId=dept-cse`, {
        token: tokens.otherHod,
      }),
      403,
      'FORBIDDEN',
    )
    for (const token of [tokens.faculty, tokens.student])
      expectRefused(
        await f.call('GET', `/api/mentor/ratio?date=${MAR_15}`, { token }),
        403,
        'ROLE_NOT_ALLOWED',
      )
    expectRefused(
      await f.call('GET', `/api/mentor/ratio/workbook?date=${MAR_15}&departmentId=dept-cse`, {
        token: tokens.otherHod,
      }),
      403,
      'FORBIDDEN',
    )
  })

  it('answers 404 for an unknown department and 400 without a date', async () => {
    expectRefused(
      await f.call('GET', `/api/mentor/ratio?date=${MAR_15}&departmentId=dept-none`, { token: tokens.admin }),
      404,
      'DEPARTMENT_NOT_FOUND',
    )
    expectRefused(await f.call('GET', '/api/mentor/ratio', { token: tokens.admin }), 400, 'VALIDATION_FAILED')
    expectRefused(
      await f.call('GET', '/api/mentor/ratio?date=soon', { token: tokens.admin }),
      400,
      'VALIDATION_FAILED',
    )
  })
})

describe('the ratio workbook', () => {
  const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
    const rows: unknown[][] = []
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    return rows
  }

  it('holds the Ratio, Mentors and Unmentored sheets of the date', async () => {
    const response = await f.app.request(`/api/mentor/ratio/workbook?date=${MAR_15}&token=${tokens.admin}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toContain('Mentor ratio 2026-03-15.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Ratio', 'Mentors', 'Unmentored'])

    const on = new Date(MAR_15)
    expect(rowsOf(workbook.getWorksheet('Ratio'))).toEqual([
      ['Department', 'On', 'Students', 'Mentors', 'Mentored students', 'Students per mentor'],
      ['B.E - CSE', on, 4, 2, 3, '2:1'],
      ['B.E - ECE', on, 2, 1, 1, '2:1'],
      ['College', on, 6, 2, 4, '3:1'],
    ])
    expect(rowsOf(workbook.getWorksheet('Mentors'))).toEqual([
      ['Mentor', 'Department', 'Student', 'Register no', 'From', 'To'],
      ['Anita', 'B.E - CSE', 'Student s1', 'S1', new Date(day(2, 1))],
      ['Anita', 'B.E - CSE', 'Student s2', 'S2', new Date(day(3, 1))],
      ['Chitra', 'B.E - CSE', 'Student s3', 'S3', new Date(day(1, 1)), new Date(day(4, 30))],
      ['Anita', 'B.E - ECE', 'Student e1', 'E1', new Date(day(1, 1))],
    ])
    expect(rowsOf(workbook.getWorksheet('Unmentored'))).toEqual([
      ['Department', 'Student', 'Register no'],
      ['B.E - CSE', 'Student s5', 'S5'],
      ['B.E - ECE', 'Student e2', 'E2'],
    ])
  })
})
