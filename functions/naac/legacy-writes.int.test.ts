import type { CommentThreadView, NaacEntryView, NaacTemplateView, NotApplicableView } from '@campus/core'
import { afterAll, describe, expect, it } from 'vitest'
import { excelCalls, goodRow, SHEET_HEADERS, workbookOf } from './imports/testing/workbooks'
import { createNaacFixture, VALUES } from './testing/fixture'

/**
 * The legacy client's NAAC and comment writes (legacy-client.md 2.5 and 2.6), each with the body it sends:
 * records go back whole, as the server answered them.
 */
const f = await createNaacFixture()
const { admin, inputter, authorizer } = f.tokens
afterAll(() => expect(f.jobs.errors).toEqual([]))

const template = await f.createTemplate()
await f.jobs.done()
const entryOf = (id: string) =>
  f.ok<NaacEntryView>('GET', `/boot/naac/getNaacByIdWithLabel/${id}`, { token: inputter })
const entryIds = async () =>
  (
    await f.ok<NaacEntryView[]>(
      'GET',
      `/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq ${template.id},facultyDeptId eq ${f.eng}`,
      { token: inputter },
    )
  ).map(({ id }) => id)

describe('the legacy template writes', () => {
  it('creates a template, and updates it with the whole template sent back', async () => {
    const jsonFile = await f.uploadForm()
    const body = { title: 'Seminars', description: 'd', position: '2', type: 'GENERAL', criteria: '1' }
    const created = await f.call('POST', '/boot/naacTemplate', {
      token: admin,
      body: { ...body, subCriteria: '1.2.1', jsonFile },
    })
    expect(created.status).toBe(200)
    const id = String(created.body.id)
    const whole = await f.ok<NaacTemplateView>('GET', `/boot/naacTemplate/${id}`, { token: admin })
    const updated = await f.call('PUT', `/boot/naacTemplate/${id}`, {
      token: admin,
      body: { ...whole, title: 'Seminars held' },
    })
    expect(updated.status).toBe(200)
    expect(await f.ok('GET', `/boot/naacTemplate/${id}`, { token: admin })).toMatchObject({
      title: 'Seminars held',
    })
    await f.jobs.done()
  })
})

describe('the legacy entry writes', () => {
  it('creates an entry with a file, and sends it back whole with changed fields', async () => {
    const proof = await f.upload()
    const created = await f.call('POST', '/boot/naac', {
      token: inputter,
      body: {
        facultyDeptId: f.eng,
        naacTemplateId: template.id,
        status: 'WAITING',
        fields: { ...VALUES, proof, jsonVersion: '1' },
      },
    })
    expect(created.status).toBe(200)
    const whole = await entryOf(String(created.body.id))
    const updated = await f.call('PUT', `/boot/naac/${whole.id}`, {
      token: inputter,
      body: { ...whole, fields: { ...whole.fields, programme: 'B.E. Civil' } },
    })
    expect(updated.status).toBe(200)
    expect((await entryOf(whole.id)).fields).toMatchObject({
      programme: 'B.E. Civil',
      proof: { fileKey: proof.fileKey },
    })
    const approved = await f.call('PUT', `/boot/naac/${whole.id}`, {
      token: authorizer,
      body: { ...(await entryOf(whole.id)), status: 'APPROVED' },
    })
    expect(approved.status).toBe(200)
    expect((await entryOf(whole.id)).status).toBe('APPROVED')
  })

  it('approves and deletes entries by id lists, and deletes one by id', async () => {
    const [first, second, third] = [
      await f.createEntry(template.id),
      await f.createEntry(template.id),
      await f.createEntry(template.id),
    ]
    expect(
      (await f.call('PUT', '/boot/naac/approvalUpdate', { token: authorizer, body: [first.id, second.id] }))
        .status,
    ).toBe(200)
    expect((await entryOf(second.id)).status).toBe('APPROVED')
    expect(
      (await f.call('PUT', '/boot/naac/deleteNaacs', { token: inputter, body: [first.id, second.id] }))
        .status,
    ).toBe(200)
    expect((await f.call('DELETE', `/boot/naac/${third.id}`, { token: inputter })).status).toBe(200)
    expect(await entryIds()).not.toEqual(expect.arrayContaining([first.id]))
    expect((await entryIds()).filter((id) => [first.id, second.id, third.id].includes(id))).toEqual([])
  })

  it('imports a workbook, answering "SUCCESS"', async () => {
    const before = (await entryIds()).length
    const answer = await excelCalls(f).legacyImport(
      template.id,
      await workbookOf(SHEET_HEADERS, [goodRow(1)]),
    )
    expect(answer).toMatchObject({ status: 200, body: 'SUCCESS' })
    expect(await entryIds()).toHaveLength(before + 1)
  })
})

