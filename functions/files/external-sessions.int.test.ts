import { createTokenService, SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE } from '@campus/http'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { LEGACY_TOKEN_COOKIE } from './routes/external-sender'
import {
  createFilesFixture,
  EXTERNAL_LIMIT,
  fileOf,
  idOf,
  type Person,
  samples,
  type SendOptions,
  USER_EXTERNAL_LIMIT,
} from './testing/fixture'

/**
 * The legacy client's external uploads made with a session (issue 30): it never puts its token in these URLs,
 * but its `token` cookie comes with them, so the upload is the user's, counted per user, not per address.
 */
const f = await createFilesFixture()

interface Uploaded {
  versionId: string
  fileKey: string
}

/** A distinct caller address per test, so the hourly counts of one never touch another's. */
let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

/** The legacy client's own cookie, as the browser sends it with every call. */
const legacyCookie = (token: string) => ({ cookie: `${LEGACY_TOKEN_COOKIE}=${token}` })

const create = (file: File, from: SendOptions) =>
  f.send('POST', '/api/s3/external/createInJackprodigy', file, from)

function uploaded(response: Awaited<ReturnType<typeof create>>): Uploaded {
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as unknown as Uploaded
}

const refQuery = (ref: Uploaded) => `versionId=${ref.versionId}&fileKey=${encodeURIComponent(ref.fileKey)}`

/** Signs `person` in and uploads one PDF with their legacy cookie from a new address. */
async function uploadAs(person: Person, name = 'proof.pdf') {
  const token = await f.login(person)
  const ref = uploaded(
    await create(fileOf(samples.pdf, name), { address: newAddress(), headers: legacyCookie(token) }),
  )
  return { token, ref }
}

