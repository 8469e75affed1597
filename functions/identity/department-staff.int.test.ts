import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { createSessionStore, departmentStaffItemOf, departmentStaffKey } from '@campus/db'
import { describe, expect, it } from 'vitest'
import { releaseDepartment } from './department-removed.consumer'
import { manifest } from './manifest'
import { expectDerivedItemsExact } from './testing/derived-items'
import { createDirectoryFixture, FACULTY_CONTACT, HOD_CONTACT } from './testing/directory-fixture'
import { putAsOlderRelease } from './testing/older-users'
import { newUserRecord } from './users.repository'

const { f, admin, directory, update, context, repair } = await createDirectoryFixture()

const staffIds = async (departmentId: string) =>
  (await directory.staffOfDepartment(departmentId)).map((entry) => entry.userId)
const rawListing = async (departmentId: string, userId: string) =>
  (
    await f.env.client.send(
      new GetCommand({ TableName: f.env.tables.directory, Key: departmentStaffKey(departmentId, userId) }),
    )
  ).Item
const dropListing = (departmentId: string, userId: string) =>
  f.env.client.send(
    new DeleteCommand({ TableName: f.env.tables.directory, Key: departmentStaffKey(departmentId, userId) }),
  )
/** A listing nobody gives: `id-gone` under dept-a. */
const putStrayListing = () =>
  f.env.client.send(
    new PutCommand({
      TableName: f.env.tables.directory,
      Item: departmentStaffItemOf('dept-a', {
        userId: 'id-gone',
        usertype: 'FACULTY',
        name: 'Gone',
        departmentIds: ['dept-a'],
        accountStatus: 'ACTIVE',
      }),
    }),
  )

describe("a department's staff (the directory's department staff listings)", () => {
  it('lists the HODs and faculty of a department in name order, with their contact, in one Query', async () => {
    f.env.counter.reset()
    const staff = await directory.staffOfDepartment('dept-a')
    expect(f.env.counter.snapshot().byCommand).toEqual({ QueryCommand: 1 })
    // By name: Faculty before Hod.
    expect(staff).toEqual([FACULTY_CONTACT, HOD_CONTACT])
    expect(await staffIds('dept-b')).toEqual(['id-otherFaculty'])
    expect(await directory.staffOfDepartment('dept-none')).toEqual([])
  })

  it('follows a staff member created, renamed, disabled and moved between departments', async () => {
    const created = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'Anbu Lecturer',
        email: 'anbu@test.local',
        usertype: 'FACULTY',
        phone: '9000000011',
        departmentid: ['dept-a', 'dept-c'],
        facultyDeptId: 'fd-1',
      },
    })
    expect(await staffIds('dept-a')).toEqual([created.id, 'id-faculty', 'id-hod'])
    expect(await directory.staffOfDepartment('dept-c')).toMatchObject([
      { userId: created.id, phone: '9000000011', departmentIds: ['dept-a', 'dept-c'] },
    ])

    await update(created.id, { name: 'Zara Lecturer', accountStatus: 'DISABLE' })
    // Renamed: listed last by name; disabled, and still listed with that status.
    expect(await directory.staffOfDepartment('dept-a')).toMatchObject([
      { userId: 'id-faculty' },
      { userId: 'id-hod' },
      { userId: created.id, name: 'Zara Lecturer', accountStatus: 'DISABLE' },
    ])

    await update(created.id, { accountStatus: 'ACTIVE', departmentid: ['dept-b'], facultyDeptId: 'fd-2' })
    expect(await staffIds('dept-a')).toEqual(['id-faculty', 'id-hod'])
    expect(await staffIds('dept-c')).toEqual([])
    expect(await staffIds('dept-b')).toEqual(['id-otherFaculty', created.id])
    await expectDerivedItemsExact(f)
  })

  it('lists imported staff, and never a student or an applicant', async () => {
    const imported = await f.call('POST', '/api/user/import', {
      token: admin,
      body: {
        kind: 'STAFF',
        rows: [
          { row: 2, email: 'imported.staff@test.local', name: 'Imported Staff', departmentid: ['dept-c'] },
        ],
      },
    })
    expect(imported.body).toMatchObject({ created: 1, rejected: [] })
    const id = (await f.users.findIdByLogin('imported.staff@test.local')) ?? ''
    expect(await staffIds('dept-c')).toEqual([id])
    expect(await staffIds('dept-a')).not.toContain('id-student')
    await expectDerivedItemsExact(f)
  })

  it('unlists a staff member who stops being staff, and an HOD whose department is deleted', async () => {
    const faculty = await f.users.require('id-faculty')
    const applicant = await f.users.save(faculty, {
      ...faculty,
      usertype: 'APPLICANT',
      modifiedOn: Date.now(),
    })
    expect(await rawListing('dept-a', 'id-faculty')).toBeUndefined()
    await f.users.save(applicant, { ...applicant, usertype: 'FACULTY', modifiedOn: Date.now() })
    expect(await staffIds('dept-a')).toContain('id-faculty')

    await update('id-hod', { departmentid: ['dept-a', 'dept-c'] })
    expect(await staffIds('dept-c')).toContain('id-hod')
    await releaseDepartment(
      {
        users: f.users,
        sessions: createSessionStore(f.env.client, f.env.tables.sessions),
        departmentExists: () => Promise.resolve(false),
        now: Date.now,
      },
      { departmentId: 'dept-c', removedBy: { userId: 'id-admin', userType: 'ADMIN' }, removedOn: Date.now() },
    )
    expect(await staffIds('dept-c')).not.toContain('id-hod')
    expect(await staffIds('dept-a')).toContain('id-hod')
    await expectDerivedItemsExact(f)
  })
})

