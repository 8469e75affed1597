import { expectRefused, expectInvalid, putContacts } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { addYearOfDepartmentB, setUpCollege } from './testing/college'

const { f, college } = await setUpCollege()
const { admin } = college.tokens

const groupsOf = (accYearId: string, token = admin) =>
  f.ok<{ id: string; groupName: string; count: number }[]>(
    'GET',
    `/api/group?filter=accYearId eq ${accYearId},type eq CURRENT `,
    {
      token,
    },
  )

describe('groups', () => {
  it('lists a year’s current groups by name in the legacy shape', async () => {
    expect(await groupsOf(college.ids.yearA)).toEqual([
      expect.objectContaining({
        id: college.ids.groupA,
        groupName: 'A',
        accYearId: college.ids.yearA,
        type: 'CURRENT',
        departmentId: college.ids.deptA,
      }),
      expect.objectContaining({ id: college.ids.groupB, groupName: 'B' }),
    ])
  })

  it('answers a name the year already has, in any case, with status "YES" and writes nothing', async () => {
    const response = await f.call('POST', '/api/group', {
      token: college.tokens.hod,
      body: { groupName: ' a ', accYearId: college.ids.yearA, etype: 'CURRENT' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'YES', id: college.ids.groupA })
    expect(await groupsOf(college.ids.yearA)).toHaveLength(2)
  })

  it('adds a group with status "NO" in 3 DynamoDB calls after the session read', async () => {
    let created: Record<string, unknown> = {}
    const counts = await f.countCalls(async () => {
      created = await f.ok('POST', '/api/group', {
        token: college.tokens.hod,
        body: { groupName: 'C', accYearId: college.ids.yearA },
      })
    })
    expect(created).toMatchObject({ status: 'NO', groupName: 'C', type: 'CURRENT' })
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, PutItemCommand: 2 })
  })

  it('reads one group', async () => {
    expect(
      await f.ok('GET', `/api/group/${college.ids.groupB}`, { token: college.tokens.faculty }),
    ).toMatchObject({
      groupName: 'B',
      accYearId: college.ids.yearA,
    })
    expect((await f.call('GET', '/api/group/nope', { token: admin })).status).toBe(404)
  })

  it('renames a group, keeping its id, and refuses a name the year has', async () => {
    const fetched = await f.ok('GET', `/api/group/${college.ids.groupB}`, { token: admin })
    const { type: _type, ...sent } = fetched
    const renamed = await f.ok('PUT', '/api/group', { token: admin, body: { ...sent, groupName: 'B2' } })
    expect(renamed).toMatchObject({ id: college.ids.groupB, groupName: 'B2' })
    expect((await groupsOf(college.ids.yearA)).map(({ groupName }) => groupName)).toEqual(['A', 'B2', 'C'])
    const taken = await f.call('PUT', '/api/group', {
      token: admin,
      body: { id: college.ids.groupB, groupName: 'A' },
    })
    expectRefused(taken, 409, 'GROUP_EXISTS')
    // A change of case alone is the same name: an update in place.
    expect(
      await f.ok('PUT', '/api/group', { token: admin, body: { id: college.ids.groupB, groupName: 'b2' } }),
    ).toMatchObject({
      groupName: 'b2',
    })
    expect(await groupsOf(college.ids.yearA)).toHaveLength(3)
  })

  it('validates the body with details', async () => {
    const response = await f.call('POST', '/api/group', { token: admin, body: { groupName: '' } })
    expectInvalid(response, [
      { path: 'groupName', message: 'Group name is required' },
      { path: 'accYearId', message: 'Id is required' },
    ])
    const unknownYear = await f.call('POST', '/api/group', {
      token: admin,
      body: { groupName: 'X', accYearId: 'nope' },
    })
    expectInvalid(unknownYear, [{ path: 'accYearId', message: 'No such academic year' }])
  })

  it('lets students read their own year’s groups only, and HODs change their own departments’ only', async () => {
    expect(await groupsOf(college.ids.yearA, college.tokens.student)).toHaveLength(3)
    const yearB = await addYearOfDepartmentB(f, college)
    const other = await f.call('GET', `/api/group?filter=accYearId eq ${String(yearB.id)}`, {
      token: college.tokens.student,
    })
    expect(other.status).toBe(403)
    const hod = await f.call('POST', '/api/group', {
      token: college.tokens.hod,
      body: { groupName: 'M', accYearId: yearB.id },
    })
    expect(hod.status).toBe(403)
  })

  it('deletes a group', async () => {
    const group = await f.ok('POST', '/api/group', {
      token: admin,
      body: { groupName: 'D', accYearId: college.ids.yearA },
    })
    expect(await f.ok('DELETE', `/api/group/${String(group.id)}`, { token: college.tokens.hod })).toEqual({
      deleted: true,
      id: group.id,
    })
    expect((await f.call('GET', `/api/group/${String(group.id)}`, { token: admin })).status).toBe(404)
  })

  it('counts each group’s students (the legacy “Tot no.of students”)', async () => {
    const student = (userId: string, groupId: string) => ({
      userId,
      usertype: 'STUDENT',
      name: userId,
      departmentIds: [college.ids.deptA],
      groupId,
      accountStatus: 'ACTIVE',
    })
    await putContacts(f.env, [
      student('counted-1', college.ids.groupA),
      student('counted-2', college.ids.groupA),
      student('counted-3', college.ids.groupB),
    ])
    const counts = Object.fromEntries((await groupsOf(college.ids.yearA)).map(({ id, count }) => [id, count]))
    expect(counts).toMatchObject({ [college.ids.groupA]: 2, [college.ids.groupB]: 1 })
  })

  it('lists in the session read, one Query and one counting Query per group', async () => {
    const groups = await groupsOf(college.ids.yearA)
    const counts = await f.countCalls(() => groupsOf(college.ids.yearA))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 + groups.length })
  })
})

describe('bad input gets a 4xx envelope, never a 500', () => {
  it.each([
    ['malformed JSON', { rawBody: '{"groupName":' }, 400, 'MALFORMED_JSON'],
    ['wrong types', { body: { groupName: 5, accYearId: [] } }, 400, 'VALIDATION_FAILED'],
    [
      'a text body',
      { rawBody: 'groupName=A', headers: { 'content-type': 'text/plain' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('%s', async (_case, options, status, code) => {
    const response = await f.call('POST', '/api/group', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      ...options,
    })
    expect(response.status).toBe(status)
    expect(response.body.error).toMatchObject({
      code,
      message: expect.any(String),
      requestId: expect.any(String),
    })
  })

  it('refuses a malformed list query naming the problem', async () => {
    const response = await f.call('GET', '/api/group?filter=accYearId', { token: admin })
    expectRefused(response, 400, 'INVALID_LIST_QUERY')
  })
})
