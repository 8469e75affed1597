import type { NaacTemplateView, NotApplicableView } from '@campus/core'
import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createNaacEntities, notApplicableIdOf } from '../entities'
// naac's own fixture (functions/naac/testing), which the boundary rule takes for functions/testing.
import { createNaacFixture, type NaacFixture } from '../testing/fixture'
import { createNotApplicableRepository } from './not-applicable.repository'

let f: NaacFixture
let templates: NaacTemplateView[]

beforeAll(async () => {
  f = await createNaacFixture()
  templates = []
  for (const position of ['1', '2', '3'])
    templates.push(await f.createTemplate({ title: `T${position}`, position }))
})

const PATH = '/boot/naacApplicableDepts'

const list = (token = f.tokens.inputter) => f.ok<NotApplicableView[]>('GET', PATH, { token })

/** The legacy client's mark: `{ departmentId: <facultyDeptId>, templateIds: [<templateId>] }`. */
const mark = (departmentId: string, templateIds: string[], token = f.tokens.authorizer) =>
  f.call('POST', PATH, { token, body: { departmentId, templateIds } })

/** The legacy client's record sent back with its `templateIds` changed. */
const set = (id: string, departmentId: string, templateIds: string[], token = f.tokens.authorizer) =>
  f.call('PUT', `${PATH}/${id}`, { token, body: { id, departmentId, templateIds } })

const ids = () => templates.map(({ id }) => id)

describe('marking templates not applicable', () => {
  it("makes the faculty department's record on the first mark, adds to it after, and audits each write", async () => {
    const [first, second] = ids() as [string, string]
    const made = await mark(f.eng, [first])
    expect(made.status).toBe(200)
    expect(made.body).toEqual({ id: notApplicableIdOf(f.eng), departmentId: f.eng, templateIds: [first] })
    const added = await mark(f.eng, [second, first])
    expect(added.body).toEqual({
      id: notApplicableIdOf(f.eng),
      departmentId: f.eng,
      templateIds: [first, second],
    })
    expect(await list()).toEqual([added.body])
    expect(await f.auditOf('notApplicable', notApplicableIdOf(f.eng))).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        before: expect.objectContaining({ templateIds: [first] }),
        after: expect.objectContaining({ templateIds: [first, second] }),
      }),
      expect.objectContaining({ action: 'CREATE', after: expect.objectContaining({ templateIds: [first] }) }),
    ])
  })

  it('writes nothing when every template is marked already', async () => {
    const [first] = ids() as [string]
    await mark(f.eng, [first])
    const audited = (await f.auditOf('notApplicable', notApplicableIdOf(f.eng))).length
    const counts = await f.countCalls(async () => expect((await mark(f.eng, [first])).status).toBe(200))
    expect(counts.byCommand).toEqual({ GetItemCommand: 2 })
    expect(await f.auditOf('notApplicable', notApplicableIdOf(f.eng))).toHaveLength(audited)
  })

  it('stops entries of a marked template and shows the mark on the home screen', async () => {
    const own = await f.createTemplate({ title: 'Marked', criteria: '2' })
    expect((await mark(f.eng, [own.id])).status).toBe(200)
    expectRefused(
      await f.call('POST', '/boot/naac', {
        token: f.tokens.inputter,
        body: { facultyDeptId: f.eng, naacTemplateId: own.id, fields: {} },
      }),
      409,
      'NOT_APPLICABLE',
    )
    const home = await f.ok<{ id: string; notApplicable: boolean }[]>(
      'GET',
      `/boot/naacTemplate/templateByCriteria/2/${f.eng}?query=filter:type eq GENERAL`,
      { token: f.tokens.inputter },
    )
    expect(home).toEqual([expect.objectContaining({ id: own.id, notApplicable: true })])
  })

  it('refuses template ids that name no template, naming them, and writes nothing', async () => {
    const before = await list()
    const response = await mark(f.eng, [ids()[0]!, 'no-such-template', 'nor-this'])
    expectRefused(response, 400, 'TEMPLATE_NOT_FOUND')
    expect(response.body.error?.message).toBe('No such template: no-such-template, nor-this')
    expect(response.body.error?.details).toEqual([
      { path: 'templateIds.1', message: 'No such template: no-such-template' },
      { path: 'templateIds.2', message: 'No such template: nor-this' },
    ])
    expect(await list()).toEqual(before)
  })

  it('lets the administrator mark for any faculty department that exists', async () => {
    const response = await mark(f.sci, [ids()[2]!], f.tokens.admin)
    expect(response.body).toEqual({
      id: notApplicableIdOf(f.sci),
      departmentId: f.sci,
      templateIds: [ids()[2]],
    })
    const unknown = await mark('fd-none', [ids()[0]!], f.tokens.admin)
    expectRefused(unknown, 400, 'FACULTY_DEPT_NOT_FOUND')
    expect(unknown.body.error?.details).toEqual([
      { path: 'departmentId', message: 'No such faculty department' },
    ])
  })

  it('refuses everyone but the administrator and AUTHORIZERs of the faculty department', async () => {
    for (const token of [
      f.tokens.inputter,
      f.tokens.facultyInputter,
      f.tokens.scienceAuthorizer,
      f.tokens.hod,
      f.tokens.otherFaculty,
    ]) {
      const response = await mark(f.eng, [ids()[0]!], token)
      expectRefused(response, 403, 'FORBIDDEN')
    }
    expect((await mark(f.eng, [ids()[0]!], f.tokens.inputter)).body.error?.message).toBe(
      'Only an AUTHORIZER of Engineering may mark templates not applicable.',
    )
    expectRefused(await mark(f.eng, [ids()[0]!], f.tokens.student), 403, 'ROLE_NOT_ALLOWED')
  })

  it('takes the read-back keys and refuses others', async () => {
    const readBack = await f.call('POST', PATH, {
      token: f.tokens.authorizer,
      body: { id: 'whatever', modifiedOn: 1, departmentId: f.eng, templateIds: [ids()[0]] },
    })
    expect(readBack.status).toBe(200)
    expect(readBack.body.id).toBe(notApplicableIdOf(f.eng))
    expectRefused(
      await f.call('POST', PATH, {
        token: f.tokens.authorizer,
        body: { departmentId: f.eng, templateIds: [], facultyId: 'x' },
      }),
      400,
      'UNKNOWN_FIELDS',
    )
    expectRefused(
      await f.call('POST', PATH, {
        token: f.tokens.authorizer,
        body: { departmentId: f.eng, templateIds: 'all' },
      }),
      400,
      'VALIDATION_FAILED',
    )
  })
})

