import {
  CreateTableCommand,
  DescribeTableCommand,
  PutItemCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb'
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { contactKey, createDirectory, ensureTables, type ContactEntry } from '@campus/db'
import { afterEach, describe, expect, it } from 'vitest'
import type { writeContacts } from './derived-repair.job'
import { manifest } from './manifest'
import { expectDerivedItemsExact } from './testing/derived-items'
import { createDirectoryFixture, FACULTY_CONTACT, HOD_CONTACT } from './testing/directory-fixture'
import { putAsOlderRelease } from './testing/older-users'
import { newUserRecord } from './users.repository'

const { f, admin, directory, update, context, repair } = await createDirectoryFixture()

// ---- Watching the directory table. --------------------------------------------------------------------

const WRITES = /^(PutItem|BatchWriteItem|DeleteItem|UpdateItem)Command$/
let watching: string[] | undefined
let watcherInstalled = false

/** Runs `action` and returns the write commands it sent to the directory table. */
async function directoryWritesOf(action: () => Promise<unknown>) {
  if (!watcherInstalled) {
    watcherInstalled = true
    f.env.raw.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { TableName?: string; RequestItems?: Record<string, unknown> }
        const table = f.env.tables.directory
        if (
          watching &&
          WRITES.test(context.commandName ?? '') &&
          (input.TableName === table || (input.RequestItems && table in input.RequestItems))
        )
          watching.push(context.commandName ?? '')
        return next(args)
      },
      { step: 'initialize', name: 'directoryWrites' },
    )
  }
  watching = []
  try {
    await action()
    return watching
  } finally {
    watching = undefined
  }
}

/** Fails every BatchWriteItem to the directory table after the first `allowed`, as a job killed part-way. */
function failDirectoryBatchesAfter(allowed: number) {
  let seen = 0
  f.env.raw.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { RequestItems?: Record<string, unknown> }
      if (
        context.commandName === 'BatchWriteItemCommand' &&
        input.RequestItems &&
        f.env.tables.directory in input.RequestItems &&
        ++seen > allowed
      )
        throw new Error('Injected DynamoDB failure')
      return next(args)
    },
    { step: 'initialize', name: 'failDirectoryBatches' },
  )
}
afterEach(() => {
  f.env.raw.middlewareStack.remove('failDirectoryBatches')
})

// ---- Reading contacts back. -----------------------------------------------------------------------------

const contactOf = async (userId: string) => (await directory.contacts([userId]))[0]
const rawContact = async (userId: string) =>
  (await f.env.client.send(new GetCommand({ TableName: f.env.tables.directory, Key: contactKey(userId) })))
    .Item
const byUser = (entries: readonly ContactEntry[]) =>
  Object.fromEntries(entries.map((entry) => [entry.userId, entry]))
const idsOf = (entries: readonly ContactEntry[]) => entries.map((entry) => entry.userId).sort()
/** Deletes a user's contact behind identity's back. */
const dropContact = (userId: string) =>
  f.env.client.send(new DeleteCommand({ TableName: f.env.tables.directory, Key: contactKey(userId) }))
/** Puts a contact no user has: `id-gone`. */
const putStrayContact = () =>
  f.env.client.send(
    new PutCommand({
      TableName: f.env.tables.directory,
      Item: { ...contactKey('id-gone'), userId: 'id-gone', usertype: 'FACULTY', name: 'Gone' },
    }),
  )

/** The fixture student's contact as identity first writes it. */
const STUDENT_CONTACT: ContactEntry = {
  userId: 'id-student',
  usertype: 'STUDENT',
  name: 'Student',
  email: 'student@test.local',
  phone: '9876543210',
  registerNo: 'REG001',
  departmentIds: ['dept-a'],
  groupId: 'grp-1',
  accYearId: 'ay-1',
  accountStatus: 'ACTIVE',
}