describe('the repair of the department staff listings', () => {
  it('writes a missing listing, puts a drifted one right, and removes one nobody gives', async () => {
    await dropListing('dept-a', 'id-hod')
    await f.env.client.send(
      new PutCommand({
        TableName: f.env.tables.directory,
        Item: { ...(await rawListing('dept-b', 'id-otherFaculty')), name: 'Wrong Name' },
      }),
    )
    await putStrayListing()
    const result = await repair()
    expect(result.departmentStaff).toMatchObject({ stale: 2, written: 2, extra: 1, removed: 1 })
    expect(await staffIds('dept-a')).toContain('id-hod')
    expect(await rawListing('dept-b', 'id-otherFaculty')).toMatchObject({ name: 'Other Faculty' })
    expect(await rawListing('dept-a', 'id-gone')).toBeUndefined()
    expect((await repair()).departmentStaff).toMatchObject({ stale: 0, written: 0, extra: 0 })
  })

  it('leaves a stray listing while users are being written', async () => {
    await putStrayListing()
    await update('id-otherFaculty', { phone: '9333333333' })
    expect((await repair(Date.now())).departmentStaff).toMatchObject({
      extra: 1,
      removed: 0,
      skipped: 'ACTIVE',
    })
    expect(await rawListing('dept-a', 'id-gone')).toBeDefined()
    expect((await repair()).departmentStaff).toMatchObject({ extra: 1, removed: 1 })
  })
})

describe('migration 4: identity-department-staff', () => {
  it('lists the staff written before the listings existed, and is idempotent', async () => {
    const migration = manifest.migrations.find((m) => m.version === 4)
    expect(migration?.name).toBe('identity-department-staff')
    const older = newUserRecord({
      id: 'id-older-hod',
      name: 'Older Hod',
      email: 'older.hod@test.local',
      usertype: 'HOD',
      departmentid: ['dept-b'],
      facultyDeptId: 'fd-2',
    })
    await putAsOlderRelease(f, older)
    expect(await staffIds('dept-b')).not.toContain('id-older-hod')
    expect(await migration!.run(context())).toMatchObject({ departmentStaff: { written: 1, removed: 0 } })
    expect(await staffIds('dept-b')).toContain('id-older-hod')
    expect(await migration!.run(context())).toMatchObject({ departmentStaff: { stale: 0, written: 0 } })
  })
})
