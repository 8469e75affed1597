import { expectRefused, expectInvalid } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aRegulationSubject, addYearOfDepartmentB, setUpCollege } from './testing/college'
import { idOf } from './testing/fixture'

const { f, college } = await setUpCollege()
const { admin, hod } = college.tokens
const teacher = { staffid: idOf('faculty'), staffName: 'Faculty One' }
const other = { staffid: idOf('otherFaculty'), staffName: 'Faculty Two' }
const offer = async (body: Record<string, unknown>) =>
  String((await f.ok('POST', '/api/subject', { token: hod, body })).id)
const programmingA = await offer({
  regSubId: college.ids.programming,
  accYearId: college.ids.yearA,
  groupId: college.ids.groupA,
  stafflist: [teacher],
})
const programmingB = await offer({
  regSubId: college.ids.programming,
  accYearId: college.ids.yearA,
  groupId: college.ids.groupB,
  stafflist: [teacher, other],
})
const mathsYear = await offer({
  regSubId: college.ids.maths,
  accYearId: college.ids.yearA,
  stafflist: [other],
})

type Subject = Record<string, unknown> & { id: string; subjectName: string; regSubId: string }

describe('offering subjects', () => {
  it('copies the regulation subject and the department label into the subject taught', async () => {
    expect(await f.ok('GET', `/api/subject/${programmingA}`, { token: college.tokens.faculty })).toEqual({
      id: programmingA,
      regSubId: college.ids.programming,
      subjectId: college.ids.programming,
      regulationId: college.ids.regA,
      subjectName: 'Programming',
      subjectCode: 'CS101',
      credits: 4,
      semester: 1,
      accYearId: college.ids.yearA,
      groupId: college.ids.groupA,
      departmentId: college.ids.deptA,
      department: 'B.E. - Computer Science',
      stafflist: [teacher],
      subjectStatus: 'ACTIVE',
      createdOn: expect.any(Number),
      modifiedOn: expect.any(Number),
    })
  })

  it('refuses the same subject twice for the same group, a subject of another regulation and a foreign group', async () => {
    const twice = await f.call('POST', '/api/subject', {
      token: hod,
      body: { regSubId: college.ids.programming, accYearId: college.ids.yearA, groupId: college.ids.groupA },
    })
    expectRefused(twice, 409, 'SUBJECT_ALREADY_TAUGHT')
    const foreign = await f.ok('POST', '/api/reg/regulation/sub', {
      token: admin,
      body: aRegulationSubject(college.ids.regB, {
        subjectCode: 'ME101',
        subjectName: 'Mechanics',
        credits: 4,
      }),
    })
    const wrongRegulation = await f.call('POST', '/api/subject', {
      token: hod,
      body: { regSubId: foreign.id, accYearId: college.ids.yearA },
    })
    expectInvalid(wrongRegulation, [{ path: 'regSubId', message: "Not a subject of this year's regulation" }])
    const wrongGroup = await f.call('POST', '/api/subject', {
      token: hod,
      body: { regSubId: college.ids.dataStructures, accYearId: college.ids.yearA, groupId: 'nope' },
    })
    expect(wrongGroup.body.error?.details).toEqual([
      { path: 'groupId', message: 'Not a group of this academic year' },
    ])
  })

  it('validates the staff list', async () => {
    const response = await f.call('POST', '/api/subject', {
      token: hod,
      body: {
        regSubId: college.ids.dataStructures,
        accYearId: college.ids.yearA,
        stafflist: [teacher, teacher],
        subjectStatus: 'DONE',
      },
    })
    expectInvalid(response, [
      { path: 'stafflist', message: 'A staff member is listed twice' },
      { path: 'subjectStatus', message: 'Invalid option: expected one of "ACTIVE"|"INACTIVE"' },
    ])
  })

  it('is for the administrator and the department’s HOD', async () => {
    const body = { regSubId: college.ids.dataStructures, accYearId: college.ids.yearA }
    expect((await f.call('POST', '/api/subject', { token: college.tokens.otherHod, body })).status).toBe(403)
    expect((await f.call('POST', '/api/subject', { token: college.tokens.faculty, body })).status).toBe(403)
  })
})

