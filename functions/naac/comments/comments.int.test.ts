import type { CommentThreadView, NaacEntryView, NaacTemplateView } from '@campus/core'
import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createNaacEntities, threadIdOf } from '../entities'
// naac's own fixture (functions/naac/testing), which the boundary rule takes for functions/testing.
import { createNaacFixture, idOf, type NaacFixture } from '../testing/fixture'
import { createCommentsRepository } from './comments.repository'

let f: NaacFixture
let template: NaacTemplateView

beforeAll(async () => {
  f = await createNaacFixture()
  template = await f.createTemplate()
})

const NO_ROLE = 'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.'

const threadsOf = (entryId: string, token = f.tokens.admin) =>
  f.ok<CommentThreadView[]>('GET', `/boot/comment?query=filter:referenceId eq ${entryId}`, { token })

/** The legacy client's first comment: `{ referenceId, status: 'OPEN', comments: [{ comment, userId, date }] }`. */
const post = (entryId: string, comment: string, token = f.tokens.inputter) =>
  f.call('POST', '/boot/comment', {
    token,
    body: {
      referenceId: entryId,
      status: 'OPEN',
      comments: [{ comment, userId: idOf('inputter'), date: 1 }],
    },
  })

/** The legacy client's next comment: the thread it read, with the comment at its end and OPEN. */
const send = (thread: CommentThreadView, comment: string, token = f.tokens.inputter) =>
  f.call('PUT', `/boot/comment/${thread.id}`, {
    token,
    body: {
      ...thread,
      status: 'OPEN',
      comments: [...thread.comments, { comment, userId: 'x', date: Date.now() }],
    },
  })

const close = (thread: CommentThreadView, token = f.tokens.authorizer) =>
  f.call('PUT', `/boot/comment/${thread.id}`, { token, body: { ...thread, status: 'CLOSED' } })

const entryOf = (id: string) => f.ok<NaacEntryView>('GET', `/boot/naac/${id}`, { token: f.tokens.admin })

/** An entry of its own template, so its counters count its comments alone. */
async function freshEntry() {
  const own = await f.createTemplate({ title: 'Own counters' })
  return { template: own, entry: await f.createEntry(own.id) }
}

