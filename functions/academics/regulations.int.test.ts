import { expectRefused, expectInvalid } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aRegulationSubject, setUpCollege } from './testing/college'

const { f, college } = await setUpCollege()
const { admin, hod } = college.tokens

type Datas = { datas: Record<string, unknown>[] }

describe('regulations', () => {
  it('lists a department’s regulations under datas, newest first', async () => {
    await f.ok('POST', '/api/reg/year', {
      token: hod,
      body: { year: '2025', departmentID: college.ids.deptA },
    })
    const { datas } = await f.ok<Datas>('GET', `/api/reg/year?filter=departmentID eq ${college.ids.deptA}`, {
      token: college.tokens.faculty,
    })
    expect(datas.map(({ year }) => year)).toEqual(['2025', '2021'])
    expect(datas[1]).toMatchObject({
      id: college.ids.regA,
      examType: 'Semester',
      departmentID: college.ids.deptA,
    })
  })

  it('refuses a year the department has, ignoring case and spaces, and an HOD of another department', async () => {
    const again = await f.call('POST', '/api/reg/year', {
      token: admin,
      body: { year: ' 2021', departmentID: college.ids.deptA },
    })
    expectRefused(again, 409, 'REGULATION_EXISTS')
    const other = await f.call('POST', '/api/reg/year', {
      token: college.tokens.otherHod,
      body: { year: '2030', departmentID: college.ids.deptA },
    })
    expect(other.status).toBe(403)
    const missing = await f.call('POST', '/api/reg/year', {
      token: admin,
      body: { departmentID: college.ids.deptA },
    })
    expect(missing.body.error?.details).toEqual([{ path: 'year', message: 'Regulation year is required' }])
  })

  it('changes a regulation’s year, freeing the old one', async () => {
    const created = await f.ok('POST', '/api/reg/year', {
      token: hod,
      body: { year: 'R2017', departmentID: college.ids.deptA },
    })
    expect(
      await f.ok('PUT', '/api/reg/year', {
        token: hod,
        body: { id: created.id, year: 'R2018', examType: 'Annual' },
      }),
    ).toMatchObject({
      year: 'R2018',
      examType: 'Annual',
    })
    expect(
      (
        await f.call('POST', '/api/reg/year', {
          token: hod,
          body: { year: 'r2017', departmentID: college.ids.deptA },
        })
      ).status,
    ).toBe(200)
    const taken = await f.call('PUT', '/api/reg/year', { token: hod, body: { id: created.id, year: '2021' } })
    expect(taken.status).toBe(409)
  })

  it('refuses to delete a regulation with subjects or years, and deletes an unused one', async () => {
    const refused = await f.call('DELETE', `/api/reg/year/${college.ids.regA}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'REGULATION_IN_USE',
      message: 'Regulation 2021 still has 3 subjects and 1 academic year following it. Delete those first.',
    })
    const unused = await f.ok('POST', '/api/reg/year', {
      token: hod,
      body: { year: '2099', departmentID: college.ids.deptA },
    })
    expect(await f.ok('DELETE', `/api/reg/year/${String(unused.id)}`, { token: hod })).toEqual({
      deleted: true,
      id: unused.id,
    })
  })

  it('lists in the session read plus one Query', async () => {
    const counts = await f.countCalls(() =>
      f.ok('GET', `/api/reg/year?filter=departmentID eq ${college.ids.deptA}`, { token: admin }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('regulation subjects', () => {
  const subjectsOf = (query: string) =>
    f.ok<Datas>('GET', `/api/reg/regulation/sub?filter=regulationID eq ${college.ids.regA}${query}`, {
      token: college.tokens.faculty,
    })

  it('lists a regulation’s subjects under datas, by semester then code', async () => {
    const { datas } = await subjectsOf('')
    expect(datas.map(({ subjectCode }) => subjectCode)).toEqual(['CS101', 'MA101', 'CS201'])
    expect(datas[0]).toMatchObject({
      id: college.ids.programming,
      subjectName: 'Programming',
      semester: 1,
      credits: 4,
    })
    expect(datas[0]).not.toHaveProperty('codeKey')
    expect((await subjectsOf(',semester eq 2')).datas.map(({ subjectCode }) => subjectCode)).toEqual([
      'CS201',
    ])
  })

  it('refuses a code the regulation has, in any case, and validates the fields', async () => {
    const duplicate = await f.call('POST', '/api/reg/regulation/sub', {
      token: hod,
      body: aRegulationSubject(college.ids.regA, { subjectCode: 'cs101', subjectName: 'Other' }),
    })
    expectRefused(duplicate, 409, 'SUBJECT_CODE_EXISTS')
    const invalid = await f.call('POST', '/api/reg/regulation/sub', {
      token: hod,
      body: aRegulationSubject(college.ids.regA, {
        subjectCode: 'X#1',
        subjectName: 'Other',
        semester: 11,
        credits: 1.25,
      }),
    })
    expectInvalid(invalid, [
      { path: 'subjectCode', message: 'Subject code may hold letters, digits, spaces and - . /' },
      { path: 'semester', message: 'Semester must be between 1 and 10' },
      { path: 'credits', message: 'Credits go in steps of 0.5' },
    ])
    const otherHod = await f.call('POST', '/api/reg/regulation/sub', {
      token: college.tokens.otherHod,
      body: aRegulationSubject(college.ids.regA, { subjectCode: 'X1', subjectName: 'Other' }),
    })
    expect(otherHod.status).toBe(403)
  })

  it('changes a subject’s code and name, and the subjects taught from it follow', async () => {
    const subject = await f.ok('POST', '/api/reg/regulation/sub', {
      token: hod,
      body: aRegulationSubject(college.ids.regA, {
        subjectCode: 'PH101',
        subjectName: 'Physics',
        credits: '3.5',
      }),
    })
    const taught = await f.ok('POST', '/api/subject', {
      token: hod,
      body: {
        regSubId: subject.id,
        accYearId: college.ids.yearA,
        stafflist: [{ staffid: 'id-faculty', staffName: 'Faculty' }],
      },
    })
    const changed = await f.ok('PUT', '/api/reg/regulation/sub', {
      token: hod,
      body: { id: subject.id, subjectCode: 'PH102', subjectName: 'Engineering Physics' },
    })
    expect(changed).toMatchObject({
      id: subject.id,
      subjectCode: 'PH102',
      subjectName: 'Engineering Physics',
      credits: 3.5,
    })
    expect((await subjectsOf(`,id eq ${String(subject.id)}`)).datas).toEqual([
      expect.objectContaining({ subjectCode: 'PH102' }),
    ])
    expect(await f.ok('GET', `/api/subject/${String(taught.id)}`, { token: admin })).toMatchObject({
      subjectCode: 'PH102',
      subjectName: 'Engineering Physics',
    })
    const staffList = await f.ok<{ subjectName: string }[]>(
      'GET',
      '/api/subject/staffHandleSub?in=stafflist.staffid eq id-faculty',
      {
        token: admin,
      },
    )
    expect(staffList.map(({ subjectName }) => subjectName)).toEqual(['Engineering Physics'])
    // The old code is free again.
    expect(
      (
        await f.call('POST', '/api/reg/regulation/sub', {
          token: hod,
          body: aRegulationSubject(college.ids.regA, { subjectCode: 'PH101', subjectName: 'Physics' }),
        })
      ).status,
    ).toBe(200)

    const refused = await f.call('DELETE', `/api/reg/regulation/sub/${String(subject.id)}`, { token: hod })
    expectRefused(refused, 409, 'REGULATION_SUBJECT_IN_USE')
    await f.ok('DELETE', `/api/subject/${String(taught.id)}`, { token: hod })
    expect(await f.ok('DELETE', `/api/reg/regulation/sub/${String(subject.id)}`, { token: hod })).toEqual({
      deleted: true,
      id: subject.id,
    })
    expect((await subjectsOf(`,id eq ${String(subject.id)}`)).datas).toEqual([])
  })

  it('keeps a subject in its regulation', async () => {
    const response = await f.call('PUT', '/api/reg/regulation/sub', {
      token: admin,
      body: { id: college.ids.maths, regulationID: college.ids.regB },
    })
    expect(response.body.error?.code).toBe('REGULATION_READ_ONLY')
  })

  it('lists in the session read plus one Query and adds in 3 calls after it', async () => {
    expect((await f.countCalls(() => subjectsOf(''))).byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
    })
    const counts = await f.countCalls(() =>
      f.ok('POST', '/api/reg/regulation/sub', {
        token: hod,
        body: aRegulationSubject(college.ids.regA, {
          subjectCode: 'EN101',
          subjectName: 'English',
          credits: 2,
        }),
      }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, PutItemCommand: 2 })
  })
})
