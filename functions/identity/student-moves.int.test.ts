import type { MoveStudentsResult } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { expectDerivedItemsExact } from './testing/derived-items'
import { createIdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

const f = await createIdentityFixture()
const admin = await f.login('admin')
for (const n of [1, 2, 3]) {
  await f.users.create(
    newUserRecord({
      id: `id-mover${n}`,
      name: `Mover ${n}`,
      email: `mover${n}@test.local`,
      registerNo: `MOV00${n}`,
      usertype: 'STUDENT',
      departmentid: ['dept-a'],
      accYearId: 'ay-1',
      accYear: '2023 - 2027',
      groupId: 'grp-1',
      sem: 1,
    }),
  )
}

const move = async (body: Record<string, unknown>, token = admin) => {
  const response = await f.call('POST', '/api/user/moveStudents', { token, body })
  return { status: response.status, body: response.body as unknown as MoveStudentsResult, raw: response.body }
}
const idsIn = async (path: string) =>
  ((await f.call('GET', path, { token: admin })).body as unknown as { id: string }[]).map(({ id }) => id)

describe('POST /api/user/moveStudents', () => {
  it('moves students into a year and group: lists, head counts and audit follow', async () => {
    const result = await move({
      userIds: ['id-mover1', 'id-mover2', 'id-mover1'],
      accYearId: 'ay-3',
      accYear: '2024 - 2028',
      groupId: 'grp-3',
      sem: 3,
    })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ moved: 2, skipped: [] })
    expect(await f.users.get('id-mover1')).toMatchObject({ accYearId: 'ay-3', groupId: 'grp-3', sem: 3 })
    expect(await idsIn('/api/group/student/grp-3')).toEqual(['id-mover1', 'id-mover2'])
    expect(await idsIn('/api/group/student/grp-1')).toEqual(['id-mover3', 'id-student'])
    expect(await idsIn('/api/user?filter=accYearId eq ay-3')).toEqual(['id-mover1', 'id-mover2'])
    const history = await f.call('GET', '/api/user/audit/id-mover2', { token: admin })
    expect((history.body as unknown as { action: string }[])[0]).toMatchObject({ action: 'MOVE' })
    await expectDerivedItemsExact(f)
  })

  it("refreshes a moved student's live session", async () => {
    const token = await f.login('student')
    await move({ userIds: ['id-student'], accYearId: 'ay-4', accYear: '2025 - 2029', groupId: 'grp-4' })
    expect(await f.deps.authenticate(token)).toMatchObject({ accYearId: 'ay-4', groupId: 'grp-4' })
  })

  it('takes students out of their group when none is given, and into another department', async () => {
    const department = { id: 'dept-b', degreeName: 'B.E', departmentName: 'Mechanical' }
    const result = await move({
      userIds: ['id-mover3'],
      accYearId: 'ay-2',
      accYear: '2024 - 2028',
      department,
    })
    expect(result.body).toEqual({ moved: 1, skipped: [] })
    const moved = await f.users.get('id-mover3')
    expect(moved).toMatchObject({ accYearId: 'ay-2', departmentid: ['dept-b'], departments: [department] })
    expect(moved?.groupId).toBeUndefined()
    expect(await idsIn('/api/user?filter=usertype eq STUDENT,accYearId eq ay-2')).toEqual([
      'id-mover3',
      'id-otherStudent',
    ])
    await expectDerivedItemsExact(f)
  })

  it('counts students already there as moved, writing nothing', async () => {
    const before = await f.users.get('id-mover1')
    const result = await move({
      userIds: ['id-mover1'],
      accYearId: 'ay-3',
      accYear: '2024 - 2028',
      groupId: 'grp-3',
    })
    expect(result.body).toEqual({ moved: 1, skipped: [] })
    expect((await f.users.get('id-mover1'))?.version).toBe(before?.version)
  })

  it('skips ids that are not students, with the reason', async () => {
    const result = await move({
      userIds: ['id-faculty', 'nobody', 'id-mover2'],
      accYearId: 'ay-5',
      accYear: '2025 - 2029',
    })
    expect(result.body).toEqual({
      moved: 1,
      skipped: [
        { id: 'id-faculty', message: 'Faculty is not a student.' },
        { id: 'nobody', message: 'No user has the id nobody.' },
      ],
    })
  })

  it('lets an HOD move students of the departments they head, only into those', async () => {
    const hod = await f.login('hod')
    const result = await move(
      { userIds: ['id-mover2', 'id-otherStudent'], accYearId: 'ay-6', accYear: '2026 - 2030' },
      hod,
    )
    expect(result.body).toEqual({
      moved: 1,
      skipped: [
        { id: 'id-otherStudent', message: 'Other Student is not a student of a department you head.' },
      ],
    })
    const elsewhere = await move(
      {
        userIds: ['id-mover2'],
        accYearId: 'ay-6',
        accYear: '2026 - 2030',
        department: { id: 'dept-b', degreeName: 'B.E', departmentName: 'Mechanical' },
      },
      hod,
    )
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.raw.error?.message).toBe('You can only move students into the departments you head.')
  })

  it('lets academic admins (CUSTOM with ACADEMICADMIN) move, not other custom users or faculty', async () => {
    await f.users.create(
      newUserRecord({
        id: 'id-academic',
        name: 'Academic Admin',
        email: 'academic@test.local',
        usertype: 'CUSTOM',
        rollType: ['ACADEMICADMIN'],
        passwordHash: (await f.users.get('id-custom'))?.passwordHash,
      }),
    )
    const body = { userIds: ['id-mover2'], accYearId: 'ay-7', accYear: '2027 - 2031' }
    expect((await move(body, await f.login('academic@test.local'))).body).toEqual({ moved: 1, skipped: [] })
    const custom = await move(body, await f.login('custom'))
    expect(custom.status).toBe(403)
    expect(custom.raw.error?.code).toBe('FORBIDDEN')
    const faculty = await move(body, await f.login('faculty'))
    expect(faculty.raw.error?.code).toBe('ROLE_NOT_ALLOWED')
  })

  it('refuses a request without students, or with more than 500, as a whole', async () => {
    const none = await move({ userIds: [], accYearId: 'ay-1', accYear: '2023 - 2027' })
    expect(none.status).toBe(400)
    expect(none.raw.error?.message).toBe('userIds: Choose at least one student')
    const many = await move({
      userIds: Array.from({ length: 501 }, (_, index) => `id-${index}`),
      accYearId: 'ay-1',
      accYear: '2023 - 2027',
    })
    expect(many.raw.error?.message).toBe('userIds: Move at most 500 students at a time')
    const noYear = await move({ userIds: ['id-mover1'] })
    expect(noYear.raw.error?.message).toMatch(/^accYearId: Id is required/)
  })
})
