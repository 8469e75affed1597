import { expectInvalid } from '@campus/testing'
import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runAnyJob as runJob } from '../jobs/testing'
import { QUIET_PERIOD_MS, type DerivedRepairResult } from './derived-repair.job'
import { countsItem, expectDerivedItemsExact } from './testing/derived-items'
import { createIdentityFixture, type IdentityFixture } from './testing/fixture'
import { ORPHAN_CLAIM_AFTER_MS } from './unique-keys.repository'
import { COUNTS_KEY } from './user-counts.repository'

let f: IdentityFixture
let admin: string
beforeAll(async () => {
  f = await createIdentityFixture()
  admin = await f.login('admin')
})

// ---- Stopping DynamoDB calls part-way, as a failure or as a process killed at that point. ----------------

/** A command as the middleware sees it: its name and (marshalled or not) input. */
type Seen = { command: string; input: Record<string, unknown> }
const interceptors = new Set<{ matches: (seen: Seen) => boolean; outcome: 'fail' | 'hang'; hits: number }>()
let installed = false

/** The value of an attribute in a command's Item or Key, marshalled (`{ S: 'x' }`) or not. */
const attribute = (record: unknown, name: string): unknown => {
  const value = (record as Record<string, unknown> | undefined)?.[name]
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const typed = value as Record<string, unknown>
    return typed.S ?? typed.N ?? value
  }
  return value
}

/**
 * From now on, the first command matching `matches` fails (as DynamoDB failing) or never answers (as the
 * process dying just before it: nothing after it in that request ever runs).
 */
function stopAt(matches: (seen: Seen) => boolean, outcome: 'fail' | 'hang') {
  if (!installed) {
    installed = true
    f.env.raw.middlewareStack.add(
      (next, context) => async (args) => {
        const seen = { command: context.commandName ?? '', input: args.input as Record<string, unknown> }
        for (const interceptor of interceptors) {
          if (interceptor.hits > 0 || !interceptor.matches(seen)) continue
          interceptor.hits++
          if (interceptor.outcome === 'hang') return new Promise<never>(() => {})
          throw new Error('Injected DynamoDB failure')
        }
        return next(args)
      },
      { step: 'initialize', name: 'writeIntegrityInterceptor' },
    )
  }
  const interceptor = { matches, outcome, hits: 0 }
  interceptors.add(interceptor)
  return interceptor
}
afterEach(() => interceptors.clear())

const isPut = (seen: Seen) => /^Put(Item)?Command$/.test(seen.command)
const userWriteOf = (email: string) => (seen: Seen) =>
  isPut(seen) &&
  attribute(seen.input.Item, '__edb_e__') === 'user' &&
  attribute(seen.input.Item, 'email') === email
const countsUpdate = (seen: Seen) =>
  /^Update(Item)?Command$/.test(seen.command) && attribute(seen.input.Key, 'pk') === COUNTS_KEY.pk

/** Waits until `check` holds (a hung request has gone as far as it will). */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('The state never came')
}

// ---- Reading the state back. ----------------------------------------------------------------------------

const claimOf = async (kind: 'EMAIL' | 'REGNO', value: string) =>
  (await f.entities.uniqueKey.get({ kind, value }).go({ consistent: true })).data
const auditOf = (id: string) => createAuditLog(f.env.client, f.env.tables.identity).listForRecord('user', id)
const counters = async () => (await countsItem(f)).counters
const repair = async (at = Date.now() + 2 * QUIET_PERIOD_MS) =>
  (
    (await runJob(
      {
        client: f.env.client,
        s3: f.env.s3,
        tables: { identity: f.env.tables.identity, directory: f.env.tables.directory },
        buckets: {},
        now: () => at,
      },
      { job: 'repair-derived' },
    )) as unknown as { identity: DerivedRepairResult }
  ).identity

const newStudent = (email: string, registerNo: string) => ({
  name: 'Fresh Student',
  email,
  usertype: 'STUDENT',
  registerNo,
  departmentid: ['dept-a'],
  accYearId: 'ay-1',
})