describe('contacts: one per user but an applicant (docs/adr/0026)', () => {
  it('holds every user of the five types, with the listed fields only, and no applicant', async () => {
    const everyone = Object.keys(f.people).map((person) => `id-${person}`)
    expect(byUser(await directory.contacts([...everyone, 'id-nobody', 'id-admin']))).toEqual({
      'id-admin': {
        userId: 'id-admin',
        usertype: 'ADMIN',
        name: 'Admin',
        email: 'admin@test.local',
        departmentIds: [],
        accountStatus: 'ACTIVE',
      },
      'id-hod': HOD_CONTACT,
      'id-faculty': FACULTY_CONTACT,
      'id-otherFaculty': {
        userId: 'id-otherFaculty',
        usertype: 'FACULTY',
        name: 'Other Faculty',
        email: 'other@test.local',
        departmentIds: ['dept-b'],
        accountStatus: 'ACTIVE',
      },
      'id-student': STUDENT_CONTACT,
      'id-otherStudent': {
        userId: 'id-otherStudent',
        usertype: 'STUDENT',
        name: 'Other Student',
        email: 'student2@test.local',
        registerNo: 'REG002',
        departmentIds: ['dept-b'],
        accYearId: 'ay-2',
        accountStatus: 'ACTIVE',
      },
      'id-custom': {
        userId: 'id-custom',
        usertype: 'CUSTOM',
        name: 'Custom',
        email: 'custom@test.local',
        departmentIds: [],
        accountStatus: 'ACTIVE',
      },
    })
    // As stored: the key, the group index keys, the fields; no hash, no sign-in or list attributes.
    expect(await rawContact('id-student')).toEqual({
      pk: 'USER#id-student',
      sk: 'CONTACT',
      gsi1pk: 'GROUP#grp-1',
      gsi1sk: 'USER#id-student',
      ...STUDENT_CONTACT,
    })
  })

  it('reads up to 100 contacts per BatchGetItem, reading an id given twice once, and nothing for no ids', async () => {
    const ids = [...Array.from({ length: 150 }, (_, n) => `id-none-${n}`), 'id-hod', 'id-hod', 'id-student']
    f.env.counter.reset()
    expect(idsOf(await directory.contacts(ids))).toEqual(['id-hod', 'id-student'])
    expect(f.env.counter.snapshot().byCommand).toEqual({ BatchGetItemCommand: 2 })
    f.env.counter.reset()
    expect(await directory.contacts([])).toEqual([])
    expect(f.env.counter.snapshot().total).toBe(0)
  })

  it("lists a group's students by the sparse group index, and nobody else", async () => {
    expect(idsOf(await directory.studentsOfGroup('grp-1'))).toEqual(['id-student'])
    expect(await directory.studentsOfGroup('grp-none')).toEqual([])
    // Staff and students without a group have no group index keys.
    expect(await rawContact('id-hod')).not.toHaveProperty('gsi1pk')
    expect(await rawContact('id-otherStudent')).not.toHaveProperty('gsi1pk')
  })

  it('follows users created through the API: students with their parent phone, staff without one', async () => {
    const student = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'Parent Phoned',
        email: 'phoned@test.local',
        usertype: 'STUDENT',
        registerNo: 'reg800',
        phone: '9000000001',
        parentPhone: '9000000002',
        departmentid: ['dept-a'],
        departmentName: 'Civil',
        accYearId: 'ay-1',
        groupId: 'grp-1',
      },
    })
    expect(await contactOf(student.id)).toEqual({
      userId: student.id,
      usertype: 'STUDENT',
      name: 'Parent Phoned',
      email: 'phoned@test.local',
      phone: '9000000001',
      parentPhone: '9000000002',
      registerNo: 'REG800',
      departmentIds: ['dept-a'],
      departmentName: 'Civil',
      groupId: 'grp-1',
      accYearId: 'ay-1',
      accountStatus: 'ACTIVE',
    })
    expect(idsOf(await directory.studentsOfGroup('grp-1'))).toEqual([student.id, 'id-student'].sort())

    const staff = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'New Lecturer',
        email: 'lecturer@test.local',
        usertype: 'FACULTY',
        phone: '9000000003',
        parentPhone: '9000000004',
        departmentid: ['dept-a'],
        facultyDeptId: 'fd-1',
        accYearId: 'ay-1',
        groupId: 'grp-1',
      },
    })
    // Only a student's parent phone, year and group are a contact's.
    expect(await contactOf(staff.id)).toEqual({
      userId: staff.id,
      usertype: 'FACULTY',
      name: 'New Lecturer',
      email: 'lecturer@test.local',
      phone: '9000000003',
      departmentIds: ['dept-a'],
      accountStatus: 'ACTIVE',
    })
    expect(idsOf(await directory.studentsOfGroup('grp-1'))).not.toContain(staff.id)
    await expectDerivedItemsExact(f)
  })

  it('follows name, phone, email, account status and group changes', async () => {
    await update('id-student', { name: 'Student Renamed', phone: '9111111111', groupId: 'grp-2' })
    expect(await contactOf('id-student')).toMatchObject({
      name: 'Student Renamed',
      phone: '9111111111',
      groupId: 'grp-2',
    })
    expect(idsOf(await directory.studentsOfGroup('grp-1'))).not.toContain('id-student')
    expect(idsOf(await directory.studentsOfGroup('grp-2'))).toEqual(['id-student'])

    await f.ok('PUT', '/api/user/email/id-faculty', {
      token: admin,
      body: { email: 'Faculty.New@Test.local' },
    })
    expect(await contactOf('id-faculty')).toMatchObject({ email: 'faculty.new@test.local' })

    await update('id-otherFaculty', { accountStatus: 'DISABLE' })
    expect(await contactOf('id-otherFaculty')).toMatchObject({ accountStatus: 'DISABLE' })
    await expectDerivedItemsExact(f)
  })

  it('follows a type change and an HOD assignment with its departments', async () => {
    await update('id-otherFaculty', { accountStatus: 'ACTIVE', usertype: 'HOD' })
    expect(await contactOf('id-otherFaculty')).toMatchObject({ usertype: 'HOD', departmentIds: ['dept-b'] })
    await update('id-otherFaculty', { departmentid: ['dept-b', 'dept-c'], departmentName: 'Mechanical' })
    expect(await contactOf('id-otherFaculty')).toMatchObject({
      usertype: 'HOD',
      departmentIds: ['dept-b', 'dept-c'],
      departmentName: 'Mechanical',
    })
    expect((await f.users.require('id-otherFaculty')).headedDepartmentIds).toEqual(['dept-b', 'dept-c'])
    await expectDerivedItemsExact(f)
  })

  it('drops the contact of a user who becomes an applicant, and gives one to an applicant who stops being one', async () => {
    const before = await f.users.require('id-otherStudent')
    const applicant = await f.users.save(before, { ...before, usertype: 'APPLICANT', modifiedOn: Date.now() })
    expect(await rawContact('id-otherStudent')).toBeUndefined()
    await f.users.save(applicant, { ...applicant, usertype: 'STUDENT', modifiedOn: Date.now() })
    expect(await contactOf('id-otherStudent')).toMatchObject({ usertype: 'STUDENT', registerNo: 'REG002' })

    const registered = await f.users.require('id-applicant')
    await f.users.save(registered, { ...registered, usertype: 'FACULTY', modifiedOn: Date.now() })
    expect(await contactOf('id-applicant')).toMatchObject({ usertype: 'FACULTY', phone: '9123456780' })
    await f.users.save(await f.users.require('id-applicant'), {
      ...(await f.users.require('id-applicant')),
      usertype: 'APPLICANT',
      modifiedOn: Date.now(),
    })
    expect(await rawContact('id-applicant')).toBeUndefined()
    await expectDerivedItemsExact(f)
  })

  it('is written only when a field it holds changes: a password change or a blood group writes none', async () => {
    expect(
      await directoryWritesOf(() =>
        f.ok('PUT', '/api/user/changePassword/id-faculty', {
          token: admin,
          body: { newPassword: 'Changed1234' },
        }),
      ),
    ).toEqual([])
    expect(await directoryWritesOf(() => update('id-faculty', { bloodGroup: 'AB+' }))).toEqual([])
    // A staff member's phone: their contact and their listing under their department, one BatchWriteItem.
    expect(await directoryWritesOf(() => update('id-faculty', { phone: '9222222222' }))).toEqual([
      'BatchWriteItemCommand',
    ])
    // A custom user's phone: their contact alone (no department listing), one PutItem.
    expect(await directoryWritesOf(() => update('id-custom', { phone: '9222222223' }))).toEqual([
      'PutItemCommand',
    ])
    // A student's group: the student entry and the contact, in one BatchWriteItem.
    expect(await directoryWritesOf(() => update('id-student', { groupId: 'grp-1b' }))).toEqual([
      'BatchWriteItemCommand',
    ])
  })

  it('follows students moved in bulk to another year and group', async () => {
    const moved = await f.call('POST', '/api/user/moveStudents', {
      token: admin,
      body: { userIds: ['id-student'], accYearId: 'ay-5', accYear: '2025 - 2029', groupId: 'grp-5' },
    })
    expect(moved.status).toBe(200)
    expect(await contactOf('id-student')).toMatchObject({ accYearId: 'ay-5', groupId: 'grp-5' })
    expect(idsOf(await directory.studentsOfGroup('grp-1b'))).toEqual([])
    expect(idsOf(await directory.studentsOfGroup('grp-5'))).toEqual(['id-student'])
    await expectDerivedItemsExact(f)
  })

  it('follows the spreadsheet import of students and staff, new and updated', async () => {
    const row = (n: number, extra: Record<string, unknown> = {}) => ({
      row: n + 1,
      registerNo: `CIMP${n}`,
      name: `Imported ${n}`,
      email: `cimp${n}@students.test`,
      phone: '9840012345',
      parentPhone: '9840054321',
      departmentid: ['dept-a'],
      accYearId: 'ay-1',
      groupId: 'grp-imp',
      ...extra,
    })
    const students = await f.call('POST', '/api/user/import', {
      token: admin,
      body: { kind: 'STUDENT', rows: [row(1), row(2), row(3)] },
    })
    expect(students.body).toMatchObject({ created: 3, rejected: [] })
    const imported = await directory.studentsOfGroup('grp-imp')
    expect(imported.map((entry) => entry.registerNo).sort()).toEqual(['CIMP1', 'CIMP2', 'CIMP3'])
    expect(imported[0]).toMatchObject({ parentPhone: '9840054321', accYearId: 'ay-1', usertype: 'STUDENT' })

    const again = await f.call('POST', '/api/user/import', {
      token: admin,
      body: { kind: 'STUDENT', rows: [row(2, { groupId: 'grp-imp2', parentPhone: '9840099999' })] },
    })
    expect(again.body).toMatchObject({ updated: 1, rejected: [] })
    expect((await directory.studentsOfGroup('grp-imp')).map((entry) => entry.registerNo).sort()).toEqual([
      'CIMP1',
      'CIMP3',
    ])
    expect(await directory.studentsOfGroup('grp-imp2')).toMatchObject([
      { registerNo: 'CIMP2', parentPhone: '9840099999' },
    ])

    const staff = await f.call('POST', '/api/user/import', {
      token: admin,
      body: {
        kind: 'STAFF',
        rows: [{ row: 2, email: 'cstaff@test.local', name: 'Imported Staff', phone: '9840011111' }],
      },
    })
    expect(staff.body).toMatchObject({ created: 1, rejected: [] })
    const id = (await f.users.findIdByLogin('cstaff@test.local')) ?? ''
    expect(await contactOf(id)).toMatchObject({ usertype: 'FACULTY', phone: '9840011111' })
    await expectDerivedItemsExact(f)
  })
})