describe('the first comment on an entry', () => {
  it("makes the entry's thread with the caller's comment, dated by the server, whatever the body says", async () => {
    const { template: own, entry } = await freshEntry()
    const before = Date.now()
    const response = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: {
        referenceId: entry.id,
        status: 'OPEN',
        comments: [
          { comment: '  Please attach the proof.  ', userId: idOf('admin'), userName: 'Mallory', date: 5 },
        ],
      },
    })
    expect(response.status).toBe(200)
    const thread = response.body as unknown as CommentThreadView
    expect(thread).toEqual({
      id: threadIdOf(entry.id),
      referenceId: entry.id,
      status: 'OPEN',
      comments: [
        {
          comment: 'Please attach the proof.',
          userId: idOf('inputter'),
          userName: 'Ishaan Inputter',
          date: expect.any(Number),
        },
      ],
    })
    expect(thread.comments[0]!.date).toBeGreaterThanOrEqual(before)
    expect(thread.comments[0]!.date).toBeLessThanOrEqual(Date.now())
    expect(await threadsOf(entry.id)).toEqual([thread])
    expect(await f.ok('GET', `/boot/comment/${thread.id}`, { token: f.tokens.authorizer })).toEqual(thread)
    expect((await entryOf(entry.id)).commentStatus).toBe('OPEN')
    expect((await f.countsOf(own.id)).commentCount).toBe(1)
    expect(await f.auditOf('thread', thread.id)).toEqual([
      expect.objectContaining({
        action: 'COMMENT',
        actorId: idOf('inputter'),
        actorName: 'Ishaan Inputter',
        after: { referenceId: entry.id, status: 'OPEN', comments: thread.comments },
      }),
    ])
  })

  it('appends to the thread a second POST for the same entry finds', async () => {
    const { template: own, entry } = await freshEntry()
    expect((await post(entry.id, 'First')).status).toBe(200)
    const second = await post(entry.id, 'Second, from another window', f.tokens.authorizer)
    expect(second.status).toBe(200)
    expect((second.body as unknown as CommentThreadView).comments).toEqual([
      expect.objectContaining({ comment: 'First', userId: idOf('inputter') }),
      expect.objectContaining({
        comment: 'Second, from another window',
        userId: idOf('authorizer'),
        userName: 'Anu Authorizer',
      }),
    ])
    expect((await f.countsOf(own.id)).commentCount).toBe(2)
  })

  it('answers [] for an entry without a thread, and 404 for its thread by id', async () => {
    const entry = await f.createEntry(template.id)
    expect(await threadsOf(entry.id)).toEqual([])
    expectRefused(
      await f.call('GET', `/boot/comment/${threadIdOf(entry.id)}`, { token: f.tokens.inputter }),
      404,
      'COMMENT_THREAD_NOT_FOUND',
    )
    expectRefused(
      await f.call('GET', '/boot/comment/not-a-thread', { token: f.tokens.admin }),
      404,
      'COMMENT_THREAD_NOT_FOUND',
    )
  })

  it('refuses an unknown entry: 404 to read, 400 naming referenceId to comment', async () => {
    expectRefused(
      await f.call('GET', '/boot/comment?query=filter:referenceId eq no-such-entry', {
        token: f.tokens.admin,
      }),
      404,
      'ENTRY_NOT_FOUND',
    )
    const response = await post('no-such-entry', 'Hello')
    expectRefused(response, 400, 'ENTRY_NOT_FOUND')
    expect(response.body.error?.details).toEqual([{ path: 'referenceId', message: 'No such entry' }])
  })

  it('needs the entry named: the list without referenceId is a 400, another filter a 400 naming referenceId', async () => {
    expectRefused(
      await f.call('GET', '/boot/comment', { token: f.tokens.admin }),
      400,
      'LIST_FILTER_REQUIRED',
    )
    const other = await f.call('GET', '/boot/comment?query=filter:status eq OPEN', { token: f.tokens.admin })
    expectRefused(other, 400, 'LIST_FIELD_NOT_ALLOWED')
    expect(other.body.error?.message).toContain('referenceId')
  })

  it('reads the thread in one Query beside the session', async () => {
    const entry = await f.createEntry(template.id)
    await post(entry.id, 'Counted')
    const counts = await f.countCalls(() => threadsOf(entry.id, f.tokens.authorizer))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('the legacy client sending the thread back', () => {
  it('appends only the comments the thread does not hold, as the caller’s, and keeps the read-back keys out', async () => {
    const { template: own, entry } = await freshEntry()
    const first = (await post(entry.id, 'First')).body as unknown as CommentThreadView
    const response = await f.call('PUT', `/boot/comment/${first.id}`, {
      token: f.tokens.authorizer,
      body: {
        ...first,
        createdOn: 1,
        modifiedOn: 2,
        status: 'OPEN',
        comments: [...first.comments, { comment: 'Looks fine', userId: idOf('inputter'), date: 7 }],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      ...first,
      comments: [
        first.comments[0],
        {
          comment: 'Looks fine',
          userId: idOf('authorizer'),
          userName: 'Anu Authorizer',
          date: expect.any(Number),
        },
      ],
    })
    expect((await f.countsOf(own.id)).commentCount).toBe(2)
  })

  it('keeps a stored comment the client sent back changed as a new one, never rewriting the old', async () => {
    const entry = await f.createEntry(template.id)
    const first = (await post(entry.id, 'Original')).body as unknown as CommentThreadView
    const edited = { ...first.comments[0]!, comment: 'Rewritten' }
    const after = await f.ok<CommentThreadView>('PUT', `/boot/comment/${first.id}`, {
      token: f.tokens.inputter,
      body: { ...first, comments: [edited] },
    })
    expect(after.comments.map(({ comment }) => comment)).toEqual(['Original', 'Rewritten'])
  })

  it('writes nothing for a thread sent back unchanged', async () => {
    const entry = await f.createEntry(template.id)
    const first = (await post(entry.id, 'Only')).body as unknown as CommentThreadView
    const counts = await f.countCalls(async () => {
      expect(
        await f.ok('PUT', `/boot/comment/${first.id}`, { token: f.tokens.inputter, body: first }),
      ).toEqual(first)
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    expect(await f.auditOf('thread', first.id)).toHaveLength(1)
  })

  it('answers 404 for a thread the entry does not have', async () => {
    const entry = await f.createEntry(template.id)
    const body = {
      id: threadIdOf(entry.id),
      referenceId: entry.id,
      status: 'OPEN',
      comments: [{ comment: 'Hi' }],
    }
    expectRefused(
      await f.call('PUT', `/boot/comment/${threadIdOf(entry.id)}`, { token: f.tokens.inputter, body }),
      404,
      'COMMENT_THREAD_NOT_FOUND',
    )
  })
})

describe('closing and reopening', () => {
  it("lets an AUTHORIZER close the thread, which the entry's comment status shows, and audits it", async () => {
    const entry = await f.createEntry(template.id)
    const open = (await post(entry.id, 'Please fix the year')).body as unknown as CommentThreadView
    const closed = await close(open)
    expect(closed.status).toBe(200)
    expect(closed.body).toEqual({ ...open, status: 'CLOSED' })
    expect((await entryOf(entry.id)).commentStatus).toBe('CLOSED')
    expect((await f.auditOf('thread', open.id)).map(({ action }) => action)).toEqual([
      'CLOSE_COMMENTS',
      'COMMENT',
    ])
    // Closing a closed thread changes nothing and is no error.
    expect((await close({ ...open, status: 'CLOSED' })).status).toBe(200)
    expect(await f.auditOf('thread', open.id)).toHaveLength(2)
  })

  it('refuses an INPUTTER closing with 403, and leaves the thread open', async () => {
    const entry = await f.createEntry(template.id)
    const open = (await post(entry.id, 'Open')).body as unknown as CommentThreadView
    expectRefused(await close(open, f.tokens.inputter), 403, 'FORBIDDEN')
    expectRefused(await close(open, f.tokens.facultyInputter), 403, 'FORBIDDEN')
    expect((await threadsOf(entry.id))[0]!.status).toBe('OPEN')
  })

  it('reopens a closed thread when anyone with a role comments', async () => {
    const { template: own, entry } = await freshEntry()
    const open = (await post(entry.id, 'One')).body as unknown as CommentThreadView
    const closed = (await close(open)).body as unknown as CommentThreadView
    const reopened = await send(closed, 'Two, after closing')
    expect(reopened.status).toBe(200)
    expect(reopened.body).toMatchObject({
      status: 'OPEN',
      comments: [{ comment: 'One' }, { comment: 'Two, after closing' }],
    })
    expect((await entryOf(entry.id)).commentStatus).toBe('OPEN')
    expect((await f.countsOf(own.id)).commentCount).toBe(2)
    // A POST on a closed thread reopens it too.
    await close(reopened.body as unknown as CommentThreadView)
    expect(((await post(entry.id, 'Three')).body as unknown as CommentThreadView).status).toBe('OPEN')
  })

  it('lets an AUTHORIZER close with a last comment', async () => {
    const entry = await f.createEntry(template.id)
    const open = (await post(entry.id, 'Question')).body as unknown as CommentThreadView
    const response = await f.call('PUT', `/boot/comment/${open.id}`, {
      token: f.tokens.authorizer,
      body: { ...open, status: 'CLOSED', comments: [...open.comments, { comment: 'Answered, closing.' }] },
    })
    expect(response.body).toMatchObject({
      status: 'CLOSED',
      comments: [{ comment: 'Question' }, { comment: 'Answered, closing.' }],
    })
  })
})

describe('who may read and write a thread', () => {
  let thread: CommentThreadView
  let entryId: string
  beforeAll(async () => {
    entryId = (await f.createEntry(template.id)).id
    thread = (await post(entryId, 'Role check')).body as unknown as CommentThreadView
  })

  it('lets the administrator and every role of the faculty department read it', async () => {
    for (const token of [f.tokens.admin, f.tokens.inputter, f.tokens.authorizer, f.tokens.facultyInputter]) {
      expect(await threadsOf(entryId, token)).toEqual([expect.objectContaining({ id: thread.id })])
      expect(await f.ok('GET', `/boot/comment/${thread.id}`, { token })).toMatchObject({ id: thread.id })
    }
  })

  it('refuses staff without a role of the faculty department with the legacy words', async () => {
    for (const token of [f.tokens.otherFaculty, f.tokens.hod, f.tokens.custom, f.tokens.scienceAuthorizer]) {
      const list = await f.call('GET', `/boot/comment?query=filter:referenceId eq ${entryId}`, { token })
      expectRefused(list, 403, 'FORBIDDEN')
      expect(list.body.error?.message).toBe(NO_ROLE)
      expectRefused(await f.call('GET', `/boot/comment/${thread.id}`, { token }), 403, 'FORBIDDEN')
      expectRefused(await post(entryId, 'Not mine', token), 403, 'FORBIDDEN')
      expectRefused(await send(thread, 'Not mine', token), 403, 'FORBIDDEN')
    }
  })

  it('lets the administrator read but not comment without a role', async () => {
    expectRefused(await post(entryId, 'Admin says', f.tokens.admin), 403, 'FORBIDDEN')
    expectRefused(await send(thread, 'Admin says', f.tokens.admin), 403, 'FORBIDDEN')
  })

  it('lets a faculty member who is an INPUTTER comment', async () => {
    expect((await send(thread, 'From a faculty inputter', f.tokens.facultyInputter)).status).toBe(200)
  })

  it('refuses students at the door', async () => {
    expectRefused(
      await f.call('GET', `/boot/comment?query=filter:referenceId eq ${entryId}`, {
        token: f.tokens.student,
      }),
      403,
      'ROLE_NOT_ALLOWED',
    )
    expectRefused(await post(entryId, 'Student', f.tokens.student), 403, 'ROLE_NOT_ALLOWED')
    expectRefused(await send(thread, 'Student', f.tokens.student), 403, 'ROLE_NOT_ALLOWED')
  })

  it('refuses a writer without a role before reading the body', async () => {
    const response = await f.call('PUT', `/boot/comment/${thread.id}`, {
      token: f.tokens.otherFaculty,
      body: { nonsense: true },
    })
    expectRefused(response, 403, 'FORBIDDEN')
  })
})

describe('what a comment may hold', () => {
  let entryId: string
  beforeAll(async () => {
    entryId = (await f.createEntry(template.id)).id
  })

  it('takes 2000 characters and refuses 2001', async () => {
    expect((await post(entryId, 'a'.repeat(2000))).status).toBe(200)
    const long = await post(entryId, 'a'.repeat(2001))
    expectRefused(long, 400, 'VALIDATION_FAILED')
    expect(long.body.error?.details).toEqual([
      { path: 'comments.0.comment', message: 'Comment must be at most 2000 characters' },
    ])
  })

  it('refuses an empty comment, no comments, and a new thread that is not OPEN', async () => {
    expectRefused(await post(entryId, '   '), 400, 'VALIDATION_FAILED')
    const none = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: { referenceId: entryId, comments: [] },
    })
    expectRefused(none, 400, 'VALIDATION_FAILED')
    const closed = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: { referenceId: entryId, status: 'CLOSED', comments: [{ comment: 'x' }] },
    })
    expectRefused(closed, 400, 'VALIDATION_FAILED')
  })

  it('refuses keys it does not know, in the thread and in a comment', async () => {
    const top = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: { referenceId: entryId, comments: [{ comment: 'x' }], priority: 'high' },
    })
    expectRefused(top, 400, 'UNKNOWN_FIELDS')
    const inner = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: { referenceId: entryId, comments: [{ comment: 'x', pinned: true }] },
    })
    expectRefused(inner, 400, 'UNKNOWN_FIELDS')
    const thread = (await threadsOf(entryId))[0]!
    const put = await f.call('PUT', `/boot/comment/${thread.id}`, {
      token: f.tokens.inputter,
      body: { ...thread, locked: true },
    })
    expectRefused(put, 400, 'UNKNOWN_FIELDS')
  })

  it('refuses a lone surrogate and keeps Tamil and emoji as sent', async () => {
    const lone = await f.call('POST', '/boot/comment', {
      token: f.tokens.inputter,
      rawBody: `{"referenceId":"${entryId}","comments":[{"comment":"bad \\ud800 text"}]}`,
    })
    expectRefused(lone, 400, 'VALIDATION_FAILED')
    const text = 'சான்று இணைக்கவும் 🙏🏽👍'
    const kept = await post(entryId, text)
    expect((kept.body as unknown as CommentThreadView).comments.at(-1)!.comment).toBe(text)
    expect((await threadsOf(entryId))[0]!.comments.at(-1)!.comment).toBe(text)
  })

  it('refuses a thread status it does not know', async () => {
    const thread = (await threadsOf(entryId))[0]!
    const response = await f.call('PUT', `/boot/comment/${thread.id}`, {
      token: f.tokens.authorizer,
      body: { ...thread, status: 'ARCHIVED' },
    })
    expectRefused(response, 400, 'VALIDATION_FAILED')
  })
})