describe('a lone surrogate in an id (the outside probe)', () => {
  it('is a 400 naming the field, and the update writes nothing: no user change, no audit, no counts', async () => {
    const before = await f.users.require('id-faculty')
    const history = (await auditOf('id-faculty')).length
    const counts = await countsItem(f)
    const response = await f.call('PUT', '/api/user/id-faculty', {
      token: admin,
      body: { departmentid: ['\ud800'] },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'departmentid.0' }],
    })
    expect(await f.users.require('id-faculty')).toEqual(before)
    expect(await auditOf('id-faculty')).toHaveLength(history)
    expect(await countsItem(f)).toEqual(counts)
  })

  it('is a 400 on create, and a retry with the id corrected is not refused as a duplicate', async () => {
    const body = newStudent('surrogate@test.local', 'REG700')
    const refused = await f.call('POST', '/api/user', {
      token: admin,
      body: { ...body, departmentid: ['dept-a\udc00'] },
    })
    expect(refused.status).toBe(400)
    expect(await claimOf('EMAIL', 'surrogate@test.local')).toBeNull()
    const retry = await f.call('POST', '/api/user', { token: admin, body })
    expect(retry.status).toBe(200)
    await expectDerivedItemsExact(f)
  })

  it('in a user stored before the check, no longer fails a write after the user is written', async () => {
    // Written around the API, as data from before the check could be.
    const stored = await f.users.require('id-otherFaculty')
    const odd = await f.users.save(stored, { ...stored, departmentid: ['\ud800'], modifiedOn: Date.now() })
    const saved = await f.users.save(odd, { ...odd, departmentid: ['dept-b'], modifiedOn: Date.now() })
    expect(saved.departmentid).toEqual(['dept-b'])
    await expectDerivedItemsExact(f)
  })

  it('in a path parameter or a list filter is a 400 before anything is read', async () => {
    const path = await f.call('PUT', '/api/user/%ED%A0%80', { token: admin, body: { name: 'x' } })
    expect(path.status).toBe(400)
    const nul = await f.call('GET', '/api/user/id-faculty%00', { token: admin })
    expect(nul.status).toBe(400)
    const list = await f.call('GET', '/api/user?filter=departmentid%20eq%20%ED%A0%80', { token: admin })
    expectInvalid(list, [{ path: 'query.filter', message: expect.any(String) }])
  })
})

describe('a user write that fails part-way (a 5xx) leaves nothing behind', () => {
  it('takes back the claims, the audit record and the search terms when the user write fails', async () => {
    const email = 'failing@test.local'
    const failing = stopAt(userWriteOf(email), 'fail')
    const response = await f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG701') })
    expect(response.status).toBe(500)
    expect(failing.hits).toBe(1)
    expect(await claimOf('EMAIL', email)).toBeNull()
    expect(await claimOf('REGNO', 'REG701')).toBeNull()
    const day = new Date().toISOString().slice(0, 10)
    const records = await createAuditLog(f.env.client, f.env.tables.identity).listForDay(day)
    expect(records.filter((record) => JSON.stringify(record.after ?? {}).includes(email))).toEqual([])
    const retry = await f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG701') })
    expect(retry.status).toBe(200)
    await expectDerivedItemsExact(f)
  })

  it('takes back the audit record of an update whose user write fails', async () => {
    const history = (await auditOf('id-student')).length
    const before = await f.users.require('id-student')
    stopAt((seen) => isPut(seen) && attribute(seen.input.Item, 'email') === before.email, 'fail')
    const response = await f.call('PUT', '/api/user/id-student', { token: admin, body: { name: 'Renamed' } })
    expect(response.status).toBe(500)
    expect(await f.users.require('id-student')).toEqual(before)
    expect(await auditOf('id-student')).toHaveLength(history)
  })
})