describe('the repair of contacts', () => {
  it('finds nothing to do when every contact is in step', async () => {
    expect((await repair()).contacts).toMatchObject({ drift: [], written: 0, extra: 0, removed: 0 })
  })

  it('names a missing, a drifted and an extra contact, by user id and attribute, and puts them right', async () => {
    await dropContact('id-hod')
    await f.env.client.send(
      new UpdateCommand({
        TableName: f.env.tables.directory,
        Key: contactKey('id-student'),
        UpdateExpression: 'SET phone = :phone, gsi1pk = :group',
        ExpressionAttributeValues: { ':phone': '9000000000', ':group': 'GROUP#grp-old' },
      }),
    )
    await putStrayContact()
    const result = await repair()
    expect(result.contacts).toEqual({
      contacts: expect.any(Number),
      drift: ['id-gone: extra', 'id-hod: missing', 'id-student: differs in gsi1pk, phone'],
      drifted: 3,
      written: 2,
      extra: 1,
      removed: 1,
    })
    expect(await contactOf('id-hod')).toMatchObject({ usertype: 'HOD', email: 'hod@test.local' })
    expect(await rawContact('id-student')).toMatchObject({ phone: '9111111111', gsi1pk: 'GROUP#grp-5' })
    expect(await rawContact('id-gone')).toBeUndefined()
    expect((await repair()).contacts).toMatchObject({ drift: [], written: 0 })
    await expectDerivedItemsExact(f)
  })

  it('puts missing contacts back while users are being written, and leaves removals for a quiet run', async () => {
    await dropContact('id-custom')
    await putStrayContact()
    await update('id-faculty', { phone: '9333333333' })
    expect((await repair(Date.now())).contacts).toMatchObject({
      drift: ['id-custom: missing', 'id-gone: extra'],
      written: 1,
      removed: 0,
      skipped: 'ACTIVE',
    })
    expect(await contactOf('id-custom')).toMatchObject({ usertype: 'CUSTOM' })
    expect(await rawContact('id-gone')).toBeDefined()
    expect((await repair()).contacts).toMatchObject({ drift: ['id-gone: extra'], removed: 1 })
  })
})

