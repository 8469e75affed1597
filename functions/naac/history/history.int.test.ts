import type { CommentThreadView, NaacEntryView, NaacHistoryEvent, NaacTemplateView } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
// naac's own fixture (functions/naac/testing), which the boundary rule takes for functions/testing.
import { createNaacFixture, idOf, type NaacFixture, VALUES } from '../testing/fixture'

let f: NaacFixture
let template: NaacTemplateView

beforeAll(async () => {
  f = await createNaacFixture()
  template = await f.createTemplate()
})

const historyOf = (id: string, token = f.tokens.inputter) =>
  f.ok<NaacHistoryEvent[]>('GET', `/boot/naac/${id}/history`, { token })

const actor = (person: 'inputter' | 'authorizer', name: string) => ({
  actorId: idOf(person),
  actorName: name,
  actorType: 'CUSTOM',
})

describe("an entry's timeline", () => {
  it('shows create, edit, approve, comment and close, newest first, with what each changed under its label', async () => {
    const entry = await f.createEntry(template.id)
    await f.ok('PUT', `/boot/naac/${entry.id}`, {
      token: f.tokens.inputter,
      body: { fields: { ...VALUES, programme: 'B.E. CSE (AI)', details: 'Two sections' } },
    })
    await f.ok('PUT', `/boot/naac/${entry.id}`, { token: f.tokens.authorizer, body: { status: 'APPROVED' } })
    const thread = await f.ok<CommentThreadView>('POST', '/boot/comment', {
      token: f.tokens.inputter,
      body: { referenceId: entry.id, status: 'OPEN', comments: [{ comment: 'நன்றி, approved 👍' }] },
    })
    await f.ok('PUT', `/boot/comment/${thread.id}`, {
      token: f.tokens.authorizer,
      body: { ...thread, status: 'CLOSED' },
    })

    const events = await historyOf(entry.id)
    expect(events).toEqual([
      {
        action: 'CLOSE_COMMENTS',
        ...actor('authorizer', 'Anu Authorizer'),
        at: expect.any(Number),
        changes: [{ field: 'commentStatus', label: 'Comment status', before: 'OPEN', after: 'CLOSED' }],
      },
      {
        action: 'COMMENT',
        ...actor('inputter', 'Ishaan Inputter'),
        at: expect.any(Number),
        changes: [{ field: 'comment', label: 'Comment', after: 'நன்றி, approved 👍' }],
      },
      {
        action: 'APPROVE',
        ...actor('authorizer', 'Anu Authorizer'),
        at: expect.any(Number),
        changes: [{ field: 'status', label: 'Status', before: 'WAITING', after: 'APPROVED' }],
      },
      {
        action: 'UPDATE',
        ...actor('inputter', 'Ishaan Inputter'),
        at: expect.any(Number),
        changes: [
          {
            field: 'programme',
            label: 'Programme name',
            before: 'B.E. Computer Science',
            after: 'B.E. CSE (AI)',
          },
          { field: 'details', label: 'Details', after: 'Two sections' },
        ],
      },
      {
        action: 'CREATE',
        ...actor('inputter', 'Ishaan Inputter'),
        at: expect.any(Number),
        changes: [
          { field: 'programme', label: 'Programme name', after: 'B.E. Computer Science' },
          { field: 'year', label: 'Year of introduction', after: '2019' },
          { field: 'startDate', label: 'Date of start', after: '01/06/2019' },
          { field: 'level', label: 'Level', after: 'UG' },
          { field: 'status', label: 'Status', after: 'WAITING' },
        ],
      },
    ])
    const times = events.map(({ at }) => at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times.at(-1)).toBeGreaterThanOrEqual(entry.createdOn)
  })

  it('names files by the name they were uploaded with, and shows a replaced one', async () => {
    const first = await f.upload('Approval letter.pdf')
    const entry = await f.createEntry(template.id, { ...VALUES, proof: first })
    const second = await f.upload('Revised letter.pdf')
    await f.ok('PUT', `/boot/naac/${entry.id}`, {
      token: f.tokens.inputter,
      body: { fields: { ...VALUES, proof: second } },
    })
    const [update, create] = await historyOf(entry.id)
    expect(update!.changes).toEqual([
      { field: 'proof', label: 'Proof', before: 'Approval letter.pdf', after: 'Revised letter.pdf' },
    ])
    expect(create!.changes).toContainEqual({ field: 'proof', label: 'Proof', after: 'Approval letter.pdf' })
  })

  it('falls back to the key for a field the form does not have, and to the id for an actor without a name', async () => {
    const entry = await f.createEntry(template.id)
    await createAuditLog(f.env.client, f.env.tables.naac).write({
      entityType: 'entry',
      entityId: entry.id,
      action: 'IMPORT',
      actorId: 'job-runner',
      actorType: 'SYSTEM',
      at: Date.now() + 1000,
      after: {
        fields: { oldKey: 'kept from an old form', proof: { fileKey: 'naac/x/letter.pdf' } },
        status: 'WAITING',
      },
    })
    const [imported] = await historyOf(entry.id)
    expect(imported).toEqual({
      action: 'IMPORT',
      actorId: 'job-runner',
      actorName: 'job-runner',
      actorType: 'SYSTEM',
      at: expect.any(Number),
      changes: [
        { field: 'proof', label: 'Proof', after: 'naac/x/letter.pdf' },
        { field: 'oldKey', label: 'oldKey', after: 'kept from an old form' },
        { field: 'status', label: 'Status', after: 'WAITING' },
      ],
    })
  })

  it('reads the entry, then its form and the two audit Queries', async () => {
    const entry = await f.createEntry(template.id)
    const counts = await f.countCalls(() => historyOf(entry.id, f.tokens.admin))
    expect(counts.byCommand).toEqual({ GetItemCommand: 3, QueryCommand: 2 })
  })
})

describe('who may read the timeline', () => {
  let entry: NaacEntryView
  beforeAll(async () => {
    entry = await f.createEntry(template.id)
  })

  it('is the administrator and the roles of the entry’s faculty department', async () => {
    for (const token of [f.tokens.admin, f.tokens.inputter, f.tokens.authorizer, f.tokens.facultyInputter])
      expect(await historyOf(entry.id, token)).toEqual([expect.objectContaining({ action: 'CREATE' })])
  })

  it('refuses other staff with the legacy words and students at the door', async () => {
    for (const token of [f.tokens.scienceAuthorizer, f.tokens.otherFaculty, f.tokens.hod, f.tokens.custom]) {
      const response = await f.call('GET', `/boot/naac/${entry.id}/history`, { token })
      expectRefused(response, 403, 'FORBIDDEN')
      expect(response.body.error?.message).toBe(
        'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.',
      )
    }
    expectRefused(
      await f.call('GET', `/boot/naac/${entry.id}/history`, { token: f.tokens.student }),
      403,
      'ROLE_NOT_ALLOWED',
    )
  })

  it('answers 404 for an entry that does not exist', async () => {
    expectRefused(
      await f.call('GET', '/boot/naac/no-such-entry/history', { token: f.tokens.admin }),
      404,
      'ENTRY_NOT_FOUND',
    )
  })
})
