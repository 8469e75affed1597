import { GetCommand } from '@aws-sdk/lib-dynamodb'
import { createFacultyDepartments, createTeaching, takes, teaches } from '@campus/db'
import { facultyDepartmentItem, taughtGroupItem, taughtSubjectItems } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { setUpCollege } from './testing/college'
import { idOf } from './testing/fixture'

/** The teaching reads of @campus/db (what assignments and course material use) find what academics writes. */
const { f, college } = await setUpCollege()
const teaching = createTeaching(f.env.client, f.env.tables.academics)
const teacher = { staffid: idOf('faculty'), staffName: 'Faculty One' }
const offer = async (body: Record<string, unknown>) =>
  String((await f.ok('POST', '/api/subject', { token: college.tokens.hod, body })).id)
const programmingA = await offer({
  regSubId: college.ids.programming,
  accYearId: college.ids.yearA,
  groupId: college.ids.groupA,
  stafflist: [teacher],
})
const mathsYear = await offer({ regSubId: college.ids.maths, accYearId: college.ids.yearA, stafflist: [] })

describe('teaching reads of the academics table', () => {
  it('reads a subject by id with its group, department and staff', async () => {
    const subject = await teaching.subject(programmingA)
    expect(subject).toEqual({
      id: programmingA,
      regSubId: college.ids.programming,
      subjectName: 'Programming',
      subjectCode: 'CS101',
      semester: 1,
      accYearId: college.ids.yearA,
      groupId: college.ids.groupA,
      departmentId: college.ids.deptA,
      department: 'B.E. - Computer Science',
      subjectStatus: 'ACTIVE',
      stafflist: [teacher],
    })
    expect(teaches(subject!, teacher.staffid)).toBe(true)
    expect(teaches(subject!, idOf('otherFaculty'))).toBe(false)
    expect(await teaching.subject('nope')).toBeUndefined()
  })

  it("reads a staff member's subjects and a year's subjects for a group", async () => {
    expect((await teaching.subjectsOf(teacher.staffid)).map(({ id }) => id)).toEqual([programmingA])
    const ofGroupA = await teaching.subjectsOfYear(college.ids.yearA, college.ids.groupA)
    expect(ofGroupA.map(({ id }) => id).sort()).toEqual([programmingA, mathsYear].sort())
    const ofGroupB = await teaching.subjectsOfYear(college.ids.yearA, college.ids.groupB)
    expect(ofGroupB.map(({ id }) => id)).toEqual([mathsYear])
    const student = { accYearId: college.ids.yearA, groupId: college.ids.groupB }
    expect(ofGroupB.every((subject) => takes(subject, student))).toBe(true)
    expect(takes((await teaching.subject(programmingA))!, student)).toBe(false)
  })

  it("reads a year's groups and a group by id", async () => {
    const groups = await teaching.groupsOfYear(college.ids.yearA)
    expect(groups.map(({ id }) => id).sort()).toEqual([college.ids.groupA, college.ids.groupB].sort())
    expect(await teaching.group(college.ids.groupA)).toMatchObject({
      id: college.ids.groupA,
      accYearId: college.ids.yearA,
      departmentId: college.ids.deptA,
    })
    expect(await teaching.group('nope')).toBeUndefined()
  })

  it('writes in tests (@campus/testing putTeaching) the keys academics writes', async () => {
    const keysOf = (item: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(item).filter(([key]) => /^(pk|sk|gsi\dpk|gsi\dsk|__edb_e__)$/.test(key)),
      )
    const stored = async (item: Record<string, unknown>) =>
      (
        await f.env.client.send(
          new GetCommand({ TableName: f.env.tables.academics, Key: { pk: item.pk, sk: item.sk } }),
        )
      ).Item
    for (const item of taughtSubjectItems((await teaching.subject(programmingA))!))
      expect(keysOf((await stored(item))!)).toEqual(keysOf(item))
    const group = (await teaching.group(college.ids.groupA))!
    expect(keysOf((await stored(taughtGroupItem(group)))!)).toEqual(keysOf(taughtGroupItem(group)))
  })

  it('reads a regulation subject by id with its regulation and department', async () => {
    const calls = await f.countCalls(async () => {
      expect(await teaching.regulationSubject(college.ids.dataStructures)).toEqual({
        id: college.ids.dataStructures,
        regulationId: college.ids.regA,
        departmentId: college.ids.deptA,
        subjectName: 'Data Structures',
        subjectCode: 'CS201',
        semester: 2,
      })
    })
    expect(calls.byCommand).toEqual({ QueryCommand: 1 })
    // A subject taught has its own id: it is not a regulation subject.
    expect(await teaching.regulationSubject(programmingA)).toBeUndefined()
    expect(await teaching.regulationSubject('nope')).toBeUndefined()
  })

  it('reads a faculty department by id, and all of them, as academics writes them', async () => {
    const facultyDepartments = createFacultyDepartments(f.env.client, f.env.tables.academics)
    const calls = await f.countCalls(async () => {
      expect(await facultyDepartments.find(college.ids.facultyDepartment)).toEqual({
        id: college.ids.facultyDepartment,
        name: 'Engineering',
        facultyId: college.ids.faculty,
      })
    })
    expect(calls.byCommand).toEqual({ GetItemCommand: 1 })
    expect(await facultyDepartments.find('nope')).toBeUndefined()
    expect((await facultyDepartments.all()).map(({ id }) => id)).toContain(college.ids.facultyDepartment)
    // Other domains' tests write faculty departments with facultyDepartmentItem: the keys academics writes.
    const found = (await facultyDepartments.find(college.ids.facultyDepartment))!
    const item = facultyDepartmentItem(found)
    const { Item } = await f.env.client.send(
      new GetCommand({ TableName: f.env.tables.academics, Key: { pk: item.pk, sk: item.sk } }),
    )
    expect(Item).toMatchObject({ gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk, __edb_e__: item.__edb_e__ })
  })

  it('reads every faculty with its name, as academics writes them', async () => {
    const facultyDepartments = createFacultyDepartments(f.env.client, f.env.tables.academics)
    const faculties = await facultyDepartments.faculties()
    expect(faculties.find(({ id }) => id === college.ids.faculty)).toEqual({
      id: college.ids.faculty,
      name: expect.any(String),
    })
    expect(faculties.every(({ id }) => !id.startsWith('fd'))).toBe(true)
  })
})
