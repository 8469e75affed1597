import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import type { HomeFigures } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { QUIET_PERIOD_MS, rebuildHeadCounts } from './derived-repair.job'
import { putAcademicStructure, STRUCTURE } from './testing/academic-structure'
import { createIdentityFixture } from './testing/fixture'
import { readCounts } from './user-counts'
import { countsShardKey, createUserCountsRepository, LEGACY_COUNTS_KEY } from './user-counts.repository'

const f = await createIdentityFixture()
const admin = await f.login('admin')

/** The counted departments of these tests and their years (user writes check them: user-references.ts). */
const MANY = Array.from({ length: 40 }, (_, index) => `cnt-many-${String(index).padStart(2, '0')}`)
const COUNTED = ['cnt-a', 'cnt-b', 'cnt-c', 'cnt-burst', ...MANY]
/** A department's year: ay-1 is cnt-a's here (put over the fixture's), ay-2 cnt-b's, ay-b the burst's. */
const yearOf = (departmentId: string) =>
  ({ 'cnt-a': 'ay-1', 'cnt-b': 'ay-2', 'cnt-burst': 'ay-b' })[departmentId] ?? `ay-${departmentId}`
await putAcademicStructure(f.env.client, f.env.tables.academics, {
  ...STRUCTURE,
  departments: COUNTED.map((id) => ({ id, degreeName: 'B.E.', departmentName: id, facultyDeptId: 'fd-1' })),
  years: { ...Object.fromEntries(COUNTED.map((id) => [id, [yearOf(id)]])), 'cnt-a': ['ay-1', 'ay-3'] },
  groups: {},
})
const counts = createUserCountsRepository(f.env.client, f.env.tables.identity)

// ---- Seeing which counts items a request writes. --------------------------------------------------------

/** A command the low-level client sent, with the counts item it addresses (its sort key), if any. */
type Sent = { command: string; countsItem?: string }
const sent: Sent[] = []
let watching = false

/** The string value of an attribute, marshalled (`{ S: 'x' }`) or not (the middleware may see either). */
const stringOf = (value: unknown) =>
  typeof value === 'string' ? value : (value as { S?: string } | undefined)?.S

/** Records every command sent while `run` runs, and which counts item each addresses. */
async function commandsOf(run: () => Promise<unknown>) {
  if (!watching) {
    watching = true
    f.env.raw.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: Record<string, unknown>; Item?: Record<string, unknown> }
        const record = input.Key ?? input.Item
        const touchesCounts =
          stringOf(record?.pk) === 'COUNTS' || /"(S"\s*:\s*")?COUNTS"/.test(JSON.stringify(args.input))
        sent.push({
          command: context.commandName ?? '',
          ...(touchesCounts ? { countsItem: stringOf(record?.sk) ?? 'COUNTS partition' } : {}),
        })
        return next(args)
      },
      { step: 'initialize', name: 'countsWatcher' },
    )
  }
  sent.length = 0
  await run()
  return [...sent]
}
const countsWritesOf = (commands: readonly Sent[]) =>
  commands
    .filter(({ countsItem, command }) => countsItem && !/^(Get|BatchGet|Query)/.test(command))
    .map(({ command, countsItem }) => `${command} ${countsItem}`)
    .sort()

// ---- Writing and reading back. ----------------------------------------------------------------------------

let serial = 0
const studentIn = (departmentId: string, accYearId = yearOf(departmentId), accYear = '2024 - 2028') => {
  serial += 1
  return {
    name: `Counted Student ${serial}`,
    email: `counted${serial}@test.local`,
    registerNo: `CNT${String(serial).padStart(4, '0')}`,
    usertype: 'STUDENT',
    departmentid: [departmentId],
    departments: [{ id: departmentId, degreeName: 'B.E.', departmentName: `Department ${departmentId}` }],
    accYearId,
    accYear,
  }
}
const facultyIn = (...departmentid: string[]) => {
  serial += 1
  return {
    name: `Counted Faculty ${serial}`,
    email: `counted${serial}@test.local`,
    usertype: 'FACULTY',
    departmentid,
    facultyDeptId: 'fd-1',
  }
}
async function create(body: Record<string, unknown>) {
  const response = await f.call('POST', '/api/user', { token: admin, body })
  expect(response.status).toBe(200)
  return String(response.body.id)
}
async function update(id: string, body: Record<string, unknown>) {
  const response = await f.call('PUT', `/api/user/${id}`, { token: admin, body })
  expect(response.status).toBe(200)
}

