import type { NaacFormView, NaacTemplateView } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { aTemplate, createNaacFixture, FORM } from './testing/fixture'

const f = await createNaacFixture()
const { tokens } = f

describe('NAAC templates', () => {
  it('makes a template from a JSON form file and answers it with a link to the file', async () => {
    const template = await f.createTemplate({ title: 'Programmes — புதிய 🎓', position: '2' })
    expect(template).toMatchObject({
      title: 'Programmes — புதிய 🎓',
      type: 'GENERAL',
      criteria: '1',
      subCriteria: '1.1.1',
      version: 1,
      jsonFile: { fileKey: expect.any(String) as string, url: expect.stringContaining('http') as string },
    })
    expect(template).not.toHaveProperty('fields')
    expect(await f.ok('GET', `/boot/naacTemplate/${template.id}`, { token: tokens.hod })).toEqual(template)
  })

  it("gives the form in the legacy descriptor shape, in the file's order, with the version last", async () => {
    const template = await f.createTemplate()
    const form = await f.ok<NaacFormView>('GET', `/boot/naac/getForm/${template.id}`, {
      token: tokens.inputter,
    })
    expect(Object.keys(form.fields)).toEqual([...Object.keys(FORM.fields)])
    expect(form.fields.programme).toEqual({
      label: 'Programme name',
      type: 'text',
      required: 'true',
      options: [],
      regex: '',
      helptext: '<b>As approved</b>',
    })
    expect(form.fields.level?.options).toEqual(['UG', 'PG', 'PhD'])
    expect(form.fields.jsonVersion).toMatchObject({ label: 'version', type: 'hidden', value: '1' })
  })

  it('lists every problem of a bad form file, each naming its field, and keeps the upload for the next try', async () => {
    const bad = {
      fields: {
        a: { label: 'Name', type: 'text' },
        b: { label: 'When', type: 'calendar' },
        c: { label: 'Level', type: 'select', options: [] },
        d: { label: 'Proof', type: 'file' },
        e: { label: 'name', type: 'text', required: 'maybe' },
      },
    }
    const body = aTemplate(await f.uploadForm(bad), { title: 'Broken', criteria: '2', subCriteria: '2.1.1' })
    const refused = await f.call('POST', '/boot/naacTemplate', { token: tokens.admin, body })
    expect(refused.status).toBe(400)
    const error = (
      refused.body as unknown as { error: { code: string; message: string; details: { problems: string[] } } }
    ).error
    expect(error.code).toBe('FORM_INVALID')
    expect(error.details.problems).toEqual([
      'Field 2 (b): type must be one of tableHeading, text, textarea, textDate, number, select, file, date, hidden',
      'Field 3 (c): a select needs a list of options',
      'Field 4 (d): a file needs its extensions in regex, such as (pdf|PDF)',
      'Field 5 (e): label "name" is also field 1\'s; each column needs its own',
      'Field 5 (e): required must be "true" or "false"',
    ])
    const notJson = await f.uploadForm('{ "fields": ', 'broken.json')
    const unreadable = await f.call('POST', '/boot/naacTemplate', {
      token: tokens.admin,
      body: { ...body, jsonFile: notJson },
    })
    expect(unreadable.status).toBe(400)
    expect(JSON.stringify(unreadable.body)).toContain('not valid JSON')
    // The refused upload was not claimed: a good file under the same reference is not needed, but the
    // same upload is still there to be claimed by another template.
    const good = await f.uploadForm()
    expect(
      (
        await f.call('POST', '/boot/naacTemplate', {
          token: tokens.admin,
          body: { ...body, jsonFile: good },
        })
      ).status,
    ).toBe(200)
  })

  it('asks for the JSON file and refuses unknown and malformed input', async () => {
    const base = { title: 'T', type: 'GENERAL', criteria: '1', subCriteria: '1.2.1' }
    const missing = await f.call('POST', '/boot/naacTemplate', { token: tokens.admin, body: base })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('Please select File')
    const jsonFile = await f.uploadForm()
    const ref = { versionId: jsonFile.versionId, fileKey: jsonFile.fileKey }
    for (const body of [
      { ...base, jsonFile: ref, owner: 'mine' },
      { ...base, jsonFile: ref, criteria: '8' },
      { ...base, jsonFile: ref, type: 'OTHER' },
      { ...base, jsonFile: ref, title: 'x'.repeat(301) },
      { ...base, jsonFile: ref, title: '\ud800' },
    ])
      expect((await f.call('POST', '/boot/naacTemplate', { token: tokens.admin, body })).status).toBe(400)
  })

  it('lets only the administrator define templates, and no student read them', async () => {
    const body = aTemplate(await f.uploadForm(), { title: 'T', subCriteria: '1.2.1' })
    for (const token of [tokens.authorizer, tokens.hod, tokens.inputter])
      expect((await f.call('POST', '/boot/naacTemplate', { token, body })).status).toBe(403)
    expect((await f.call('GET', '/boot/naacTemplate', { token: tokens.student })).status).toBe(403)
    expect((await f.call('GET', '/boot/naacTemplate')).status).toBe(401)
  })

  it('keeps the form when the template comes back with its file, and makes version 2 with a new file', async () => {
    const template = await f.createTemplate({ subCriteria: '3.1.1', criteria: '3' })
    const renamed = await f.ok<NaacTemplateView>('PUT', `/boot/naacTemplate/${template.id}`, {
      token: tokens.admin,
      body: { ...template, title: 'Renamed', description: undefined },
    })
    expect(renamed).toMatchObject({ title: 'Renamed', version: 1 })
    expect(renamed).not.toHaveProperty('description')

    const newForm = await f.uploadForm({
      fields: { name: { label: 'Name', type: 'text', required: 'true' } },
    })
    const changed = await f.ok<NaacTemplateView>('PUT', `/boot/naacTemplate/${template.id}`, {
      token: tokens.admin,
      body: { ...renamed, jsonFile: newForm },
    })
    expect(changed.version).toBe(2)
    const form = await f.ok<NaacFormView>('GET', `/boot/naac/getForm/${template.id}`, { token: tokens.admin })
    expect(Object.keys(form.fields)).toEqual(['name', 'jsonVersion'])

    // Crossed saves: the second, made from the same read, is refused.
    const crossed = await Promise.all(
      ['A', 'B'].map((title) =>
        f.call('PUT', `/boot/naacTemplate/${template.id}`, {
          token: tokens.admin,
          body: { ...changed, title },
        }),
      ),
    )
    expect(crossed.map(({ status }) => status).sort()).toEqual([200, 409])
  })

  it('lists templates by type and criteria in numeric position order, and the criteria', async () => {
    const [ten, nine] = [
      await f.createTemplate({ type: 'MEDICAL', criteria: '5', subCriteria: '5.1.10', position: '10' }),
      await f.createTemplate({ type: 'MEDICAL', criteria: '5', subCriteria: '5.1.9', position: '9' }),
    ]
    const medical = await f.ok<NaacTemplateView[]>('GET', '/boot/naacTemplate?query=filter:type eq MEDICAL', {
      token: tokens.hod,
    })
    expect(medical.map(({ id }) => id)).toEqual([nine.id, ten.id])
    const byCriteria = await f.ok<{ id: string; notApplicable: boolean }[]>(
      'GET',
      `/boot/naacTemplate/templateByCriteria/5/${f.eng}?query=filter:type eq MEDICAL`,
      { token: tokens.inputter },
    )
    expect(byCriteria.map(({ id }) => id)).toEqual([nine.id, ten.id])
    expect(byCriteria.every(({ notApplicable }) => !notApplicable)).toBe(true)
    expect(
      await f.ok<string[]>('GET', '/boot/naacTemplate/criteria', { token: tokens.otherFaculty }),
    ).toContain('5')
    expect(
      (await f.call('GET', '/boot/naacTemplate?query=filter:owner eq x', { token: tokens.admin })).status,
    ).toBe(400)
  })
})
