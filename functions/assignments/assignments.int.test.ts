import { expectInvalid, expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createAssignmentsFixture, deadlineIn, GROUPS, idOf, SUBJECTS } from './testing/fixture'

const f = await createAssignmentsFixture()
const { tokens } = f

describe('composing an assignment', () => {
  it('stores it for the subject and its group with the subject name, the deadline and the files', async () => {
    const file = await f.upload('Lab 1.pdf')
    const sent = await f.compose({ file })
    expect(sent).toMatchObject({
      title: 'Lab record 1',
      subjectId: SUBJECTS.programming.id,
      subjectName: 'Programming in C',
      groupIds: [GROUPS.cseA],
      submission: 'Enable',
      maxMark: 100,
      createdBy: idOf('faculty'),
      name: 'Faculty One',
      file: { fileKey: file.fileKey, versionId: file.versionId, url: expect.any(String) },
    })
    expect(sent.files).toHaveLength(1)
  })

  it('sets a year-wide subject for every group of the year', async () => {
    const sent = await f.compose({ subjects: SUBJECTS.maths.id })
    expect(sent.groupIds).toEqual(expect.arrayContaining([GROUPS.cseA, GROUPS.cseB]))
  })

  it('refuses a deadline before today with the legacy message, and takes today', async () => {
    const past = await f.call('POST', '/api/assignment/send/', {
      token: tokens.faculty,
      body: f.aComposeBody({ deadLine: deadlineIn(-1) }),
    })
    expectRefused(past, 400, 'DEADLINE_PASSED')
    expect(past.body.error?.message).toBe('Deadline should not be less than current date')
    await f.compose({ deadLine: deadlineIn(0) })
  })

  it('refuses a subject the caller does not teach', async () => {
    const res = await f.call('POST', '/api/assignment/send/', {
      token: tokens.otherFaculty,
      body: f.aComposeBody(),
    })
    expectRefused(res, 403, 'FORBIDDEN')
  })
})

describe('updating and deleting an assignment', () => {
  it('saves the whole assignment sent back, lets a removed file go and keeps the others', async () => {
    const [kept, dropped, added] = await Promise.all([
      f.upload('a.pdf'),
      f.upload('b.pdf'),
      f.upload('c.pdf'),
    ])
    const sent = await f.compose({ files: [kept, dropped] })
    const updated = await f.ok<Record<string, unknown>>('PUT', '/api/assignment/update', {
      token: tokens.faculty,
      body: { ...sent, title: 'Lab record 1 (revised)', file: undefined, files: [kept, added] },
    })
    expect(updated).toMatchObject({ title: 'Lab record 1 (revised)', createdOn: sent.createdOn })
    expect((updated.files as { fileKey: string }[]).map(({ fileKey }) => fileKey)).toEqual([
      kept.fileKey,
      added.fileKey,
    ])
    expect(await f.uploads.find(dropped.fileKey)).toBeUndefined()
    expect(await f.uploads.find(kept.fileKey)).toMatchObject({ claimedBy: `assignment#${sent.id}` })
  })

  it('refuses a past deadline on change, a subject change once students submitted, and a crossed save', async () => {
    const sent = await f.compose()
    const body = { ...f.aComposeBody(), id: sent.id }
    expectRefused(
      await f.call('PUT', '/api/assignment/update', {
        token: tokens.faculty,
        body: { ...body, deadLine: deadlineIn(-2) },
      }),
      400,
      'DEADLINE_PASSED',
    )
    await f.submit(sent.id)
    expectRefused(
      await f.call('PUT', '/api/assignment/update', {
        token: tokens.faculty,
        body: { ...body, subjects: [SUBJECTS.maths.id] },
      }),
      409,
      'SUBMISSIONS_EXIST',
    )
    const saves = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        f.call('PUT', '/api/assignment/update', {
          token: tokens.faculty,
          body: { ...body, title: `Title ${n}` },
        }),
      ),
    )
    expect(saves.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(1)
    expect(saves.every(({ status }) => status === 200 || status === 409)).toBe(true)
  })

  it('deletes an assignment with its submissions and every file', async () => {
    const file = await f.upload('brief.pdf')
    const sent = await f.compose({ file })
    const submitted = (await f.submit(sent.id)) as { studentFile: { fileKey: string } }
    expect(await f.ok('DELETE', `/api/assignment/${sent.id}`, { token: tokens.hod })).toEqual({
      deleted: true,
      id: sent.id,
    })
    expect(await f.uploads.find(file.fileKey)).toBeUndefined()
    expect(await f.uploads.find(submitted.studentFile.fileKey)).toBeUndefined()
    expectRefused(
      await f.call('GET', `/api/assignment/${sent.id}`, { token: tokens.faculty }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    )
    const view = await f.ok<{ id: string }[]>('GET', '/api/assignment/view', { token: tokens.student })
    expect(view.map(({ id }) => id)).not.toContain(sent.id)
  })
})