/** The upload is the person's: recorded under them, answered without a claim secret. */
async function expectOwnedBy(ref: Uploaded, person: Person) {
  expect(ref.versionId).not.toContain('~')
  expect(ref.fileKey).toMatch(/^quarantine\//)
  expect(await f.records.find(ref.fileKey)).toMatchObject({
    purpose: 'external',
    uploadedBy: idOf(person),
  })
  expect((await f.records.find(ref.fileKey))?.claimSecretHash).toBeUndefined()
}

/** The upload is anonymous: recorded under the address, answered with its claim secret. */
async function expectAnonymousFrom(ref: Uploaded, address: string) {
  expect(ref.versionId).toContain('~')
  expect(await f.records.find(ref.fileKey)).toMatchObject({ uploadedBy: `external:${address}` })
}

describe('an external upload with a session is the user’s', () => {
  it('with the legacy token cookie: theirs to attach without a claim secret, nobody else’s', async () => {
    const { token, ref } = await uploadAs('student', 'entry.pdf')
    await expectOwnedBy(ref, 'student')
    expect(await f.ok('GET', '/api/s3/uploads/mine', { token })).toEqual([
      expect.objectContaining({ fileKey: ref.fileKey, purpose: 'external', claimed: false }),
    ])

    const rule = { purpose: 'naac' as const }
    await expect(f.attachments.claim(ref, 'naac#e1', rule, idOf('otherStudent'))).rejects.toMatchObject({
      code: 'FILE_NOT_YOURS',
    })
    const stored = await f.attachments.claim(ref, 'naac#e1', rule, idOf('student'))
    expect(stored.fileKey).toMatch(/^files\//)
    expect(await f.exists(stored.fileKey)).toBe(true)
  })

  it('with ?token=, and with the web app’s cookie and its header', async () => {
    const token = await f.login('faculty')
    const withQuery = uploaded(await create(fileOf(samples.png, 'a.png'), { token, address: newAddress() }))
    await expectOwnedBy(withQuery, 'faculty')
    const webApp = {
      cookie: `${SESSION_COOKIE}=${token}`,
      [WEB_CLIENT_HEADER]: WEB_CLIENT_HEADER_VALUE,
    }
    const withCookie = uploaded(
      await create(fileOf(samples.pdf, 'b.pdf'), { address: newAddress(), headers: webApp }),
    )
    await expectOwnedBy(withCookie, 'faculty')
  })

  it('costs the session read, one conditional count, the record and its audit record', async () => {
    const token = await f.login('admin')
    const counts = await f.countCalls(async () =>
      uploaded(
        await create(fileOf(samples.pdf, 'a.pdf'), { address: newAddress(), headers: legacyCookie(token) }),
      ),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, UpdateItemCommand: 1, PutItemCommand: 2 })
  })

  it(`takes ${EXTERNAL_LIMIT + 1} uploads from one address by two signed-in users: none counts against the address`, async () => {
    const address = newAddress()
    const [hod, faculty] = [await f.login('hod'), await f.login('faculty')]
    const responses = await Promise.all(
      Array.from({ length: EXTERNAL_LIMIT + 1 }, (_, index) =>
        create(fileOf(samples.pdf, `entry-${index}.pdf`), {
          address,
          headers: legacyCookie(index % 2 ? hod : faculty),
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(EXTERNAL_LIMIT + 1).fill(200))
    expect(await f.records.listByUploader(`external:${address}`, 100)).toEqual([])
    // The address's own count is untouched: an anonymous upload from it still goes in.
    uploaded(await create(fileOf(samples.pdf, 'anonymous.pdf'), { address }))
  })

  it(`takes exactly ${USER_EXTERNAL_LIMIT} of 50 uploads one user sends at once, from any addresses`, async () => {
    const token = await f.login('otherStudent')
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create(fileOf(samples.pdf, `entry-${index}.pdf`), {
          address: newAddress(),
          headers: legacyCookie(token),
        }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(USER_EXTERNAL_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - USER_EXTERNAL_LIMIT)
    expect(responses.find((response) => response.status === 429)?.body.error).toMatchObject({
      code: 'TOO_MANY_UPLOADS',
      message: `At most ${USER_EXTERNAL_LIMIT} files may be uploaded by one person in an hour. Try again later.`,
    })
    const mine = await f.records.listByUploader(idOf('otherStudent'), 100)
    expect(mine.filter((record) => record.purpose === 'external')).toHaveLength(USER_EXTERNAL_LIMIT)
  })

  it('updateIn and deleteIn take the user’s own upload with the session, and nobody else’s', async () => {
    const { token, ref } = await uploadAs('student', 'old.pdf')
    const asStudent = { address: newAddress(), headers: legacyCookie(token) }
    const remove = (target: Uploaded, from: SendOptions) =>
      f.send('DELETE', `/api/s3/external/deleteInJackprodigy?${refQuery(target)}`, undefined, from)

    // Anonymous, or another user: its ids name nothing they may delete or replace.
    expectRefused(await remove(ref, { address: newAddress() }), 404, 'FILE_NOT_FOUND')
    const other = { address: newAddress(), headers: legacyCookie(await f.login('otherStudent')) }
    expectRefused(await remove(ref, other), 404, 'FILE_NOT_FOUND')
    const replacing = `/api/s3/external/updateInJackprodigy?oldVersionId=${ref.versionId}&oldFileName=${encodeURIComponent(ref.fileKey)}`
    uploaded(await f.send('PUT', replacing, fileOf(samples.pdf, 'theirs.pdf'), { address: newAddress() }))
    expect(await f.exists(ref.fileKey)).toBe(true)

    const replaced = uploaded(await f.send('PUT', replacing, fileOf(samples.pdf, 'new.pdf'), asStudent))
    await expectOwnedBy(replaced, 'student')
    expect(await f.exists(ref.fileKey)).toBe(false)
    expect((await remove(replaced, asStudent)).body).toEqual({ deleted: true, ...replaced })
    expect(await f.records.find(replaced.fileKey)).toBeUndefined()
  })
})

describe('an external upload with a token of no live session is anonymous, never a 401', () => {
  const tokens = createTokenService(f.env.tokenSecret)
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: idOf('student'), typ: 'STUDENT' as const, iat: now, exp: now + 3600 }

  it.each([
    ['not a token', () => Promise.resolve('not-a-jwt')],
    ['signed by another backend', () => createTokenService('x'.repeat(40)).sign({ ...claims, sid: 's1' })],
    ['of an ended session', () => tokens.sign({ ...claims, sid: 'no-such-session' })],
    ['expired', () => tokens.sign({ ...claims, sid: 's1', iat: now - 7200, exp: now - 3600 })],
  ])('a legacy cookie %s', async (_, tokenOf) => {
    const address = newAddress()
    const headers = legacyCookie(await tokenOf())
    await expectAnonymousFrom(
      uploaded(await create(fileOf(samples.pdf, 'a.pdf'), { address, headers })),
      address,
    )
  })

  it('?token= of no session, and the web app’s cookie without its header', async () => {
    const address = newAddress()
    await expectAnonymousFrom(
      uploaded(await create(fileOf(samples.pdf, 'a.pdf'), { address, token: 'not-a-jwt' })),
      address,
    )
    const headers = { cookie: `${SESSION_COOKIE}=${await f.login('student')}` }
    await expectAnonymousFrom(
      uploaded(await create(fileOf(samples.pdf, 'b.pdf'), { address, headers })),
      address,
    )
  })

  it(`counts such uploads per address: exactly ${EXTERNAL_LIMIT} of 50 sent at once`, async () => {
    const address = newAddress()
    const headers = legacyCookie('stale-token')
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create(fileOf(samples.pdf, `entry-${index}.pdf`), { address, headers }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(EXTERNAL_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - EXTERNAL_LIMIT)
    expect(await f.records.listByUploader(`external:${address}`, 100)).toHaveLength(EXTERNAL_LIMIT)
  })
})