describe('migration 3: identity-contacts', () => {
  const migration = manifest.migrations.find((m) => m.version === 3)

  it('writes the contacts of users written before them, resumes a run killed part-way, and is idempotent', async () => {
    expect(migration?.name).toBe('identity-contacts')
    // Thirty users as an older release wrote them (no contacts), and one fixture contact lost.
    const older = Array.from({ length: 30 }, (_, n) =>
      newUserRecord({
        id: `id-older-${String(n).padStart(2, '0')}`,
        name: `Older ${n}`,
        email: `older${n}@test.local`,
        usertype: n % 2 ? 'STUDENT' : 'FACULTY',
        ...(n % 2 ? { registerNo: `OLDER${n}`, accYearId: 'ay-9', groupId: 'grp-older' } : {}),
        departmentid: ['dept-a'],
        facultyDeptId: 'fd-1',
      }),
    )
    for (const user of older) await putAsOlderRelease(f, user)
    await dropContact('id-admin')

    // Killed after its first batch of 25.
    failDirectoryBatchesAfter(1)
    await expect(migration!.run(context())).rejects.toThrow('Injected DynamoDB failure')
    f.env.raw.middlewareStack.remove('failDirectoryBatches')
    const afterKill = await directory.contacts([...older.map((user) => user.id), 'id-admin'])
    expect(afterKill).toHaveLength(25)

    const resumed = (await migration!.run(context())) as Awaited<ReturnType<typeof writeContacts>>
    expect(resumed).toMatchObject({ contacts: { written: 6, removed: 0 } })
    expect(resumed.contacts).toMatchObject({ drifted: 6 })
    // It names and writes only what the killed run left.
    const found = new Set(idsOf(afterKill))
    expect(resumed.contacts.drift).toEqual(
      [...older.map((user) => user.id), 'id-admin']
        .filter((id) => !found.has(id))
        .map((id) => `${id}: missing`)
        .sort(),
    )
    expect(await directory.contacts([...older.map((user) => user.id), 'id-admin'])).toHaveLength(31)
    expect(idsOf(await directory.studentsOfGroup('grp-older'))).toEqual(
      older.filter((user) => user.usertype === 'STUDENT').map((user) => user.id),
    )
    expect(await contactOf('id-older-00')).toEqual({
      userId: 'id-older-00',
      usertype: 'FACULTY',
      name: 'Older 0',
      email: 'older0@test.local',
      departmentIds: ['dept-a'],
      accountStatus: 'ACTIVE',
    })

    expect(await migration!.run(context())).toMatchObject({ contacts: { drift: [], written: 0 } })
  })
})

