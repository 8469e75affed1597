import { demoTeaching, putTeaching } from '@campus/testing'
import { ACADEMIC_YEARS } from '@campus/local/demo-college'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TITLES, isAssignmentsSeeded, seedAssignments } from './seed'
import { aStudent, type AssignmentsFixture, createAssignmentsFixture } from './testing/fixture'

/** The demo college's CSE 2023 year, its group A and the subjects it is taught, as academics' seed writes them. */
const [YEAR] = ACADEMIC_YEARS
const GROUP_A = YEAR.groups[0]
/** Group A's first six demo students, as identity's seed writes their contacts. */
const demoStudents = () =>
  [1, 2, 3, 4, 5, 6].map((n) =>
    aStudent(`user-student-${n}`, GROUP_A, n, { name: `Student ${n}`, accYearId: YEAR.id }),
  )

let f: AssignmentsFixture
let faculty1: string
let physics: string
let student1: string
let student6: string

beforeAll(async () => {
  f = await createAssignmentsFixture()
  const { client, tables, s3, buckets } = f.env
  await putTeaching(client, tables.academics, demoTeaching(YEAR))
  await f.putStudents(demoStudents())
  expect(await isAssignmentsSeeded(client, tables.assignments)).toBe(false)
  expect(await seedAssignments(client, tables, { s3, buckets })).toMatch(/^Seeded the demo assignments \(/)
  faculty1 = await f.login('faculty', { userId: 'user-faculty-1', name: 'Faculty Member 1' })
  physics = await f.login('faculty', { userId: 'user-faculty-4', name: 'Faculty Member 4' })
  const student = (n: number) =>
    f.login('student', {
      userId: `user-student-${n}`,
      name: `Student ${n}`,
      registerNo: `CSE23${String(n).padStart(3, '0')}`,
      accYearId: YEAR.id,
      groupId: GROUP_A,
    })
  student1 = await student(1)
  student6 = await student(6)
})

interface Listed {
  id: string
  title: string
  files: { fileName?: string; url: string }[]
  submission: string
  status: string
  open: boolean
  mark?: number
  remark?: string
  createdOn: number
  deadlineAt: number
}

const titles = (rows: { title: string }[]) => rows.map(({ title }) => title)

describe('the demo assignments', () => {
  it("are in their teachers' sent lists, newest first", async () => {
    expect(titles(await f.ok('GET', '/api/assignment/sent', { token: faculty1 }))).toEqual([
      DEMO_TITLES.open,
      DEMO_TITLES.closed,
    ])
    expect(titles(await f.ok('GET', '/api/assignment/sent', { token: physics }))).toEqual([
      DEMO_TITLES.disabled,
    ])
  })

  it('give student1 one open with a PDF, one past its deadline submitted and marked, one Disabled', async () => {
    const rows = await f.ok<Listed[]>('GET', '/api/assignment/view', { token: student1 })
    const byTitle = new Map(rows.map((row) => [row.title, row]))
    const open = byTitle.get(DEMO_TITLES.open)
    expect(open).toMatchObject({ status: 'OPEN', open: true, submission: 'Enable' })
    expect(open?.files.map(({ fileName }) => fileName)).toEqual(['Problem set 1.pdf'])
    expect(open?.deadlineAt).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    expect(byTitle.get(DEMO_TITLES.closed)).toMatchObject({
      status: 'SUBMITTED',
      open: false,
      mark: 17,
      remark: 'Good work. Show each step when you evaluate a limit.',
    })
    expect(byTitle.get(DEMO_TITLES.closed)?.deadlineAt).toBeLessThan(Date.now())
    expect(byTitle.get(DEMO_TITLES.disabled)).toMatchObject({ submission: 'Disable', open: false })
  })

  it('keep real files: the attached PDF downloads as a PDF', async () => {
    const [open] = (await f.ok<Listed[]>('GET', '/api/assignment/view', { token: student1 })).filter(
      ({ title }) => title === DEMO_TITLES.open,
    )
    const download = await fetch(open?.files[0]?.url ?? '')
    expect(download.status).toBe(200)
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('show the worksheet with five submissions, three marked, and the rest missing', async () => {
    const [closed] = (await f.ok<Listed[]>('GET', '/api/assignment/sent', { token: faculty1 })).filter(
      ({ title }) => title === DEMO_TITLES.closed,
    )
    const rows = await f.ok<{ name: string; status: string; mark?: number; barcode?: { url: string } }[]>(
      'GET',
      `/api/assignment/getassignment/${closed?.id ?? ''}`,
      { token: faculty1 },
    )
    expect(rows.map(({ name, status, mark }) => [name, status, mark])).toEqual([
      ['Student 1', 'SUBMITTED', 17],
      ['Student 2', 'SUBMITTED', 14],
      ['Student 3', 'SUBMITTED', 19],
      ['Student 4', 'SUBMITTED', undefined],
      ['Student 5', 'SUBMITTED', undefined],
      ['Student 6', 'MISSING', undefined],
    ])
    expect(rows.filter(({ barcode }) => barcode?.url)).toHaveLength(5)
  })

  it('refuse a late upload to the worksheet, as any past-deadline assignment does', async () => {
    const [closed] = (await f.ok<Listed[]>('GET', '/api/assignment/view', { token: student6 })).filter(
      ({ title }) => title === DEMO_TITLES.closed,
    )
    expect(closed).toMatchObject({ status: 'MISSING', open: false })
    const late = await f.call('POST', '/api/assignment/studentSubmission', {
      token: student6,
      body: {
        assignmentId: closed?.id,
        studentFile: await f.upload('late.pdf', '%PDF-1.4 late', 'user-student-6'),
      },
    })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ error: { code: 'DEADLINE_OVER', message: 'Deadline over' } })
  })

  it('can run again over their own data without writing anything twice', async () => {
    const { client, tables, s3, buckets } = f.env
    expect(await isAssignmentsSeeded(client, tables.assignments)).toBe(true)
    await seedAssignments(client, tables, { s3, buckets })
    expect(await f.ok('GET', '/api/assignment/sent', { token: faculty1 })).toHaveLength(2)
    const [closed] = (await f.ok<Listed[]>('GET', '/api/assignment/sent', { token: faculty1 })).filter(
      ({ title }) => title === DEMO_TITLES.closed,
    )
    const rows = await f.ok<{ status: string }[]>(
      'GET',
      `/api/assignment/getassignment/${closed?.id ?? ''}`,
      {
        token: faculty1,
      },
    )
    expect(rows.filter(({ status }) => status === 'SUBMITTED')).toHaveLength(5)
  })
})
