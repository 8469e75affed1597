import { numberedPages, testPdf } from '@campus/reports/testing/pdfs'
import { afterAll, describe, expect, it } from 'vitest'
import { createNaacFixture, FACULTIES, VALUES } from './testing/fixture'

/**
 * The legacy client's NAAC and comment reads (legacy-client.md 2.5, 2.6), each sent as the client builds it
 * (the `/boot` query grammar, the token last, or first where the client puts it first) and checked for the
 * fields the client then reads, with the types it reads them as. `customRole.naacReport` is not pinned here.
 */
const f = await createNaacFixture()
const { admin, inputter, authorizer, reporter } = f.tokens
afterAll(() => expect(f.jobs.errors).toEqual([]))
const tech = FACULTIES.technology.id

type Row = Record<string, unknown> & { id: string }
const read = <Body = Row[]>(path: string, token = admin) => f.ok<Body>('GET', path, { token })
/** A call with the token as the first parameter, as the client builds a few. */
const tokenFirst = (path: string, query: string, token = admin) =>
  f.call('GET', `${path}?token=${encodeURIComponent(token)}&${query}`)

const template = await f.createTemplate()
const pdf = await f.upload('evidence.pdf', await testPdf(numberedPages(1, 100)))
const entry = await f.createEntry(template.id, {
  ...VALUES,
  proof: { versionId: pdf.versionId, fileKey: pdf.fileKey },
})
await f.ok('PUT', '/boot/naac/approvalUpdate', { token: authorizer, body: [entry.id] })
await f.ok('POST', '/boot/comment', {
  token: authorizer,
  body: {
    referenceId: entry.id,
    status: 'OPEN',
    comments: [{ comment: 'Attach proof', userId: 'id-authorizer', date: Date.now() }],
  },
})
await f.ok('POST', '/boot/naacApplicableDepts', {
  token: authorizer,
  body: { departmentId: f.eng, templateIds: [] },
})
await f.jobs.done()

const aFile = expect.objectContaining({ url: expect.any(String), fileKey: expect.any(String) })
const mergeRequest = expect.objectContaining({
  id: expect.any(String),
  status: expect.any(String),
  createdOn: expect.any(Number),
  modifiedOn: expect.any(Number),
  attachment: [expect.objectContaining({ fileName: expect.any(String), files: [aFile] })],
})

describe('the legacy template reads (2.5)', () => {
  it('GET /boot/naacTemplate?query=filter:type eq GENERAL: the templates with their JSON file', async () => {
    expect(await read('/boot/naacTemplate?query=filter:type eq GENERAL')).toEqual([
      expect.objectContaining({
        id: template.id,
        title: 'Programmes introduced',
        description: expect.any(String),
        jsonFile: aFile,
        position: expect.anything(),
        criteria: '1',
        type: 'GENERAL',
        subCriteria: '1.1.1',
      }),
    ])
  })

  it('GET /boot/naacTemplate/<id>: the template the edit form sends back', async () => {
    expect(await read<Row>(`/boot/naacTemplate/${template.id}`)).toMatchObject({
      title: 'Programmes introduced',
      description: expect.any(String),
      type: 'GENERAL',
      subCriteria: '1.1.1',
      jsonFile: aFile,
    })
  })

  it('GET /boot/naacTemplate/criteria: an array of criteria strings', async () => {
    expect(await read('/boot/naacTemplate/criteria', inputter)).toContain('1')
  })

  it('GET /boot/naacTemplate/templateByCriteria/<criteria>/<fd>?query=filter:type eq GENERAL: id, title, note, position', async () => {
    expect(
      await read(`/boot/naacTemplate/templateByCriteria/1/${f.eng}?query=filter:type eq GENERAL`, inputter),
    ).toEqual([
      expect.objectContaining({
        id: template.id,
        title: 'Programmes introduced',
        position: expect.anything(),
      }),
    ])
  })

  it('GET /boot/naacTemplate/getNaacCounts?token=<jwt>&templateId=&facDeptId= (token first): the five counters', async () => {
    const counts = await tokenFirst(
      '/boot/naacTemplate/getNaacCounts',
      `templateId=${template.id}&facDeptId=${f.eng}`,
      inputter,
    )
    expect(counts).toMatchObject({
      status: 200,
      body: {
        submitted: expect.any(Number),
        waiting: expect.any(Number),
        approved: 1,
        unApproved: expect.any(Number),
        commentCount: expect.any(Number),
      },
    })
  })

  it('GET /boot/naac/getForm/<templateId>: the form with its fields and JSON version', async () => {
    const form = await read<{ fields: Record<string, Row> }>(`/boot/naac/getForm/${template.id}`, inputter)
    expect(form).toMatchObject({ title: 'Programmes introduced', description: expect.any(String) })
    expect(form.fields.level).toMatchObject({
      label: 'Level',
      type: 'select',
      required: 'true',
      options: ['UG', 'PG', 'PhD'],
    })
    expect(form.fields.proof).toMatchObject({ type: 'file', regex: '(pdf|PDF)' })
    expect(form.fields.jsonVersion).toMatchObject({ value: '1' })
  })
})