describe('the sent lists', () => {
  it('answer records without table keys, which the legacy client sends back whole to update', async () => {
    const sent = await f.compose({ title: 'Round trip' })
    const listed = (
      await f.ok<Record<string, unknown>[]>('GET', '/api/assignment/sent', { token: tokens.faculty })
    ).find(({ id }) => id === sent.id)!
    expect(Object.keys(listed).filter((key) => /^(pk|sk|gsi\d|__edb)/.test(key))).toEqual([])
    // No attachment: `file: {}`, as the legacy backend answered; the client reads `file.fileKey` on every row.
    expect(listed).toMatchObject({ file: {}, files: [] })
    const saved = await f.ok('PUT', '/api/assignment/update', {
      token: tokens.faculty,
      body: { ...listed, title: 'Round trip, saved' },
    })
    expect(saved).toMatchObject({ id: sent.id, title: 'Round trip, saved' })
  })

  it("lists one's own, an HOD their department's, and refuses anyone else's", async () => {
    const sent = await f.compose({ title: 'Listed' })
    const mine = await f.ok<{ id: string }[]>('GET', '/api/assignment/sent', { token: tokens.faculty })
    expect(mine[0]?.id).toBe(sent.id)
    const legacy = await f.ok<{ id: string }[]>(
      'GET',
      `/api/assignment/sent?filter=createdBy eq${idOf('faculty')} `,
      { token: tokens.faculty },
    )
    expect(legacy.map(({ id }) => id)).toContain(sent.id)
    const department = await f.ok<{ id: string }[]>(
      'GET',
      '/api/assignment/sent?filter=departmentId eq dept-cse',
      {
        token: tokens.hod,
      },
    )
    expect(department.map(({ id }) => id)).toContain(sent.id)
    expectRefused(
      await f.call('GET', '/api/assignment/sent?filter=departmentId eq dept-cse', { token: tokens.otherHod }),
      403,
      'FORBIDDEN',
    )
    expectRefused(
      await f.call('GET', '/api/assignment/sent?filter=departmentId eq dept-cse', { token: tokens.faculty }),
      403,
      'FORBIDDEN',
    )
    expectRefused(
      await f.call('GET', '/api/assignment/sent?filter=title eq x', { token: tokens.faculty }),
      400,
      'LIST_FIELD_NOT_ALLOWED',
    )
  })
})

describe('bad input', () => {
  it('refuses unknown keys, server-owned fields, odd text and huge values with field messages', async () => {
    const send = (body: Record<string, unknown>) =>
      f.call('POST', '/api/assignment/send/', { token: tokens.faculty, body: f.aComposeBody(body) })
    expectInvalid(await send({ remindedCount: 0 }), [
      { path: 'remindedCount', message: '"remindedCount" is not a field this request takes' },
    ])
    expectInvalid(await send({ title: '   ' }), [{ path: 'title', message: 'Title is required' }])
    expect((await send({ title: 'x'.repeat(201) })).status).toBe(400)
    expect((await send({ message: 'y'.repeat(5001) })).status).toBe(400)
    expect((await send({ title: 'Bad \ud800 text' })).status).toBe(400)
    expect((await send({ deadLine: '31-Feb-2030' })).status).toBe(400)
    expect((await send({ submission: 'enable' })).status).toBe(400)
    expect((await send({ subjects: ['a', 'b'] })).status).toBe(400)
    expect((await send({ maxMark: 0 })).status).toBe(400)
    expectRefused(await send({ subjects: 'no-such-subject' }), 400, 'SUBJECT_NOT_FOUND')
    expectRefused(await send({ subjects: SUBJECTS.retired.id }), 409, 'SUBJECT_INACTIVE')
    expectRefused(
      await send({ subjects: SUBJECTS.maths.id, groupIds: [GROUPS.ece] }),
      400,
      'GROUP_NOT_OF_SUBJECT',
    )
    const tamil = await f.compose({ title: 'பயிற்சி ১ — 課題 🎓' })
    expect(tamil.title).toBe('பயிற்சி ১ — 課題 🎓')
  })
})