describe('a process killed part-way through a user create', () => {
  // A request that never answers stands for the process dying there: nothing after that call ever runs.
  it('between the claims and the user write: the retry takes over the orphan claims once they are old', async () => {
    const email = 'killed@test.local'
    stopAt(userWriteOf(email), 'hang')
    void f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG702') })
    await eventually(async () => (await claimOf('REGNO', 'REG702')) !== null)
    const ghost = (await claimOf('EMAIL', email))!.userId
    // The audit record went ahead of the user: a record of what was being done, never a user without one.
    await eventually(async () => (await auditOf(ghost)).length === 1)
    expect(await f.users.get(ghost)).toBeUndefined()

    // While the claim is young its write may still land: a retry is refused as a duplicate.
    const early = await f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG702') })
    expect(early.status).toBe(409)

    // Time passes (the claims are made old), and the retry succeeds.
    for (const key of [
      { kind: 'EMAIL' as const, value: email },
      { kind: 'REGNO' as const, value: 'REG702' },
    ])
      await f.entities.uniqueKey
        .patch(key)
        .set({ claimedAt: Date.now() - ORPHAN_CLAIM_AFTER_MS - 1000 })
        .go()
    const retry = await f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG702') })
    expect(retry.status).toBe(200)
    expect((await claimOf('EMAIL', email))?.userId).toBe(retry.body.id)
    expect(await auditOf(String(retry.body.id))).toMatchObject([{ action: 'CREATE' }])

    // The dead write's search terms are left over; the repair removes them.
    const repaired = await repair()
    expect(repaired.terms.removed).toBeGreaterThan(0)
    await expectDerivedItemsExact(f)
  })

  it('refuses to take over a claim whose user holds the value, however old', async () => {
    await f.entities.uniqueKey
      .patch({ kind: 'EMAIL', value: 'hod@test.local' })
      .set({ claimedAt: Date.now() - 10 * ORPHAN_CLAIM_AFTER_MS })
      .go()
    const response = await f.call('POST', '/api/user', {
      token: admin,
      body: { ...newStudent('hod@test.local', 'REG703') },
    })
    expect(response.status).toBe(409)
    expect((await claimOf('EMAIL', 'hod@test.local'))?.userId).toBe('id-hod')
  })

  it('takes over an orphan claim written before claims had a time', async () => {
    await f.entities.uniqueKey
      .put({ kind: 'EMAIL', value: 'legacy@test.local', userId: 'never-written' })
      .go()
    const response = await f.call('POST', '/api/user', {
      token: admin,
      body: newStudent('legacy@test.local', 'REG704'),
    })
    expect(response.status).toBe(200)
  })

  it('after the user write, before the head counts: the user has its audit record, the repair fixes the counts', async () => {
    const email = 'uncounted@test.local'
    stopAt(countsUpdate, 'hang')
    const counted = await counters()
    void f.call('POST', '/api/user', { token: admin, body: newStudent(email, 'REG705') })
    await eventually(async () => (await claimOf('EMAIL', email)) !== null)
    const id = (await claimOf('EMAIL', email))!.userId
    await eventually(async () => (await f.users.get(id)) !== undefined)
    expect(await auditOf(id)).toMatchObject([{ action: 'CREATE' }])
    expect(await counters()).toEqual(counted)

    const repaired = await repair()
    expect(repaired.counts).toMatchObject({ corrected: true })
    // The student's directory entry came after the counts: the repair writes it too.
    expect(repaired.directory).toMatchObject({ stale: 1, written: 1 })
    expect(repaired.counts.drift).toEqual(
      expect.arrayContaining([expect.stringContaining('n#college#STUDENT#ACTIVE')]),
    )
    await expectDerivedItemsExact(f)
    expect((await repair()).counts).toEqual({ drift: [], corrected: false })
  })
})

describe('the repair of derived data', () => {
  const drift = () =>
    f.env.client.send(
      new UpdateCommand({
        TableName: f.env.tables.identity,
        Key: COUNTS_KEY,
        UpdateExpression: 'ADD #n :minus',
        ExpressionAttributeNames: { '#n': 'n#college#FACULTY#ACTIVE' },
        ExpressionAttributeValues: { ':minus': -1 },
      }),
    )

  it('leaves the counts alone while users are being written, and names the drift', async () => {
    await drift()
    const result = await repair(Date.now())
    expect(result.counts).toMatchObject({ corrected: false, skipped: 'ACTIVE' })
    expect(result.counts.drift).toEqual([expect.stringContaining('n#college#FACULTY#ACTIVE')])
  })

  it('does not replace counts that a write moved after the repair read them', async () => {
    // A user write's counts update lands between the repair's read and its replace.
    let moved = false
    f.env.raw.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, unknown>
        if (
          !moved &&
          /^Put(Item)?Command$/.test(context.commandName ?? '') &&
          attribute(input.Item, 'pk') === 'COUNTS'
        ) {
          moved = true
          await f.env.client.send(
            new UpdateCommand({
              TableName: f.env.tables.identity,
              Key: COUNTS_KEY,
              UpdateExpression: 'ADD #rev :one',
              ExpressionAttributeNames: { '#rev': 'rev' },
              ExpressionAttributeValues: { ':one': 1 },
            }),
          )
        }
        return next(args)
      },
      { step: 'initialize', name: 'moveCountsMeanwhile' },
    )
    try {
      const result = await repair()
      expect(result.counts).toMatchObject({ corrected: false, skipped: 'CHANGED' })
    } finally {
      f.env.raw.middlewareStack.remove('moveCountsMeanwhile')
    }
    expect((await repair()).counts).toMatchObject({ corrected: true })
    await expectDerivedItemsExact(f)
  })

  it('finds nothing to do when everything is in step', async () => {
    expect(await repair()).toMatchObject({
      counts: { drift: [], corrected: false },
      terms: { missing: 0, extra: 0 },
      claims: { orphans: 0 },
    })
  })
})