describe('the legacy comment writes', () => {
  it('opens a thread, adds a comment to the thread as read, and closes it', async () => {
    const entry = await f.createEntry(template.id)
    const opened = await f.call('POST', '/boot/comment', {
      token: authorizer,
      body: {
        referenceId: entry.id,
        status: 'OPEN',
        comments: [{ comment: 'Attach proof', userId: 'id-authorizer', date: Date.now() }],
      },
    })
    expect(opened.status).toBe(200)
    const thread = () =>
      f.ok<CommentThreadView[]>('GET', `/boot/comment?query=filter:referenceId eq ${entry.id}`, {
        token: inputter,
      })
    const [read] = await thread()
    const replied = await f.call('PUT', `/boot/comment/${read!.id}`, {
      token: inputter,
      body: {
        ...read,
        status: 'OPEN',
        comments: [...read!.comments, { comment: 'Done', userId: 'id-inputter', date: Date.now() }],
      },
    })
    expect(replied.status).toBe(200)
    const [answered] = await thread()
    expect(answered!.comments.map(({ comment }) => comment)).toEqual(['Attach proof', 'Done'])
    const closed = await f.call('PUT', `/boot/comment/${read!.id}`, {
      token: authorizer,
      body: { ...answered, status: 'CLOSED' },
    })
    expect(closed.status).toBe(200)
    expect((await thread())[0]!.status).toBe('CLOSED')
  })
})

describe('the legacy not-applicable and merge writes', () => {
  it('marks templates not applicable, then sends the record back with other templates', async () => {
    const marked = await f.call('POST', '/boot/naacApplicableDepts', {
      token: authorizer,
      body: { departmentId: f.eng, templateIds: [template.id] },
    })
    expect(marked.status).toBe(200)
    const listed = async () =>
      (await f.ok<NotApplicableView[]>('GET', '/boot/naacApplicableDepts', { token: authorizer })).find(
        ({ departmentId }) => departmentId === f.eng,
      )!
    const record = await listed()
    const updated = await f.call('PUT', `/boot/naacApplicableDepts/${record.id}`, {
      token: authorizer,
      body: { ...record, templateIds: [] },
    })
    expect(updated.status).toBe(200)
    expect((await listed()).templateIds).toEqual([])
  })

  it.each([
    ['/boot/naac/download-request', '/boot/naac-request', 'facultyId', 'fac-tech'],
    ['/boot/naac/download-facultyDept-request', '/boot/naac-facultyDept-request', 'facultyDeptId', 'fd-eng'],
  ])(
    'queues a new merge with the request read from %s sent back PROCESSING',
    async (start, requests, key, id) => {
      expect(
        (await f.call('GET', `${start}?${key}=${id}&naacTemplateId=${template.id}`, { token: admin })).status,
      ).toBe(200)
      await f.jobs.done()
      const listed = () =>
        f.ok<{ id: string; status: string }[]>(
          'GET',
          `${requests}?query=filter:naacTemplateId eq ${template.id},${key} eq ${id}`,
          {
            token: admin,
          },
        )
      const [request] = await listed()
      expect(request?.status).toBe('COMPLETED')
      const queued = await f.call('PUT', `${requests}/${request!.id}`, {
        token: admin,
        body: { ...request, status: 'PROCESSING' },
      })
      expect(queued.status).toBe(200)
      expect((await listed())[0]!.status).toBe('PROCESSING')
    },
  )
})