describe('comments sent at the same time', () => {
  it('keeps all 20 comments sent back on the same read of the thread, and counts them', async () => {
    const { template: own, entry } = await freshEntry()
    const read = (await post(entry.id, 'Opening')).body as unknown as CommentThreadView
    const tokens = [f.tokens.inputter, f.tokens.authorizer, f.tokens.facultyInputter]
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(read, `Concurrent ${index}`, tokens[index % tokens.length]),
      ),
    )
    expect(responses.map(({ status }) => status)).toEqual(Array.from({ length: 20 }, () => 200))
    const [thread] = await threadsOf(entry.id)
    expect(thread!.comments).toHaveLength(21)
    expect(new Set(thread!.comments.map(({ comment }) => comment))).toEqual(
      new Set(['Opening', ...Array.from({ length: 20 }, (_, index) => `Concurrent ${index}`)]),
    )
    expect((await f.countsOf(own.id)).commentCount).toBe(21)
  })

  it('makes one thread of 20 first comments sent at once', async () => {
    const { template: own, entry } = await freshEntry()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(entry.id, `First ${index}`, index % 2 ? f.tokens.authorizer : f.tokens.inputter),
      ),
    )
    expect(responses.map(({ status }) => status)).toEqual(Array.from({ length: 20 }, () => 200))
    const threads = await threadsOf(entry.id)
    expect(threads).toHaveLength(1)
    expect(threads[0]!.comments).toHaveLength(20)
    expect((await f.countsOf(own.id)).commentCount).toBe(20)
    expect(await f.auditOf('thread', threads[0]!.id)).toHaveLength(20)
  })
})