describe('setting the marks exactly', () => {
  it('keeps exactly the ids sent, which unmarks the others', async () => {
    const [first, second, third] = ids() as [string, string, string]
    await mark(f.eng, [first, second])
    const id = notApplicableIdOf(f.eng)
    const response = await set(id, f.eng, [third, second, third])
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ id, departmentId: f.eng, templateIds: [third, second] })
    expect((await list()).find((record) => record.id === id)).toEqual(response.body)
    expect((await set(id, f.eng, [])).body).toEqual({ id, departmentId: f.eng, templateIds: [] })
    const [latest] = await f.auditOf('notApplicable', id)
    expect(latest).toMatchObject({ action: 'UPDATE', after: { templateIds: [] } })
  })

  it("answers 404 for another department's record, an id that is no record's, and a department without one", async () => {
    expectRefused(
      await set(notApplicableIdOf(f.sci), f.eng, [], f.tokens.admin),
      404,
      'NOT_APPLICABLE_RECORD_NOT_FOUND',
    )
    expectRefused(await set('some-id', f.eng, [], f.tokens.admin), 404, 'NOT_APPLICABLE_RECORD_NOT_FOUND')
    expectRefused(
      await set(notApplicableIdOf('fd-none'), 'fd-none', [], f.tokens.admin),
      404,
      'NOT_APPLICABLE_RECORD_NOT_FOUND',
    )
  })

  it('refuses unknown templates with 400 and keeps the record', async () => {
    const id = notApplicableIdOf(f.eng)
    await set(id, f.eng, [ids()[0]!])
    expectRefused(await set(id, f.eng, [ids()[0]!, 'gone']), 400, 'TEMPLATE_NOT_FOUND')
    expect((await list()).find((record) => record.id === id)?.templateIds).toEqual([ids()[0]])
  })

  it('refuses callers who may not mark, before reading the body', async () => {
    const id = notApplicableIdOf(f.eng)
    for (const token of [f.tokens.inputter, f.tokens.scienceAuthorizer, f.tokens.otherFaculty]) {
      const response = await f.call('PUT', `${PATH}/${id}`, { token, body: { nonsense: true } })
      expectRefused(response, 403, 'FORBIDDEN')
    }
    expectRefused(await set(id, f.eng, [], f.tokens.student), 403, 'ROLE_NOT_ALLOWED')
    expect((await set(id, f.eng, [ids()[1]!], f.tokens.admin)).status).toBe(200)
  })
})

describe('marks made at the same time', () => {
  it('keeps every template twelve concurrent marks of one department add', async () => {
    const many: string[] = []
    for (let index = 0; index < 12; index++)
      many.push((await f.createTemplate({ title: `Concurrent ${index}`, criteria: '7' })).id)
    const responses = await Promise.all(
      many.map((templateId, index) =>
        mark(f.sci, [templateId], index % 2 ? f.tokens.scienceAuthorizer : f.tokens.admin),
      ),
    )
    expect(responses.map(({ status }) => status)).toEqual(many.map(() => 200))
    const record = (await list()).find(({ departmentId }) => departmentId === f.sci)!
    expect(new Set(record.templateIds)).toEqual(new Set([ids()[2], ...many]))
    expect(record.templateIds).toHaveLength(many.length + 1)
  })
})

describe('the read entries and imports use', () => {
  it('answers whether a department marked a template with one GetItem', async () => {
    const repository = createNotApplicableRepository(createNaacEntities(f.env.client, f.env.tables.naac))
    await set(notApplicableIdOf(f.eng), f.eng, [ids()[0]!])
    let answers: boolean[] = []
    const counts = await f.countCalls(async () => {
      answers = [await repository.isNotApplicable(f.eng, ids()[0]!)]
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1 })
    answers.push(
      await repository.isNotApplicable(f.eng, ids()[1]!),
      await repository.isNotApplicable('fd-none', ids()[0]!),
    )
    expect(answers).toEqual([true, false, false])
  })

  it('lists every record to staff in one Query beside the session', async () => {
    const counts = await f.countCalls(() => list(f.tokens.otherFaculty))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    expect((await list(f.tokens.hod)).map(({ departmentId }) => departmentId).sort()).toEqual([f.eng, f.sci])
    expectRefused(await f.call('GET', PATH, { token: f.tokens.student }), 403, 'ROLE_NOT_ALLOWED')
  })
})