describe('staff subject lists', () => {
  it('lists what a staff member teaches with the legacy spacing (staffHandleSub)', async () => {
    const list = await f.ok<Subject[]>(
      'GET',
      `/api/subject/staffHandleSub/?in=stafflist.staffid eq${teacher.staffid}&filter =subjectStatus eq ACTIVE`,
      { token: college.tokens.faculty },
    )
    expect(list.map(({ id }) => id).sort()).toEqual([programmingA, programmingB].sort())
    expect(list[0]).not.toHaveProperty('staffid')
    expect(
      await f.ok('GET', '/api/subject/staffHandleSub', { token: college.tokens.otherFaculty }),
    ).toHaveLength(2)
  })

  it('lists each regulation subject a staff member teaches once (staffRegSub)', async () => {
    const list = await f.ok(
      'GET',
      `/api/subject/staffRegSub?in=stafflist.staffid eq ${other.staffid} &order=dec&sort=subjectId`,
      {
        token: admin,
      },
    )
    expect(list).toHaveLength(2)
    expect(list).toEqual(
      expect.arrayContaining([
        {
          regSubId: college.ids.programming,
          subjectId: college.ids.programming,
          subjectName: 'Programming',
          subjectCode: 'CS101',
          department: 'B.E. - Computer Science',
          departmentId: college.ids.deptA,
        },
        expect.objectContaining({ regSubId: college.ids.maths, subjectName: 'Mathematics I' }),
      ]),
    )
  })

  it('reads a staff list in the session read plus one Query', async () => {
    const counts = await f.countCalls(() =>
      f.ok(
        'GET',
        `/api/subject/staffHandleSub?in=stafflist.staffid eq ${teacher.staffid}&filter=subjectStatus eq ACTIVE`,
        { token: admin },
      ),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })

  it('is not for students', async () => {
    expect(
      (await f.call('GET', '/api/subject/staffHandleSub', { token: college.tokens.student })).status,
    ).toBe(403)
  })
})

describe('a year’s and a student’s subjects', () => {
  it('lists a year’s subjects, or what one group takes', async () => {
    const all = await f.ok<Subject[]>('GET', `/api/subject?filter=accYearId eq ${college.ids.yearA}`, {
      token: admin,
    })
    expect(all.map(({ id }) => id).sort()).toEqual([programmingA, programmingB, mathsYear].sort())
    const groupB = await f.ok<Subject[]>(
      'GET',
      `/api/subject?filter=accYearId eq ${college.ids.yearA},groupId eq ${college.ids.groupB}`,
      {
        token: admin,
      },
    )
    expect(groupB.map(({ id }) => id).sort()).toEqual([programmingB, mathsYear].sort())
    expect(
      await f.ok(
        'GET',
        `/api/subject?filter=accYearId eq ${college.ids.yearA}&in=stafflist.staffid eq ${other.staffid}&fields=id`,
        { token: admin },
      ),
    ).toEqual(expect.arrayContaining([{ id: programmingB }, { id: mathsYear }]))
  })

  it('gives a student their active subjects from their session', async () => {
    const own = await f.ok<Subject[]>('GET', `/api/subject/student/${idOf('student')}`, {
      token: college.tokens.student,
    })
    expect(own.map(({ regSubId, subjectName }) => ({ regSubId, subjectName }))).toEqual([
      { regSubId: college.ids.maths, subjectName: 'Mathematics I' },
      { regSubId: college.ids.programming, subjectName: 'Programming' },
    ])
    expect(
      (await f.call('GET', `/api/subject/student/${idOf('faculty')}`, { token: college.tokens.student }))
        .status,
    ).toBe(403)
  })

  it('lets staff place the student with accYearId and groupId', async () => {
    const list = await f.ok<Subject[]>(
      'GET',
      `/api/subject/student/any?accYearId=${college.ids.yearA}&groupId=${college.ids.groupB}`,
      { token: college.tokens.faculty },
    )
    expect(list.map(({ id }) => id)).toEqual([mathsYear, programmingB])
    const missing = await f.call('GET', '/api/subject/student/any', { token: college.tokens.faculty })
    expectInvalid(missing, [{ path: 'accYearId', message: 'accYearId is required' }])
  })

  it('leaves inactive subjects out of the student’s list and keeps students to their own year', async () => {
    await f.ok('PUT', '/api/subject', { token: hod, body: { id: mathsYear, subjectStatus: 'INACTIVE' } })
    const own = await f.ok<Subject[]>('GET', `/api/subject/student/${idOf('student')}`, {
      token: college.tokens.student,
    })
    expect(own.map(({ id }) => id)).toEqual([programmingA])
    await f.ok('PUT', '/api/subject', { token: hod, body: { id: mathsYear, subjectStatus: 'ACTIVE' } })
    const yearB = await addYearOfDepartmentB(f, college)
    expect(
      (
        await f.call('GET', `/api/subject?filter=accYearId eq ${String(yearB.id)}`, {
          token: college.tokens.student,
        })
      ).status,
    ).toBe(403)
  })

  it('reads the student’s list in the session read plus one Query', async () => {
    const counts = await f.countCalls(() =>
      f.ok('GET', `/api/subject/student/${idOf('student')}`, { token: college.tokens.student }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('changing and deleting subjects taught', () => {
  it('moves a subject between staff lists when its staff change, in 3 calls after the session read', async () => {
    let updated: Record<string, unknown> = {}
    const counts = await f.countCalls(async () => {
      updated = await f.ok('PUT', '/api/subject', {
        token: hod,
        body: { id: programmingB, stafflist: [other], semester: 2 },
      })
    })
    expect(updated).toMatchObject({ stafflist: [other], semester: 2 })
    expect(counts.byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
      BatchWriteItemCommand: 1,
      PutItemCommand: 1,
    })
    const teacherList = await f.ok<Subject[]>(
      'GET',
      `/api/subject/staffHandleSub?in=stafflist.staffid eq ${teacher.staffid}`,
      { token: admin },
    )
    expect(teacherList.map(({ id }) => id)).toEqual([programmingA])
    const otherList = await f.ok<Subject[]>(
      'GET',
      `/api/subject/staffHandleSub?in=stafflist.staffid eq ${other.staffid}`,
      { token: admin },
    )
    expect(otherList.find(({ id }) => id === programmingB)).toMatchObject({ semester: 2 })
  })

  it('keeps what is taught to whom', async () => {
    const response = await f.call('PUT', '/api/subject', {
      token: hod,
      body: { id: programmingB, groupId: college.ids.groupA },
    })
    expectRefused(response, 400, 'SUBJECT_READ_ONLY')
  })

  it('follows a department rename', async () => {
    await f.ok('PUT', `/api/departments/${college.ids.deptA}`, {
      token: admin,
      body: { departmentName: 'Computer Science and Engineering' },
    })
    const list = await f.ok<Subject[]>(
      'GET',
      `/api/subject/staffHandleSub?in=stafflist.staffid eq ${teacher.staffid}`,
      { token: admin },
    )
    expect(list[0]).toMatchObject({ department: 'B.E. - Computer Science and Engineering' })
    expect(await f.ok('GET', `/api/subject/${mathsYear}`, { token: admin })).toMatchObject({
      department: 'B.E. - Computer Science and Engineering',
    })
  })

  it('refuses to delete a group or a year subjects are taught to', async () => {
    const group = await f.call('DELETE', `/api/group/${college.ids.groupA}`, { token: hod })
    expectRefused(group, 409, 'GROUP_IN_USE')
    const year = await f.call('DELETE', `/api/accyear/${college.ids.yearA}`, { token: hod })
    expect(year.status).toBe(409)
    expect(year.body.error?.message).toBe(
      'This academic year still has 2 groups and 3 subjects. Delete them first.',
    )
  })

  it('deletes a subject taught with its staff assignments', async () => {
    expect(await f.ok('DELETE', `/api/subject/${programmingA}`, { token: hod })).toEqual({
      deleted: true,
      id: programmingA,
    })
    expect(
      await f.ok('GET', `/api/subject/staffHandleSub?in=stafflist.staffid eq ${teacher.staffid}`, {
        token: admin,
      }),
    ).toEqual([])
    expect((await f.call('GET', `/api/subject/${programmingA}`, { token: admin })).status).toBe(404)
  })
})
