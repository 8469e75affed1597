import type { NaacEntryView, NaacTemplateView } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { createNaacFixture, FACULTY_DEPTS, VALUES } from './testing/fixture'

const f = await createNaacFixture()
const { tokens } = f

const listOf = (templateId: string, token = tokens.inputter, paging = '') =>
  f.ok<NaacEntryView[]>(
    'GET',
    `/boot/naac/getNaacWithLabel?query=${paging}filter:naacTemplateId eq ${templateId},facultyDeptId eq ${f.eng}`,
    { token },
  )

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error

describe('NAAC entries', () => {
  it('takes an entry with a file and a date, WAITING, and answers it with labels and a file link', async () => {
    const template = await f.createTemplate()
    const proof = await f.upload('Proof of approval.pdf')
    const entry = await f.createEntry(template.id, {
      ...VALUES,
      details: 'நிரல் — approved by the board 🎓',
      proof: { versionId: proof.versionId, fileKey: proof.fileKey },
      jsonVersion: '1',
    })
    expect(entry).toMatchObject({
      naacTemplateId: template.id,
      facultyDeptId: f.eng,
      title: template.title,
      status: 'WAITING',
      version: 1,
      createdByName: 'Ishaan Inputter',
      fields: { programme: VALUES.programme, startDate: '01/06/2019', jsonVersion: '1' },
    })
    expect(entry.fieldValues.startDate).toMatchObject({
      label: 'Date of start',
      type: 'date',
      value: '01/06/2019',
    })
    expect(entry.fieldValues.details?.value).toBe('நிரல் — approved by the board 🎓')
    expect(entry.fieldValues.level?.options).toEqual({ myArrayList: ['UG', 'PG', 'PhD'] })
    expect(entry.fieldValues.proof).toMatchObject({
      label: 'Proof',
      type: 'file',
      fileKey: expect.any(String) as string,
      url: expect.stringContaining('http') as string,
    })
    expect(entry.fieldValues).not.toHaveProperty('heading')
    expect(await f.countsOf(template.id)).toEqual({
      submitted: 1,
      waiting: 1,
      approved: 0,
      unApproved: 0,
      commentCount: 0,
    })
    // Reads answer the same entry (links are signed afresh on each read).
    const withoutLinks = (view: unknown) => JSON.stringify(view).replace(/"url":"[^"]*"/g, '')
    const [listed] = await listOf(template.id)
    expect(withoutLinks(listed)).toBe(withoutLinks(entry))
    const byId = await f.ok('GET', `/boot/naac/getNaacByIdWithLabel/${entry.id}`, {
      token: tokens.authorizer,
    })
    expect(withoutLinks(byId)).toBe(withoutLinks(entry))
  })

  it('checks every value against the form and names each refused field', async () => {
    const template = await f.createTemplate()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALUES, startDate: '2019-06-01' }, 'Date of start: use the date format dd/MM/yyyy (30/10/1994)'],
      [{ ...VALUES, startDate: '31/02/2019' }, 'Date of start: use the date format dd/MM/yyyy (30/10/1994)'],
      [{ ...VALUES, year: 'twenty' }, 'Year of introduction must be a number'],
      [{ ...VALUES, level: 'Diploma' }, 'Level must be one of: UG, PG, PhD'],
      [{ ...VALUES, programme: '  ' }, 'Programme name is required'],
      [{ ...VALUES, colour: 'red' }, 'colour is not a field of this form'],
      [{ ...VALUES, programme: { versionId: 'v', fileKey: 'k' } }, 'Programme name takes text, not a file'],
    ]
    for (const [fields, message] of cases) {
      const response = await f.call('POST', '/boot/naac', {
        token: tokens.inputter,
        body: { facultyDeptId: f.eng, naacTemplateId: template.id, fields },
      })
      expect(response.status, message).toBe(400)
      expect(errorOf(response.body).message).toBe(message)
    }
    const broken = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: template.id, fields: { ...VALUES, details: '\ud800' } },
    })
    expect(broken.status).toBe(400)
    const approved = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: template.id, status: 'APPROVED', fields: VALUES },
    })
    expect(approved.status).toBe(400)
    const unknownKey = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: template.id, fields: VALUES, owner: 'mine' },
    })
    expect(unknownKey.status).toBe(400)
    const noTemplate = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: 'nope', fields: VALUES },
    })
    expect(errorOf(noTemplate.body).code).toBe('TEMPLATE_NOT_FOUND')
    expect((await f.countsOf(template.id)).submitted).toBe(0)
  })

  it("asks for a required file in the legacy client's words and refuses a file of another type", async () => {
    const template = await f.createTemplate(
      {},
      {
        fields: { proof: { label: 'Sanction letter', type: 'file', required: 'true', regex: '(pdf|PDF)' } },
      },
    )
    const missing = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: template.id, fields: {} },
    })
    expect(errorOf(missing.body).message).toBe('Sanction letter  required')
    const picture = await f.upload('letter.docx', 'PK\u0003\u0004 word')
    const wrongType = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: {
        facultyDeptId: f.eng,
        naacTemplateId: template.id,
        fields: { proof: { versionId: picture.versionId, fileKey: picture.fileKey } },
      },
    })
    expect(wrongType.status).toBe(400)
    expect(errorOf(wrongType.body).code).toBe('FILE_REFUSED')
  })

  it('lets only INPUTTERs and AUTHORIZERs of the faculty department enter, and says so in the legacy words', async () => {
    const template = await f.createTemplate()
    const body = { facultyDeptId: f.eng, naacTemplateId: template.id, fields: VALUES }
    for (const token of [
      tokens.scienceAuthorizer,
      tokens.hod,
      tokens.otherFaculty,
      tokens.custom,
      tokens.admin,
    ]) {
      const refused = await f.call('POST', '/boot/naac', { token, body })
      expect(refused.status).toBe(403)
      expect(errorOf(refused.body).message).toBe(
        'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.',
      )
    }
    expect((await f.call('POST', '/boot/naac', { token: tokens.student, body })).status).toBe(403)
    expect((await f.call('POST', '/boot/naac', { token: tokens.facultyInputter, body })).status).toBe(200)
    const entry = await f.createEntry(template.id)
    // Reading: the department's role holders and the administrator; not another department's authorizer.
    for (const token of [tokens.admin, tokens.authorizer, tokens.facultyInputter])
      expect((await f.call('GET', `/boot/naac/getNaacByIdWithLabel/${entry.id}`, { token })).status).toBe(200)
    for (const token of [tokens.scienceAuthorizer, tokens.hod, tokens.student])
      expect((await f.call('GET', `/boot/naac/getNaacByIdWithLabel/${entry.id}`, { token })).status).toBe(403)
    expect(
      (
        await f.call(
          'GET',
          `/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq ${template.id},facultyDeptId eq ${f.eng}`,
          { token: tokens.scienceAuthorizer },
        )
      ).status,
    ).toBe(403)
  })

  it('answers a template’s counters to staff without a role there, and its entries still only to role holders (ADR 0037)', async () => {
    const template = await f.createTemplate()
    const entry = await f.createEntry(template.id)
    const counts = `/boot/naacTemplate/getNaacCounts?templateId=${template.id}&facDeptId=${f.eng}`
    for (const token of [tokens.hod, tokens.otherFaculty, tokens.custom, tokens.scienceAuthorizer]) {
      // The legacy home needs the five numbers to reach its own "only INPUTTER and AUTHORIZER" message.
      expect(await f.ok('GET', counts, { token })).toEqual({
        submitted: 1,
        waiting: 1,
        approved: 0,
        unApproved: 0,
        commentCount: 0,
      })
      for (const path of [
        `/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq ${template.id},facultyDeptId eq ${f.eng}`,
        `/boot/naac/getNaacCount/${template.id}/${f.eng}`,
        `/boot/naac/getNaacByIdWithLabel/${entry.id}`,
      ]) {
        const refused = await f.call('GET', path, { token })
        expect(refused.status, path).toBe(403)
        expect(errorOf(refused.body).message).toBe(
          'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.',
        )
      }
    }
    expect((await f.call('GET', counts, { token: tokens.student })).status).toBe(403)
    expect((await f.call('GET', counts, {})).status).toBe(401)
  })

  it('pages newest first, 50 at a time, with the total from the counters', async () => {
    const template = await f.createTemplate()
    const made: string[] = []
    for (let n = 0; n < 53; n++)
      made.push((await f.createEntry(template.id, { ...VALUES, programme: `Programme ${n}` })).id)
    const first = await listOf(template.id, tokens.inputter, 'start:0;count:50;')
    const second = await listOf(template.id, tokens.inputter, 'start:50;count:50;')
    expect(first).toHaveLength(50)
    expect([...first, ...second].map(({ id }) => id)).toEqual([...made].reverse())
    expect(
      await f.ok('GET', `/boot/naac/getNaacCount/${template.id}/${f.eng}`, { token: tokens.authorizer }),
    ).toBe(53)
    expect(
      (
        await f.call('GET', `/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq ${template.id}`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(400)
  })

  it('counts a template in two DynamoDB calls: the session and the counters', async () => {
    const template = await f.createTemplate()
    await f.createEntry(template.id)
    const calls = await f.countCalls(() => f.countsOf(template.id))
    expect(calls.byCommand).toEqual({ GetItemCommand: 2 })
  })

  it('lets an AUTHORIZER approve and unapprove, sends an edited reviewed entry back to WAITING, and audits each step', async () => {
    const template = await f.createTemplate()
    const entry = await f.createEntry(template.id)
    const refused = await f.call('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.inputter,
      body: { ...entry, status: 'APPROVED' },
    })
    expect(refused.status).toBe(403)
    const approved = await f.ok<NaacEntryView>('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.authorizer,
      body: { ...entry, status: 'APPROVED' },
    })
    expect(approved).toMatchObject({ status: 'APPROVED', modifiedByName: 'Anu Authorizer' })
    expect(await f.countsOf(template.id)).toMatchObject({ submitted: 1, waiting: 0, approved: 1 })
    // The same read sent again is stale now.
    const stale = await f.call('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.authorizer,
      body: { ...entry, status: 'UNAPPROVED' },
    })
    expect(stale.status).toBe(409)
    const edited = await f.ok<NaacEntryView>('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.inputter,
      body: { ...approved, fields: { ...approved.fields, programme: 'B.E. CSE (AI)' } },
    })
    expect(edited).toMatchObject({ status: 'WAITING', fields: { programme: 'B.E. CSE (AI)' } })
    expect(await f.countsOf(template.id)).toMatchObject({ waiting: 1, approved: 0 })
    const audit = await f.auditOf('entry', entry.id)
    expect(audit.map(({ action }) => action)).toEqual(['UPDATE', 'APPROVE', 'CREATE'])
    expect(audit[0]).toMatchObject({ actorName: 'Ishaan Inputter' })
  })

  it('keeps an entry under the form version it was made with after the template changes', async () => {
    const template = await f.createTemplate()
    const entry = await f.createEntry(template.id)
    const newForm = await f.uploadForm({
      fields: { title: { label: 'Title', type: 'text', required: 'true' } },
    })
    await f.ok<NaacTemplateView>('PUT', `/boot/naacTemplate/${template.id}`, {
      token: tokens.admin,
      body: { ...template, jsonFile: { versionId: newForm.versionId, fileKey: newForm.fileKey } },
    })
    const newer = await f.createEntry(template.id, { title: 'Only a title' })
    const [listedNew, listedOld] = await listOf(template.id)
    expect(listedNew).toMatchObject({ id: newer.id, version: 2 })
    expect(Object.keys(listedNew!.fieldValues)).toEqual(['title', 'jsonVersion'])
    expect(listedOld).toMatchObject({ id: entry.id, version: 1 })
    expect(listedOld!.fieldValues.programme).toMatchObject({
      label: 'Programme name',
      value: VALUES.programme,
    })
    // An old entry is still edited against its own form.
    const edited = await f.ok<NaacEntryView>('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.inputter,
      body: { ...listedOld, fields: { ...listedOld!.fields, level: 'PG' } },
    })
    expect(edited.fields.level).toBe('PG')
    // A form opened before the change is refused rather than stored under the wrong version.
    const stale = await f.call('POST', '/boot/naac', {
      token: tokens.inputter,
      body: { facultyDeptId: f.eng, naacTemplateId: template.id, fields: { ...VALUES, jsonVersion: '1' } },
    })
    expect(errorOf(stale.body).code).toBe('FORM_CHANGED')
  })

  it('keeps the counters equal to the entries under 30 concurrent approvals of the same entries', async () => {
    const template = await f.createTemplate()
    const ids: string[] = []
    for (let n = 0; n < 6; n++) ids.push((await f.createEntry(template.id)).id)
    const calls = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        f.call('PUT', '/boot/naac/approvalUpdate', {
          token: tokens.authorizer,
          body: n % 2 ? ids : ids.slice(0, 3),
        }),
      ),
    )
    expect(calls.every(({ status }) => status === 200)).toBe(true)
    const approved = calls.reduce((sum, { body }) => sum + (body as { approved: number }).approved, 0)
    expect(approved).toBe(6)
    expect(await f.countsOf(template.id)).toEqual({
      submitted: 6,
      waiting: 0,
      approved: 6,
      unApproved: 0,
      commentCount: 0,
    })
  })

  it("refuses a bulk approval naming another department's entry, writing nothing", async () => {
    const template = await f.createTemplate()
    const mine = await f.createEntry(template.id)
    const science = await f.createEntry(
      template.id,
      VALUES,
      tokens.scienceAuthorizer,
      FACULTY_DEPTS.science.id,
    )
    const refused = await f.call('PUT', '/boot/naac/approvalUpdate', {
      token: tokens.authorizer,
      body: [mine.id, science.id],
    })
    expect(refused.status).toBe(403)
    expect((await listOf(template.id))[0]?.status).toBe('WAITING')
    for (const body of [[], 'x', Array.from({ length: 501 }, (_, n) => `id-${n}`), [{}]])
      expect(
        (await f.call('PUT', '/boot/naac/approvalUpdate', { token: tokens.authorizer, body })).status,
      ).toBe(400)
  })

  it('deletes entries with their files, one by one and in bulk, counting them down', async () => {
    const template = await f.createTemplate()
    const proof = await f.upload()
    const withFile = await f.createEntry(template.id, {
      ...VALUES,
      proof: { versionId: proof.versionId, fileKey: proof.fileKey },
    })
    const fileKey = withFile.fieldValues.proof!.fileKey!
    expect(await f.stored(fileKey)).toBe(true)
    const others = [await f.createEntry(template.id), await f.createEntry(template.id)]
    await f.ok('PUT', `/boot/naac/${others[0]!.id}`, {
      token: tokens.authorizer,
      body: { ...others[0], status: 'APPROVED' },
    })
    expect(await f.ok('DELETE', `/boot/naac/${withFile.id}`, { token: tokens.inputter })).toBe(true)
    expect(await f.stored(fileKey)).toBe(false)
    expect(
      await f.ok('PUT', '/boot/naac/deleteNaacs', {
        token: tokens.authorizer,
        body: others.map(({ id }) => id),
      }),
    ).toEqual({ deleted: 2, missing: [] })
    expect(await f.countsOf(template.id)).toEqual({
      submitted: 0,
      waiting: 0,
      approved: 0,
      unApproved: 0,
      commentCount: 0,
    })
    expect((await f.call('DELETE', `/boot/naac/${withFile.id}`, { token: tokens.inputter })).status).toBe(404)
  })

  it('lets a required file be changed but not removed, and lets an optional one go', async () => {
    const template = await f.createTemplate()
    const first = await f.upload('first.pdf')
    const entry = await f.createEntry(template.id, {
      ...VALUES,
      proof: { versionId: first.versionId, fileKey: first.fileKey },
    })
    const firstKey = entry.fieldValues.proof!.fileKey!
    const second = await f.upload('second.pdf')
    const changed = await f.ok<NaacEntryView>('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.inputter,
      body: {
        ...entry,
        fields: { ...entry.fields, proof: { versionId: second.versionId, fileKey: second.fileKey } },
      },
    })
    expect(await f.stored(firstKey)).toBe(false)
    const removed = await f.ok<NaacEntryView>('PUT', `/boot/naac/${entry.id}`, {
      token: tokens.inputter,
      body: { ...changed, fields: { ...changed.fields, proof: null } },
    })
    expect(removed.fieldValues.proof?.value).toBeNull()
    expect(await f.stored(changed.fieldValues.proof!.fileKey!)).toBe(false)
  })
})
