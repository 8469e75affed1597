import { describe, expect, it } from 'vitest'
import { createAcademicsFixture } from './testing/fixture'

/**
 * The legacy client's writes to departments, academic years and groups (legacy-client.md 2.3 and 2.4), each
 * with the body it sends: the listed or fetched record sent back with the screen's extras.
 */
const f = await createAcademicsFixture()
const admin = await f.login('admin')

type Row = Record<string, unknown> & { id: string }
const ok = <Body = Row>(method: string, path: string, body?: unknown) =>
  f.ok<Body>(method, path, { token: admin, body })
const send = (method: string, path: string, body?: unknown) => f.call(method, path, { token: admin, body })

const faculty = await ok('POST', '/api/faculty', { name: 'Faculty of Engineering' })
const facultyDepartment = await ok('POST', '/api/facultydepartment', {
  name: 'Engineering',
  facultyId: faculty.id,
})
/** The add-department form's body: `{degreeName, departmentName, facultyDeptId, totalSemester}`. */
const createDepartment = (departmentName: string) =>
  send('POST', '/api/departments/create', {
    degreeName: 'B.E.',
    departmentName,
    facultyDeptId: facultyDepartment.id,
    totalSemester: '8',
  })
const listedDepartment = async (id: string) =>
  (await ok<Row[]>('GET', '/api/departments')).find((department) => department.id === id)

describe('the legacy department writes (2.3)', () => {
  it('creates, updates with the listed object sent back, and deletes a department', async () => {
    const created = await createDepartment('Civil')
    expect(created.status).toBe(200)
    const id = String(created.body.id)
    const listed = (await listedDepartment(id))!
    expect(listed).toMatchObject({ departmentName: 'Civil', facultyDepartment: 'Engineering' })

    const hod = [{ id: 'id-hod', name: 'Hod', departmentid: [id] }]
    const updated = await send('PUT', `/api/departments/${id}`, {
      ...listed,
      departmentName: 'Civil Engineering',
      facultyId: faculty.id,
      hod,
    })
    expect(updated.status).toBe(200)
    expect(await listedDepartment(id)).toMatchObject({ departmentName: 'Civil Engineering' })

    expect((await send('DELETE', `/api/departments/delete/${id}`)).status).toBe(200)
    expect(await listedDepartment(id)).toBeUndefined()
  })
})

describe('the legacy academic year and group writes (2.4)', () => {
  it('adds, edits, deactivates, activates and deletes a year and its group', async () => {
    const department = (await createDepartment('Mechanical')).body as Row
    await ok('POST', '/api/reg/year', { year: '2021', examType: 'Semester', departmentID: department.id })
    const { datas } = await ok<{ datas: Row[] }>(
      'GET',
      `/api/reg/year?filter=departmentID eq ${department.id}`,
    )
    const years = () => ok<Row[]>('GET', `/api/accyear?filter=departmentId eq${department.id}`)

    const added = await send('POST', '/api/accyear', {
      startYear: '2024',
      endYear: '2028',
      reg: datas[0],
      noOfYears: 4,
      currentYear: 1,
      currentSem: '1',
      sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
      regulation: datas[0]!.year,
      departmentId: department.id,
    })
    expect(added.status).toBe(200)
    expect(added.body.status).toBe('Created')
    const yearId = String(added.body.id)

    const sendYearBack = async (changes: Row | Record<string, unknown>) => {
      const { type: _type, groupList: _groups, ...year } = (await years()).find(({ id }) => id === yearId)!
      return send('PUT', '/api/accyear', { ...year, ...changes })
    }
    expect((await sendYearBack({ currentSem: '2', inactive: 'YES', inactivedata: true })).status).toBe(200)
    expect((await years())[0]).toMatchObject({ id: yearId, currentSem: 2, inactive: 'YES' })
    expect((await sendYearBack({ inactive: 'NO' })).status).toBe(200)
    expect((await years())[0]).toMatchObject({ inactive: 'NO' })

    const group = await send('POST', '/api/group', { groupName: 'A', accYearId: yearId, etype: 'CURRENT' })
    expect(group.status).toBe(200)
    expect(group.body.status).toBe('NO')
    const groupId = String(group.body.id)
    const { type: _type, ...fetched } = await ok('GET', `/api/group/${groupId}`)
    expect((await send('PUT', '/api/group', { ...fetched, groupName: 'A1' })).status).toBe(200)
    expect(await ok('GET', `/api/group/${groupId}`)).toMatchObject({ groupName: 'A1' })

    expect((await send('DELETE', `/api/group/${groupId}`)).status).toBe(200)
    expect((await send('GET', `/api/group/${groupId}`)).status).toBe(404)
    expect((await send('DELETE', `/api/accyear/${yearId}`)).status).toBe(200)
    expect(await years()).toEqual([])
  })
})
