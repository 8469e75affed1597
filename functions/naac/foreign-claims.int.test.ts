import { createUploadRecords, storeConfirmedUpload } from '@campus/files'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aTemplate, createNaacFixture, FORM, idOf, VALUES } from './testing/fixture'

const f = await createNaacFixture()
const { tokens } = f
const uploads = createUploadRecords(f.storage.client, f.storage.table)

/** Issue 29: an upload is attached only by whoever made it; 0 foreign claims of the two NAAC paths. */
describe("someone else's upload", () => {
  it('is refused as a template form (403 FILE_NOT_YOURS) and stays unclaimed', async () => {
    const form = await storeConfirmedUpload(f.storage, {
      fileName: 'form.json',
      bytes: new TextEncoder().encode(JSON.stringify(FORM)),
      purpose: 'naac-template',
      uploadedBy: idOf('inputter'),
    })
    const response = await f.call('POST', '/boot/naacTemplate', {
      token: tokens.admin,
      body: aTemplate(form),
    })
    expectRefused(response, 403, 'FILE_NOT_YOURS')
    expect(await uploads.find(form.fileKey)).not.toHaveProperty('claimedBy')
  })

  it('is refused as an entry file (403 FILE_NOT_YOURS), and the uploader attaches it', async () => {
    const template = await f.createTemplate()
    const proof = await f.upload('Proof.pdf', undefined, idOf('authorizer'))
    const body = {
      facultyDeptId: f.eng,
      naacTemplateId: template.id,
      status: 'WAITING',
      fields: { ...VALUES, proof },
    }
    expectRefused(await f.call('POST', '/boot/naac', { token: tokens.inputter, body }), 403, 'FILE_NOT_YOURS')
    expect(await uploads.find(proof.fileKey)).not.toHaveProperty('claimedBy')
    const mine = await f.upload('Proof.pdf')
    expect(await f.createEntry(template.id, { ...VALUES, proof: mine })).toMatchObject({ status: 'WAITING' })
  })
})