describe('the directory table on the emulator', () => {
  it('is declared with the sparse group index, named as table() names its first index', () => {
    const definition = manifest.ownTables.find((table) => table.name === 'directory')
    expect(definition?.indexes).toEqual([{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }])
  })

  it('is rebuilt with the group index when it was made before it, keeping its items', async () => {
    const definition = manifest.ownTables.find((table) => table.name === 'directory')!
    const prefix = `t${Math.random().toString(36).slice(2, 10)}-`
    const TableName = `${prefix}directory`
    // The directory table as the release before contacts made it: keys only, no index.
    await f.env.raw.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    )
    // dynalite makes a table in the background.
    await waitUntilTableExists({ client: f.env.raw, maxWaitTime: 10, minDelay: 0.05 }, { TableName })
    await f.env.raw.send(
      new PutItemCommand({
        TableName,
        Item: {
          pk: { S: 'REGNO#OLD1' },
          sk: { S: 'STUDENT' },
          userId: { S: 'u1' },
          registerNo: { S: 'OLD1' },
        },
      }),
    )

    await ensureTables(f.env.raw, prefix, [definition])

    const { Table } = await f.env.raw.send(new DescribeTableCommand({ TableName }))
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(['gsi1'])
    const rebuilt = createDirectory(f.env.client, TableName)
    expect(await rebuilt.get('OLD1')).toMatchObject({ userId: 'u1' })
    await rebuilt.applyMany([
      {
        put: [],
        remove: [],
        contacts: {
          put: [
            {
              userId: 'u1',
              usertype: 'STUDENT',
              name: 'Old One',
              registerNo: 'OLD1',
              departmentIds: [],
              groupId: 'grp-x',
              accountStatus: 'ACTIVE',
            },
          ],
          remove: [],
        },
      },
    ])
    expect(idsOf(await rebuilt.studentsOfGroup('grp-x'))).toEqual(['u1'])
  })
})
