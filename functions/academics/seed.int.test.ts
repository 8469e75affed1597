import { createTestTables } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAcademicsFixture } from './testing/fixture'
import { ACADEMIC_YEARS, DEPARTMENTS } from '@campus/local/demo-college'
import { isAcademicsSeeded, seedAcademics } from './seed'

let f: Awaited<ReturnType<typeof createAcademicsFixture>>
let admin: string
beforeAll(async () => {
  f = await createAcademicsFixture()
  expect(await isAcademicsSeeded(f.env.client, f.env.tables.academics)).toBe(false)
  await seedAcademics(f.env.client, f.env.tables.academics)
  admin = await f.login('admin')
}, 120_000)

describe('the demo college’s academic structure', () => {
  it('has the departments, years and groups identity’s demo people refer to', async () => {
    expect(await isAcademicsSeeded(f.env.client, f.env.tables.academics)).toBe(true)
    const departments = await f.ok<{ id: string; facultyDepartment: string; facultyId: string }[]>(
      'GET',
      '/api/departments',
      {
        token: admin,
      },
    )
    expect(departments.map(({ id }) => id).sort()).toEqual(DEPARTMENTS.map(({ id }) => id).sort())
    expect(departments[0]).toMatchObject({ facultyDepartment: 'Engineering', facultyId: 'fac-engineering' })
    const tree = await f.ok<
      { departmentId: string; accyearList: { id: string; groups: { id: string; groupName: string }[] }[] }[]
    >('GET', '/api/departments/accYearAll?filter=type eq CURRENT, inactive eq NO', { token: admin })
    expect(
      tree.flatMap(({ accyearList }) =>
        accyearList.map(({ id, groups }) => [id, groups.map((group) => [group.id, group.groupName])]),
      ),
    ).toEqual(
      expect.arrayContaining(
        ACADEMIC_YEARS.map((year) => [
          year.id,
          [
            [year.groups[0], 'A'],
            [year.groups[1], 'B'],
          ],
        ]),
      ),
    )
  })

  it('has a 2021 regulation with subjects in semesters 1 and 2 for each department', async () => {
    const { datas } = await f.ok<{ datas: { id: string }[] }>(
      'GET',
      '/api/reg/year?filter=departmentID eq dept-mech',
      { token: admin },
    )
    expect(datas).toEqual([expect.objectContaining({ year: '2021' })])
    const subjects = await f.ok<{ datas: { semester: number }[] }>(
      'GET',
      `/api/reg/regulation/sub?filter=regulationID eq ${datas[0]?.id ?? ''}`,
      { token: admin },
    )
    expect(subjects.datas.map(({ semester }) => semester)).toEqual([1, 1, 1, 1, 2, 2, 2, 2])
  })

  it('has semester 1 taught to every group by the department’s faculty', async () => {
    const faculty1 = await f.ok<{ department: string }[]>(
      'GET',
      '/api/subject/staffHandleSub?in=stafflist.staffid eq user-faculty-1',
      {
        token: admin,
      },
    )
    expect(faculty1).toHaveLength(2)
    expect(faculty1.every(({ department }) => department === 'B.E. - Computer Science and Engineering')).toBe(
      true,
    )
    const student = await f.login('student', {
      departmentIds: ['dept-cse'],
      accYearId: 'ay-cse-2023',
      groupId: 'grp-cse-2023-a',
    })
    const own = await f.ok<{ subjectName: string }[]>('GET', '/api/subject/student/id-student', {
      token: student,
    })
    expect(own.map(({ subjectName }) => subjectName)).toEqual([
      'Engineering Mathematics I',
      'Engineering Physics',
      'Programming in C',
      'Technical English',
    ])
  })

  it('can run again over its own data', async () => {
    await seedAcademics(f.env.client, f.env.tables.academics)
    expect(await f.ok('GET', '/api/accyear?filter=departmentId eq dept-ece', { token: admin })).toHaveLength(
      1,
    )
  })
})

it('leaves other tables alone', async () => {
  const env = await createTestTables()
  expect(await isAcademicsSeeded(env.client, env.tables.academics)).toBe(false)
})