describe('the legacy entry reads (2.5)', () => {
  const entryFields = {
    id: entry.id,
    status: 'APPROVED',
    createdBy: expect.any(String),
    createdOn: expect.any(Number),
    modifiedOn: expect.any(Number),
  }

  it.each([
    ['with paging', `start:0;count:50;filter:naacTemplateId eq ${template.id},facultyDeptId eq ${f.eng}`],
    ['without paging', `filter:naacTemplateId eq ${template.id},facultyDeptId eq ${f.eng}`],
  ])('GET /boot/naac/getNaacWithLabel?query=... (%s): entries with labelled values', async (_, query) => {
    const [listed] = await read<Row[]>(`/boot/naac/getNaacWithLabel?query=${query}`, inputter)
    expect(listed).toMatchObject({
      ...entryFields,
      commentStatus: expect.any(String),
      fieldValues: {
        programme: expect.objectContaining({
          label: 'Programme name',
          type: 'text',
          value: VALUES.programme,
          required: 'true',
        }),
        proof: expect.objectContaining({
          type: 'file',
          url: expect.any(String),
          fileKey: expect.any(String),
        }),
      },
    })
  })

  it('GET /boot/naac/getNaacCount/<templateId>/<fd>: a bare number', async () => {
    expect(await read<number>(`/boot/naac/getNaacCount/${template.id}/${f.eng}`, inputter)).toBe(1)
  })

  it('GET /boot/naac/getNaacByIdWithLabel/<id>: the entry, select options under myArrayList', async () => {
    expect(await read<Row>(`/boot/naac/getNaacByIdWithLabel/${entry.id}`, inputter)).toMatchObject({
      ...entryFields,
      naacTemplateId: template.id,
      facultyDeptId: f.eng,
      title: expect.any(String),
      fields: expect.objectContaining({ programme: VALUES.programme }),
      fieldValues: expect.objectContaining({
        level: expect.objectContaining({ value: 'UG', options: { myArrayList: ['UG', 'PG', 'PhD'] } }),
      }),
    })
  })
})

describe('the legacy entry downloads (2.5)', () => {
  it('GET /boot/naac/export/<templateId>/<subCriteria>: a workbook the browser saves', async () => {
    const saved = await f.call('GET', `/boot/naac/export/${template.id}/1.1.1`, { token: inputter })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('content-type')).not.toContain('json')
  })
})

describe('the legacy comment and not-applicable reads (2.5, 2.6)', () => {
  it('GET /boot/comment?query=filter:referenceId eq <naacId>: [0] is the thread', async () => {
    const [thread] = await read(`/boot/comment?query=filter:referenceId eq ${entry.id}`, inputter)
    expect(thread).toMatchObject({
      id: expect.any(String),
      referenceId: entry.id,
      status: 'OPEN',
      comments: [
        {
          comment: 'Attach proof',
          userId: 'id-authorizer',
          userName: expect.any(String),
          date: expect.any(Number),
        },
      ],
    })
  })

  it('GET /boot/naacApplicableDepts: id, departmentId and templateIds', async () => {
    expect(await read('/boot/naacApplicableDepts', authorizer)).toContainEqual(
      expect.objectContaining({ id: expect.any(String), departmentId: f.eng, templateIds: [] }),
    )
  })
})

