import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { excelCalls, workbookOf } from './imports/testing/workbooks'
import { createNaacFixture, FACULTIES, VALUES } from './testing/fixture'

const f = await createNaacFixture()
const { tokens } = f
const template = await f.createTemplate()

/**
 * NAAC reach is the faculty department a role is held in: each sample acts on Engineering as its authorizer
 * (or inputter) and the same call as Science's authorizer, who holds a role of the same kind elsewhere.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const entry = async () => (await f.createEntry(template.id)).id
  const onEntry = (path: (id: string) => string, body?: (id: string) => unknown) => async () => {
    const id = await entry()
    const call = { path: path(id), ...(body ? { body: body(id) } : {}) }
    return { own: { token: tokens.authorizer, ...call }, other: { token: tokens.scienceAuthorizer, ...call } }
  }
  const same =
    (path: string, body?: unknown): ScopeSample =>
    () => ({
      own: { token: tokens.authorizer, path, body },
      other: { token: tokens.scienceAuthorizer, path, body },
    })
  const withThread = (path: (threadId: string) => string, body?: unknown) => async () => {
    const referenceId = await entry()
    const thread = await f.ok<{ id: string }>('POST', '/boot/comment', {
      token: tokens.inputter,
      body: { referenceId, comments: [{ comment: 'Sample' }] },
    })
    const call = { path: path(thread.id), body }
    return { own: { token: tokens.authorizer, ...call }, other: { token: tokens.scienceAuthorizer, ...call } }
  }
  const importQuery = `?naacTemplateId=${template.id}&facultyDeptId=${f.eng}`
  return {
    'GET /boot/naac/getNaacCount/:templateId/:facultyDeptId': same(
      `/boot/naac/getNaacCount/${template.id}/${f.eng}`,
    ),
    'GET /boot/naac/getNaacByIdWithLabel/:id': onEntry((id) => `/boot/naac/getNaacByIdWithLabel/${id}`),
    'PUT /boot/naac/approvalUpdate': onEntry(
      () => '/boot/naac/approvalUpdate',
      (id) => [id],
    ),
    'PUT /boot/naac/deleteNaacs': onEntry(
      () => '/boot/naac/deleteNaacs',
      (id) => [id],
    ),
    'POST /boot/naac': same('/boot/naac', {
      facultyDeptId: f.eng,
      naacTemplateId: template.id,
      fields: VALUES,
    }),
    'GET /boot/naac/:id': onEntry((id) => `/boot/naac/${id}`),
    'PUT /boot/naac/:id': onEntry(
      (id) => `/boot/naac/${id}`,
      () => ({ status: 'APPROVED' }),
    ),
    'DELETE /boot/naac/:id': onEntry((id) => `/boot/naac/${id}`),
    'GET /boot/naac/:id/history': onEntry((id) => `/boot/naac/${id}/history`),
    'POST /boot/comment': onEntry(
      () => '/boot/comment',
      (referenceId) => ({ referenceId, comments: [{ comment: 'x' }] }),
    ),
    'GET /boot/comment/:id': withThread((id) => `/boot/comment/${id}`),
    'PUT /boot/comment/:id': withThread((id) => `/boot/comment/${id}`, { status: 'CLOSED' }),
    'POST /boot/naacApplicableDepts': same('/boot/naacApplicableDepts', {
      departmentId: f.eng,
      templateIds: [],
    }),
    'PUT /boot/naacApplicableDepts/:id': async () => {
      await f.ok('POST', '/boot/naacApplicableDepts', {
        token: tokens.authorizer,
        body: { departmentId: f.eng, templateIds: [] },
      })
      return same(`/boot/naacApplicableDepts/na-${f.eng}`, { departmentId: f.eng, templateIds: [] })()
    },
    'POST /boot/naac/import': same(`/boot/naac/import${importQuery}`),
    'POST /boot/naac/imports': same(`/boot/naac/imports${importQuery}`),
    ...reportSamples(),
    'GET /boot/naac/imports/:id': async () => {
      const workbook = await workbookOf(['Programme name'], [['B.E.']])
      const started = await excelCalls(f).startImport(template.id, workbook)
      const path = `/boot/naac/imports/${String(started.body.id)}`
      return { own: { token: tokens.inputter, path }, other: { token: tokens.authorizer, path } }
    },
  }
}

/**
 * Report reach is the faculty a user's report rights are AUTHORIZED for: each sample acts on Technology as its
 * reporter and the same call as the reporter of Arts.
 */
function reportSamples(): Record<string, ScopeSample> {
  const tech = FACULTIES.technology.id
  const asReporters =
    (path: string, body?: unknown): ScopeSample =>
    () => ({ own: { token: tokens.reporter, path, body }, other: { token: tokens.artsReporter, path, body } })
  const queued = (path: string, body: Record<string, unknown>, put: (id: string) => string) => async () => {
    await f.jobs.done()
    const started = await f.call('POST', path, { token: tokens.reporter, body })
    await f.jobs.done()
    if (started.status !== 202) throw new Error(`${path} did not start a merge to queue: ${started.status}`)
    return asReporters(put(String(started.body.id)), { status: 'PROCESSING' })()
  }
  const merge = { naacTemplateId: template.id, facultyId: tech }
  const deptMerge = { naacTemplateId: template.id, facultyDeptId: f.eng }
  return {
    'POST /boot/naacReports/runs': asReporters('/boot/naacReports/runs', { facultyId: tech }),
    'GET /boot/naacTemplate/getReportFilesByTemplate/:facultyId': asReporters(
      `/boot/naacTemplate/getReportFilesByTemplate/${tech}?query=filter:type eq GENERAL`,
    ),
    'POST /boot/naac-request': asReporters('/boot/naac-request', merge),
    'POST /boot/naac-facultyDept-request': asReporters('/boot/naac-facultyDept-request', deptMerge),
    'PUT /boot/naac-request/:id': queued('/boot/naac-request', merge, (id) => `/boot/naac-request/${id}`),
    'PUT /boot/naac-facultyDept-request/:id': queued(
      '/boot/naac-facultyDept-request',
      deptMerge,
      (id) => `/boot/naac-facultyDept-request/${id}`,
    ),
  }
}

await describeDomainAccessMatrix('naac', f, scopeSamples)

describe('naac access rules', () => {
  it('lets staff reach NAAC (their roles decide what they do), the administrator alone define templates, and never students', () => {
    const staff = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM']
    for (const { method, path, meta } of operationsOf(f.app)) {
      // A stable evidence link opens for NAAC's reviewers, who have no account.
      if (path === '/boot/naacEvidence/doc/:linkId') {
        expect(meta.access).toBe('public')
        continue
      }
      const expected = path.startsWith('/boot/naacTemplate') && method !== 'GET' ? ['ADMIN'] : staff
      expect(meta.access, `${method} ${path}`).toEqual(expected)
    }
  })
})
