import { describe, expect, it } from 'vitest'
import { anAcademicYear, setUpCollege } from './testing/college'
import { idOf } from './testing/fixture'

/**
 * The legacy client's reads of departments, faculties, years, groups, regulations and subjects
 * (legacy-client.md 2.3, 2.4, 2.9, 2.10), each sent as the client builds it (spacing included) and checked for
 * the fields the client then reads, with the types it reads them as.
 */
const { f, college } = await setUpCollege()
const { ids } = college
const { admin, hod, faculty, student } = college.tokens
const read = <Body = Row[]>(path: string, token = admin) => f.ok<Body>('GET', path, { token })

type Row = Record<string, unknown>
const teacher = { staffid: idOf('faculty'), staffName: 'Faculty One' }
await f.ok('POST', '/api/subject', {
  token: hod,
  body: { regSubId: ids.programming, accYearId: ids.yearA, groupId: ids.groupA, stafflist: [teacher] },
})

describe('the legacy department and faculty reads (2.3)', () => {
  it('GET /api/departments: the dropdown fields', async () => {
    expect(await read('/api/departments')).toContainEqual(
      expect.objectContaining({
        id: ids.deptA,
        degreeName: 'B.E.',
        departmentName: 'Computer Science',
        facultyDepartment: 'Engineering',
        facultyDeptId: ids.facultyDepartment,
        totalSemester: expect.anything(),
      }),
    )
  })

  it('GET /api/departments/accYearAll?filter=type eq CURRENT, inactive eq NO: the announcement tree', async () => {
    const tree = await read('/api/departments/accYearAll?filter=type eq CURRENT, inactive eq NO')
    expect(tree).toContainEqual(
      expect.objectContaining({
        degdep: expect.any(String),
        accyearList: [
          expect.objectContaining({
            startYear: 2023,
            endYear: 2027,
            groups: expect.arrayContaining([expect.objectContaining({ id: ids.groupA, groupName: 'A' })]),
          }),
        ],
      }),
    )
  })

  it('GET /api/departments/accYearAll?filter=type eq OLD, inactive eq YES: an array of the same shape', async () => {
    expect(await read('/api/departments/accYearAll?filter=type eq OLD, inactive eq YES')).toEqual(
      expect.any(Array),
    )
  })

  it('GET /api/faculty/get and /api/faculty/edit/<id>: id and name', async () => {
    expect(await read('/api/faculty/get')).toContainEqual(
      expect.objectContaining({ id: ids.faculty, name: 'Faculty of Engineering' }),
    )
    expect(await read<Row>(`/api/faculty/edit/${ids.faculty}`)).toMatchObject({
      name: 'Faculty of Engineering',
    })
  })

  it('GET /api/facultydepartment/get?filter=facultyId eq <id>, without the filter, and edit/<id>', async () => {
    const named = expect.objectContaining({ id: ids.facultyDepartment, name: 'Engineering' })
    expect(await read(`/api/facultydepartment/get?filter=facultyId eq ${ids.faculty}`)).toEqual([named])
    expect(await read('/api/facultydepartment/get')).toContainEqual(named)
    expect(await read<Row>(`/api/facultydepartment/edit/${ids.facultyDepartment}`)).toMatchObject({
      facultyId: ids.faculty,
    })
  })

  it('GET /api/facultydepartment/getAllFacultyDepartments: grouped by facultyName', async () => {
    expect(await read('/api/facultydepartment/getAllFacultyDepartments')).toContainEqual(
      expect.objectContaining({
        id: ids.facultyDepartment,
        name: 'Engineering',
        facultyName: 'Faculty of Engineering',
      }),
    )
  })
})