describe('the legacy merge and report reads (2.5)', () => {
  it.each([
    ['/boot/naac/download-request', '/boot/naac-request', 'facultyId', tech],
    ['/boot/naac/download-facultyDept-request', '/boot/naac-facultyDept-request', 'facultyDeptId', 'fd-eng'],
  ])(
    'GET %s?token=<jwt>&... (token first), then the requests, [0] the latest',
    async (start, requests, key, id) => {
      expect((await tokenFirst(start, `${key}=${id}&naacTemplateId=${template.id}`)).status).toBe(200)
      await f.jobs.done()
      const listed = await read(`${requests}?query=filter:naacTemplateId eq ${template.id},${key} eq ${id}`)
      expect(listed[0]).toEqual(mergeRequest)
    },
  )

  it('GET /boot/consolidateExcel/mergeNaacConsolidate?token=<jwt>&facultyIds=<a>,<b> (token first): answers', async () => {
    const ids = `${tech},${FACULTIES.arts.id}`
    expect(
      (await tokenFirst('/boot/consolidateExcel/mergeNaacConsolidate', `facultyIds=${ids}`)).status,
    ).toBe(200)
    await f.jobs.done()
  })

  it('GET /boot/naacTemplate/getReportFilesByTemplate/<facultyId>?query=filter:type eq GENERAL: the faculty report rows', async () => {
    const rows = await read(
      `/boot/naacTemplate/getReportFilesByTemplate/${tech}?query=filter:type eq GENERAL`,
      reporter,
    )
    expect(rows.find(({ id }) => id === template.id)).toMatchObject({
      title: 'Programmes introduced',
      position: expect.anything(),
      fileLabels: ['Proof'],
      naacCreated: expect.anything(),
      naacModified: expect.anything(),
      attachment: [expect.objectContaining({ fileName: expect.any(String), files: [aFile] })],
    })
  })

  it('GET /boot/naacTemplate/getReportFilesBycriteria/<criteria>/G: id, title, description, position', async () => {
    expect(await read('/boot/naacTemplate/getReportFilesBycriteria/1/G', reporter)).toEqual([
      expect.objectContaining({
        id: template.id,
        title: 'Programmes introduced',
        description: expect.any(String),
        position: expect.anything(),
      }),
    ])
  })

  it('GET /boot/naacTemplate/getCriteriaByFaculty?token=<jwt>&templateId= (token first): attachments per faculty', async () => {
    const answer = await tokenFirst(
      '/boot/naacTemplate/getCriteriaByFaculty',
      `templateId=${template.id}`,
      reporter,
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      attachment: [expect.objectContaining({ facId: tech, fileName: expect.any(String), files: [aFile] })],
    })
  })

  describe('after the workbooks are built', () => {
    it('GET /boot/naacFacultyConsolidate?query=filter:facultyId eq <f>: per-template Excel links', async () => {
      expect(
        (await f.call('POST', '/boot/naacReports/runs', { token: reporter, body: { facultyId: tech } }))
          .status,
      ).toBe(202)
      await f.jobs.done()
      expect(
        await read(`/boot/naacFacultyConsolidate?query=filter:facultyId eq ${tech}`, reporter),
      ).toContainEqual(
        expect.objectContaining({
          naacTemplateId: template.id,
          facultyId: tech,
          xlsFile: expect.objectContaining({ url: expect.any(String) }),
        }),
      )
    })

    it('GET /boot/consolidateExcel/facultyConsolidateExcell?type=GENERAL&facultyId=<f>: a file to save', async () => {
      const saved = await f.call(
        'GET',
        `/boot/consolidateExcel/facultyConsolidateExcell?type=GENERAL&facultyId=${tech}`,
        {
          token: reporter,
        },
      )
      expect(saved.status).toBe(200)
      expect(saved.headers.get('content-disposition')).toContain('template.xlsx')
    })

    it('GET /boot/naacCriteriaExcel and /boot/naacExcelByCriteria: the criterion workbooks', async () => {
      expect(
        (
          await f.call('POST', '/boot/naacReports/runs', {
            token: reporter,
            body: { criteria: '1', type: 'GENERAL' },
          })
        ).status,
      ).toBe(202)
      await f.jobs.done()
      expect(await read('/boot/naacCriteriaExcel?query=filter:criteria eq 1', reporter)).toContainEqual(
        expect.objectContaining({
          naacTemplateId: template.id,
          modifiedOn: expect.any(Number),
          xlsFile: aFile,
        }),
      )
      const [complete] = await read(
        '/boot/naacExcelByCriteria?query=filter:criteria eq 1,type eq GENERAL',
        reporter,
      )
      expect(complete).toMatchObject({
        createdOn: expect.any(Number),
        modifiedOn: expect.any(Number),
        xlsFile: aFile,
      })
    })
  })
})