/** The counts as the shards hold them now. */
const stored = async () => readCounts(Object.values((await counts.read()).shards))
/** Active and disabled students of a department, and its years' active students. */
async function studentsOf(departmentId: string) {
  const now = await stored()
  return {
    active: now.count('STUDENT', 'ACTIVE', departmentId),
    disabled: now.count('STUDENT', 'DISABLE', departmentId),
    years: now.years(departmentId).map(({ id, students }) => [id, students]),
  }
}
const later = () => Date.now() + 2 * QUIET_PERIOD_MS
/** What a recount from every user finds wrong in the stored counts (nothing, when writes kept them exact). */
const driftNow = async () => (await rebuildHeadCounts(f.env.client, f.env.tables.identity, later)).counts
const adminHome = async () => {
  const response = await f.call('GET', '/api/user/home', { token: admin })
  expect(response.status).toBe(200)
  return response.body as unknown as HomeFigures
}

describe('sharded head counts (ADR 0022)', () => {
  it('follow creates, moves between departments and years, status changes and deletes, shard by shard', async () => {
    const first = await create(studentIn('cnt-a'))
    const second = await create(studentIn('cnt-a'))
    await create(studentIn('cnt-a'))
    const faculty = await create(facultyIn('cnt-b', 'cnt-a'))
    const collegeBefore = (await stored()).count('STUDENT', 'ACTIVE')
    expect(await studentsOf('cnt-a')).toEqual({ active: 3, disabled: 0, years: [['ay-1', 3]] })
    expect((await stored()).count('FACULTY', 'ACTIVE', 'cnt-b')).toBe(1)

    // A move to another department and year: the two departments' shards, nothing else.
    const move = await commandsOf(() =>
      update(first, {
        departmentid: ['cnt-b'],
        departments: [{ id: 'cnt-b', degreeName: 'B.E.', departmentName: 'Department cnt-b' }],
        accYearId: 'ay-2',
        accYear: '2025 - 2029',
      }),
    )
    expect(countsWritesOf(move)).toEqual([
      'UpdateItemCommand USERS#DEPT#cnt-a',
      'UpdateItemCommand USERS#DEPT#cnt-b',
    ])
    expect(await studentsOf('cnt-a')).toEqual({ active: 2, disabled: 0, years: [['ay-1', 2]] })
    expect(await studentsOf('cnt-b')).toEqual({ active: 1, disabled: 0, years: [['ay-2', 1]] })

    // A new year in the same department, and disabling: one UpdateItem of that department's shard each.
    const newYear = await commandsOf(() => update(second, { accYearId: 'ay-3', accYear: '2026 - 2030' }))
    expect(countsWritesOf(newYear)).toEqual(['UpdateItemCommand USERS#DEPT#cnt-a'])
    const disable = await commandsOf(() => update(second, { accountStatus: 'DISABLE' }))
    expect(countsWritesOf(disable)).toEqual(['UpdateItemCommand USERS#DEPT#cnt-a'])
    expect(await studentsOf('cnt-a')).toEqual({ active: 1, disabled: 1, years: [['ay-1', 1]] })
    expect((await stored()).count('STUDENT', 'ACTIVE')).toBe(collegeBefore - 1)

    // Faculty leaving their home department (cnt-a, the first by id): its college counter moves to cnt-b.
    const leave = await commandsOf(() => update(faculty, { departmentid: ['cnt-b'] }))
    expect(countsWritesOf(leave)).toEqual([
      'UpdateItemCommand USERS#DEPT#cnt-a',
      'UpdateItemCommand USERS#DEPT#cnt-b',
    ])
    expect((await stored()).count('FACULTY', 'ACTIVE', 'cnt-a')).toBe(0)

    // No route deletes a user; the counts repository takes a removal as a move to nobody.
    const removed = await f.users.require(second)
    await counts.move(removed, undefined)
    expect(await studentsOf('cnt-a')).toEqual({ active: 1, disabled: 0, years: [['ay-1', 1]] })
    expect((await stored()).count('STUDENT', 'DISABLE')).toBe(0)
    await counts.move(undefined, removed)

    expect(await driftNow()).toEqual({ drift: [], corrected: false })
  })

  it('keeps in each shard only its own department and years, and the college counters of its members', async () => {
    const { shards } = await counts.read()
    expect(Object.keys(shards)).toEqual(
      expect.arrayContaining(['COLLEGE', 'DEPT#dept-a', 'DEPT#dept-b', 'DEPT#cnt-a', 'DEPT#cnt-b']),
    )
    for (const [shard, item] of Object.entries(shards)) {
      const department = shard.startsWith('DEPT#') ? shard.slice('DEPT#'.length) : undefined
      for (const name of Object.keys(item).filter((key) => /^(n#(dept|year)|label#dept)#/.test(key)))
        expect(name.split('#')[2]).toBe(department)
      expect(JSON.stringify(item).length).toBeLessThan(2_000)
    }
    // Administrators, custom users and applicants belong to no department: their counters are in COLLEGE.
    expect(Object.keys(shards.COLLEGE ?? {}).sort()).toEqual([
      'n#college#ADMIN#ACTIVE',
      'n#college#APPLICANT#ACTIVE',
      'n#college#CUSTOM#ACTIVE',
      'rev',
    ])
  })

  it('writes no counts item for a change of name, phone, email or profile', async () => {
    const id = await create(studentIn('cnt-c'))
    const token = await f.login('faculty')
    const edits = await commandsOf(async () => {
      await update(id, { name: 'Renamed Student', phone: '9840012345' })
      const email = await f.call('PUT', `/api/user/email/${id}`, {
        token: admin,
        body: { email: 'renamed.student@test.local' },
      })
      expect(email.status).toBe(200)
      const profile = await f.call('PUT', '/api/profile/experience/id-faculty', {
        token,
        body: {
          entries: [{ institution: 'Anna University', designation: 'Lecturer', from: 1_600_000_000_000 }],
        },
      })
      expect(profile.status).toBe(200)
    })
    expect(edits.length).toBeGreaterThan(0)
    expect(edits.filter(({ countsItem }) => countsItem)).toEqual([])
    expect(await driftNow()).toEqual({ drift: [], corrected: false })
  })

  it('counts 50 concurrent creates in one department exactly', async () => {
    const collegeBefore = (await stored()).count('STUDENT', 'ACTIVE')
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        f.call('POST', '/api/user', { token: admin, body: studentIn('cnt-burst', 'ay-b', '2025 - 2029') }),
      ),
    )
    expect(responses.map(({ status }) => status)).toEqual(Array.from({ length: 50 }, () => 200))
    expect(await studentsOf('cnt-burst')).toEqual({ active: 50, disabled: 0, years: [['ay-b', 50]] })
    expect((await stored()).count('STUDENT', 'ACTIVE')).toBe(collegeBefore + 50)
    const { shards } = await counts.read()
    expect(shards['DEPT#cnt-burst']).toMatchObject({
      rev: 50,
      'label#dept#cnt-burst': 'Department cnt-burst',
    })
    expect(await driftNow()).toEqual({ drift: [], corrected: false })
  })

  it('reads every home in at most 2 DynamoDB calls with 40 departments', async () => {
    for (let department = 0; department < 40; department++)
      await create(studentIn(`cnt-many-${String(department).padStart(2, '0')}`))
    const home = await adminHome()
    if (home.userType !== 'ADMIN') throw new Error('expected ADMIN figures')
    expect(home.departments.length).toBeGreaterThanOrEqual(45)
    for (const who of ['admin', 'hod', 'faculty'] as const) {
      const token = await f.login(who)
      f.env.counter.reset()
      await f.call('GET', '/api/user/home', { token })
      const calls = f.env.counter.snapshot()
      expect(calls.total).toBeLessThanOrEqual(2)
      expect(calls.byCommand.ScanCommand).toBeUndefined()
      expect(calls.byCommand).toEqual(
        who === 'admin'
          ? { GetItemCommand: 1, QueryCommand: 1 }
          : { GetItemCommand: 1, BatchGetItemCommand: 1 },
      )
    }
  })
})

describe('the migration from the single counts item', () => {
  /** The item the layout before ADR 0022 kept: every counter and label in one item, summed. */
  async function asLegacyItem() {
    const item: Record<string, number | string> = {}
    for (const shard of Object.values((await counts.read()).shards))
      for (const [name, value] of Object.entries(shard)) {
        if (name.startsWith('n#')) item[name] = Number(item[name] ?? 0) + Number(value)
        if (name.startsWith('label#')) item[name] = String(value)
      }
    return item
  }
  const legacyItem = async () =>
    (
      await f.env.client.send(
        new GetCommand({ TableName: f.env.tables.identity, Key: LEGACY_COUNTS_KEY, ConsistentRead: true }),
      )
    ).Item

  it('reads the old item with the shards until the rebuild replaces it with shards, then removes it', async () => {
    const expected = await adminHome()
    // Prepare: the data as the old layout left it, and a write by this version before the migration ran.
    const legacy = await asLegacyItem()
    const { shards } = await counts.read()
    await f.env.client.send(
      new PutCommand({
        TableName: f.env.tables.identity,
        Item: { ...legacy, rev: 7, ...LEGACY_COUNTS_KEY },
      }),
    )
    for (const shard of Object.keys(shards))
      await f.env.client.send(
        new DeleteCommand({ TableName: f.env.tables.identity, Key: countsShardKey(shard) }),
      )
    await create(studentIn('cnt-a'))
    const withOneMore = await adminHome()
    expect(withOneMore.figures.find(({ key }) => key === 'students')?.value).toBe(
      Number(expected.figures.find(({ key }) => key === 'students')?.value) + 1,
    )

    // While users are being written, the migration waits and the old item stays (and is still read).
    const waiting = await rebuildHeadCounts(f.env.client, f.env.tables.identity, () => Date.now())
    expect(waiting.counts).toMatchObject({ corrected: false, skipped: 'ACTIVE' })
    expect(await legacyItem()).toBeDefined()
    expect(await adminHome()).toEqual(withOneMore)

    // Act
    const migrated = await rebuildHeadCounts(f.env.client, f.env.tables.identity, later)

    // Assess
    expect(migrated.counts).toMatchObject({ corrected: true })
    expect(migrated.counts.drift).toEqual(
      expect.arrayContaining([expect.stringMatching(/^legacy n#college#STUDENT#ACTIVE: \d+ -> removed$/)]),
    )
    expect(await legacyItem()).toBeUndefined()
    expect(Object.keys((await counts.read()).shards).sort()).toEqual(Object.keys(shards).sort())
    expect(await adminHome()).toEqual(withOneMore)
    expect(await driftNow()).toEqual({ drift: [], corrected: false })
  })

  it('is also what rebuildIndexes does: shards from the users, the old item and empty shards removed', async () => {
    const expected = await adminHome()
    await f.env.client.send(
      new PutCommand({
        TableName: f.env.tables.identity,
        Item: { ...LEGACY_COUNTS_KEY, 'n#college#STUDENT#ACTIVE': 1000 },
      }),
    )
    await f.env.client.send(
      new PutCommand({
        TableName: f.env.tables.identity,
        Item: { ...countsShardKey('DEPT#gone'), 'n#dept#gone#STUDENT#ACTIVE': 3 },
      }),
    )
    expect(await adminHome()).not.toEqual(expected)
    await f.users.rebuildIndexes()
    expect(await legacyItem()).toBeUndefined()
    expect((await counts.read()).shards['DEPT#gone']).toBeUndefined()
    expect(await adminHome()).toEqual(expected)
    expect(await driftNow()).toEqual({ drift: [], corrected: false })
  })
})