describe('a thread and its entry', () => {
  it('never brings back a deleted entry when setting its comment status', async () => {
    const entry = await f.createEntry(template.id)
    await post(entry.id, 'Before deletion')
    expect(await f.ok('DELETE', `/boot/naac/${entry.id}`, { token: f.tokens.inputter })).toBe(true)
    const repository = createCommentsRepository(
      createNaacEntities(f.env.client, f.env.tables.naac),
      f.env.client,
      f.env.tables.naac,
    )
    expect(await repository.markEntry(entry.id, 'OPEN')).toBe(false)
    expect((await repository.entryWithThread(entry.id)).entry).toBeUndefined()
    expectRefused(await post(entry.id, 'After deletion'), 400, 'ENTRY_NOT_FOUND')
  })

  it('refuses a thread grown past what one item holds with 409 THREAD_FULL', async () => {
    const entry = await f.createEntry(template.id)
    // About 200 comments of 2000 characters fill DynamoDB's 400 KB item (fewer in Tamil, three bytes a letter).
    const long = 'a'.repeat(2000)
    let response = await post(entry.id, long)
    let held = 0
    for (let round = 0; round < 15 && response.status === 200; round++) {
      const thread = response.body as unknown as CommentThreadView
      held = thread.comments.length
      response = await f.call('PUT', `/boot/comment/${thread.id}`, {
        token: f.tokens.inputter,
        body: {
          ...thread,
          comments: [...thread.comments, ...Array.from({ length: 20 }, () => ({ comment: long }))],
        },
      })
    }
    expectRefused(response, 409, 'THREAD_FULL')
    expect((await threadsOf(entry.id))[0]!.comments).toHaveLength(held)
  })
})
