import { DeleteCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { createNaacEntities } from '../entities'
import { createNotApplicableRepository, notApplicableIdOf } from '../not-applicable/not-applicable.repository'
import { createNaacFixture, FACULTIES, VALUES } from '../testing/fixture'

/**
 * The report screens name the faculties and faculty departments they list, and one academics no longer has
 * as unknown rather than by its id; over the real emulators.
 */
const f = await createNaacFixture()
const template = await f.createTemplate({ subCriteria: '1.1.1', title: 'Programmes introduced' })

describe('names on the report screens', () => {
  it('the pre-check names the departments that marked a template not applicable', async () => {
    const marked = await f.call('POST', '/boot/naacApplicableDepts', {
      token: f.tokens.admin,
      body: { departmentId: f.eng, templateIds: [template.id] },
    })
    expect(marked.status).toBe(200)
    // A mark left by a faculty department academics no longer has.
    const marks = createNotApplicableRepository(createNaacEntities(f.env.client, f.env.tables.naac))
    const gone = 'fd-gone'
    const record = { id: notApplicableIdOf(gone), departmentId: gone, templateIds: [template.id] }
    expect(await marks.write({ ...record, modifiedOn: Date.now() }, undefined)).toBe(true)

    const precheck = await f.ok<{ templates: { id: string; notApplicableIn: string[] }[] }>(
      'GET',
      '/boot/naacReports/precheck?query=filter:criteria eq 1,type eq GENERAL',
      { token: f.tokens.reporter },
    )
    const [row] = precheck.templates
    expect(row?.id).toBe(template.id)
    expect(row?.notApplicableIn.sort()).toEqual(['Engineering', 'Unknown faculty department'])
  })

  it('the merged attachments name their faculty, and one since deleted as unknown', async () => {
    const other = await f.createTemplate({ subCriteria: '1.2.1', title: 'Courses', position: '2' })
    const proof = await f.upload('report.pdf')
    await f.createEntry(other.id, {
      ...VALUES,
      proof: { versionId: proof.versionId, fileKey: proof.fileKey },
    })
    const tech = FACULTIES.technology.id
    const merge = await f.call(
      'GET',
      `/boot/naac/download-request?facultyId=${tech}&naacTemplateId=${other.id}`,
      {
        token: f.tokens.reporter,
      },
    )
    expect(merge.status).toBe(200)
    await f.jobs.done()
    const facultyNames = async () =>
      (
        await f.ok<{ attachment: { facId: string; facultyName: string }[] }>(
          'GET',
          `/boot/naacTemplate/getCriteriaByFaculty?templateId=${other.id}`,
          { token: f.tokens.reporter },
        )
      ).attachment.map(({ facultyName }) => facultyName)
    expect(await facultyNames()).toEqual(['Technology'])

    await f.env.client.send(
      new DeleteCommand({ TableName: f.env.tables.academics, Key: { pk: `FACULTY#${tech}`, sk: 'FACULTY' } }),
    )
    expect(await facultyNames()).toEqual(['Unknown faculty'])
  })
})
