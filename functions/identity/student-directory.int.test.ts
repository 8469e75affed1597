import { DeleteCommand } from '@aws-sdk/lib-dynamodb'
import { createDirectory, directoryKey } from '@campus/db'
import { describe, expect, it } from 'vitest'
import { directoryItems, expectDerivedItemsExact } from './testing/derived-items'
import { createIdentityFixture } from './testing/fixture'

const f = await createIdentityFixture()
const admin = await f.login('admin')
const directory = createDirectory(f.env.client, f.env.tables.directory)

const update = (id: string, body: Record<string, unknown>) =>
  f.ok('PUT', `/api/user/${id}`, { token: admin, body })

describe('the student directory identity keeps for other domains (docs/adr/0011)', () => {
  it('holds every student by register number, with their group and account status, and nobody else', async () => {
    expect(await directory.get(' reg001 ')).toEqual({
      userId: 'id-student',
      registerNo: 'REG001',
      name: 'Student',
      departmentIds: ['dept-a'],
      accYearId: 'ay-1',
      groupId: 'grp-1',
      accountStatus: 'ACTIVE',
    })
    // Beside the contacts (contacts.int.test.ts): one per user but the applicant.
    const items = Object.values(await directoryItems(f))
    expect(
      items
        .filter(({ sk }) => sk === 'STUDENT')
        .map(({ pk }) => String(pk))
        .sort(),
    ).toEqual(['REGNO#REG001', 'REGNO#REG002'])
    expect(items.filter(({ sk }) => sk === 'CONTACT')).toHaveLength(Object.keys(f.people).length - 1)
  })

  it('follows a student created through the API', async () => {
    const created = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'New Student',
        email: 'new.student@test.local',
        usertype: 'STUDENT',
        registerNo: 'reg777',
        departmentid: ['dept-a'],
        accYearId: 'ay-1',
        groupId: 'grp-2',
        password: 'Start1234',
      },
    })
    expect(await directory.get('REG777')).toMatchObject({ userId: created.id, groupId: 'grp-2' })
  })

  it("follows a student's account status and group as they change", async () => {
    await update('id-student', { accountStatus: 'DISABLE' })
    expect(await directory.get('REG001')).toMatchObject({ accountStatus: 'DISABLE' })
    await update('id-student', { accountStatus: 'ACTIVE', groupId: 'grp-1b' })
    expect(await directory.get('REG001')).toMatchObject({ accountStatus: 'ACTIVE', groupId: 'grp-1b' })
    await expectDerivedItemsExact(f)
  })

  it('moves the entry when the register number changes, and drops it when the user stops being a student', async () => {
    const before = await f.users.require('id-otherStudent')
    const renumbered = await f.users.save(before, { ...before, registerNo: 'REG020', modifiedOn: Date.now() })
    expect(await directory.get('REG002')).toBeUndefined()
    expect(await directory.get('REG020')).toMatchObject({ userId: 'id-otherStudent' })
    await f.users.save(renumbered, { ...renumbered, usertype: 'APPLICANT', modifiedOn: Date.now() })
    expect(await directory.get('REG020')).toBeUndefined()
  })

  it('follows students moved in bulk to another year and group', async () => {
    const moved = await f.call('POST', '/api/user/moveStudents', {
      token: admin,
      body: { userIds: ['id-student'], accYearId: 'ay-5', accYear: '2025 - 2029', groupId: 'grp-5' },
    })
    expect(moved.status).toBe(200)
    expect(await directory.get('REG001')).toMatchObject({ accYearId: 'ay-5', groupId: 'grp-5' })
    await expectDerivedItemsExact(f)
  })

  it('is rebuilt from the users', async () => {
    await f.env.client.send(
      new DeleteCommand({ TableName: f.env.tables.directory, Key: directoryKey('REG001') }),
    )
    expect(await directory.get('REG001')).toBeUndefined()
    await f.users.rebuildIndexes()
    expect(await directory.get('REG001')).toMatchObject({ userId: 'id-student', groupId: 'grp-5' })
  })
})