describe('the legacy year, group and regulation reads (2.4)', () => {
  it('GET /api/accyear?filter=departmentId eq <id>,inactive eq NO (trailing space): the active years', async () => {
    expect(await read(`/api/accyear?filter=departmentId eq ${ids.deptA},inactive eq NO `, hod)).toEqual([
      expect.objectContaining({ id: ids.yearA, startYear: 2023, endYear: 2027 }),
    ])
  })

  it('GET /api/accyear?filter=departmentId eq<id> (no space): every field the year screen reads', async () => {
    const [year] = await read(`/api/accyear?filter=departmentId eq${ids.deptA}`, hod)
    expect(year).toMatchObject({
      id: ids.yearA,
      departmentId: ids.deptA,
      startYear: 2023,
      endYear: 2027,
      type: expect.any(String),
      noOfYears: 4,
      currentYear: 1,
      currentSem: 1,
      regulationId: ids.regA,
      regulation: expect.anything(),
      inactive: 'NO',
      sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
      // Printed as text: names, not objects.
      groupList: ['A', 'B'],
      // The exam type of the year's regulation (the add form copies it from the first listed year), and the
      // department's regulation years.
      etype: 'Semester',
      years: ['2021'],
    })
  })

  it("GET /api/accyear: `years` lists every regulation year of the year's department, `etype` only when its regulation has one", async () => {
    // Department B: a 2021 regulation without an exam type, and a 2017 one added now.
    await f.ok('POST', '/api/reg/year', { token: admin, body: { year: '2017', departmentID: ids.deptB } })
    await f.ok('POST', '/api/accyear', {
      token: admin,
      body: anAcademicYear({
        departmentId: ids.deptB,
        regulationId: ids.regB,
        startYear: 2022,
        endYear: 2026,
      }),
    })
    f.env.counter.reset()
    const [other] = await read(`/api/accyear?filter=departmentId eq${ids.deptB}`)
    // Read with the years themselves: the session and the department's one Query.
    expect(f.env.counter.snapshot().byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    expect(other).toMatchObject({ regulationId: ids.regB, regulation: '2021', years: ['2017', '2021'] })
    expect(other).not.toHaveProperty('etype')
  })

  it('GET /api/group?filter=accYearId eq <id>,type eq CURRENT (trailing space): groups with a count', async () => {
    const groups = await read(`/api/group?filter=accYearId eq ${ids.yearA},type eq CURRENT `, hod)
    expect(groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ids.groupA,
          groupName: 'A',
          count: expect.any(Number),
          accYearId: ids.yearA,
        }),
        expect.objectContaining({ id: ids.groupB, groupName: 'B', count: expect.any(Number) }),
      ]),
    )
  })

  it('GET /api/group/<id>: the group the rename dialog sends back', async () => {
    expect(await read<Row>(`/api/group/${ids.groupA}`, hod)).toMatchObject({
      id: ids.groupA,
      groupName: 'A',
      accYearId: ids.yearA,
    })
  })

  it('GET /api/reg/year?filter=departmentID eq <id>: the list under datas', async () => {
    const { datas } = await read<{ datas: Row[] }>(`/api/reg/year?filter=departmentID eq ${ids.deptA}`, hod)
    expect(datas).toEqual([
      expect.objectContaining({ id: ids.regA, year: '2021', examType: 'Semester', departmentID: ids.deptA }),
    ])
  })

  it('GET /api/reg/regulation/sub?filter=regulationID eq <id>: the list under datas', async () => {
    const { datas } = await read<{ datas: Row[] }>(
      `/api/reg/regulation/sub?filter=regulationID eq ${ids.regA}`,
      hod,
    )
    expect(datas).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids.programming, subjectName: 'Programming' })]),
    )
  })
})

describe('the legacy subject reads (2.9, 2.10)', () => {
  it('GET /api/subject/staffRegSub?in=stafflist.staffid eq <id> &order=dec&sort=subjectId: regSubId, subjectName, department', async () => {
    expect(
      await read(
        `/api/subject/staffRegSub?in=stafflist.staffid eq ${teacher.staffid} &order=dec&sort=subjectId`,
        faculty,
      ),
    ).toEqual([
      expect.objectContaining({
        regSubId: ids.programming,
        subjectName: 'Programming',
        department: 'B.E. - Computer Science',
      }),
    ])
  })

  it('GET /api/subject/staffHandleSub/?in=stafflist.staffid eq<id>&filter =subjectStatus eq ACTIVE: id, subjectName', async () => {
    expect(
      await read(
        `/api/subject/staffHandleSub/?in=stafflist.staffid eq${teacher.staffid}&filter =subjectStatus eq ACTIVE`,
        faculty,
      ),
    ).toEqual([expect.objectContaining({ id: expect.any(String), subjectName: 'Programming' })])
  })

  it("GET /api/subject/student/<userId>: the student's regSubId and subjectName", async () => {
    expect(await read(`/api/subject/student/${idOf('student')}`, student)).toEqual([
      expect.objectContaining({ regSubId: ids.programming, subjectName: 'Programming' }),
    ])
  })
})
