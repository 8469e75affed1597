import { describe, expect, it } from 'vitest'
import { createNaacEntities, type StoredMergeRequest } from '../entities'
import { createNaacFixture, FACULTY_DEPTS } from '../testing/fixture'
import { mergeIdOf } from './keys'
import { MERGE_STALLED_AFTER_MS } from './merges.repository'

/** Issue 29: a merge shows its progress while it runs, and one that stopped moving is replaced. */
const f = await createNaacFixture()
const { tokens } = f
const entities = createNaacEntities(f.env.client, f.env.tables.naac)
const department = FACULTY_DEPTS.engineering.id

const requestPath = (templateId: string) =>
  `/boot/naac/download-facultyDept-request?facultyDeptId=${department}&naacTemplateId=${templateId}`
const listPath = (templateId: string) =>
  `/boot/naac-facultyDept-request?query=filter:naacTemplateId eq ${templateId},facultyDeptId eq ${department}`

/** A faculty-department merge recorded as running, `done` of `total`, last moved at `modifiedOn`. */
async function running(
  templateId: string,
  progress: { done: number; total: number; createdOn: number; modifiedOn: number },
) {
  const merge: StoredMergeRequest = {
    id: mergeIdOf('FACULTY_DEPT', department, templateId),
    level: 'FACULTY_DEPT',
    naacTemplateId: templateId,
    facultyId: FACULTY_DEPTS.engineering.facultyId,
    facultyDeptId: department,
    scopeId: department,
    status: 'PROCESSING',
    runId: 'run-of-a-job-somewhere',
    attachment: [],
    requestedBy: 'id-reporter',
    requestedByName: 'Rani Reporter',
    ...progress,
  }
  await entities.mergeRequest.put(merge).go()
  return merge
}

describe('a faculty-department merge under way', () => {
  it('answers a new request with 409 and its progress, and lists it PROCESSING with done of total', async () => {
    const template = await f.createTemplate({ subCriteria: '3.1.1', title: 'Grants' })
    const at = Date.now()
    // Started long ago, yet it keeps moving: a long merge is not a stalled one.
    await running(template.id, { done: 40, total: 120, createdOn: at - 12 * 60_000, modifiedOn: at - 5_000 })
    const refused = await f.call('GET', requestPath(template.id), { token: tokens.reporter })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'MERGE_PROCESSING',
      message: expect.stringContaining('40 of 120 files merged'),
      details: {
        merge: {
          done: 40,
          total: 120,
          lastProgressOn: at - 5_000,
          replaceableAfter: at - 5_000 + MERGE_STALLED_AFTER_MS,
        },
      },
    })
    const [listed] = await f.ok<{ status: string; done: number; total: number; modifiedOn: number }[]>(
      'GET',
      listPath(template.id),
      { token: tokens.reporter },
    )
    expect(listed).toMatchObject({ status: 'PROCESSING', done: 40, total: 120, modifiedOn: at - 5_000 })
  })

  it('is FAILED once it made no progress for MERGE_STALLED_AFTER_MS, and a new request replaces it', async () => {
    const template = await f.createTemplate({ subCriteria: '3.1.2', title: 'Projects' })
    const at = Date.now()
    // Started 6 minutes ago, silent for longer than the stall time: well inside the 15 minutes of an export.
    const stalled = await running(template.id, {
      done: 10,
      total: 50,
      createdOn: at - 6 * 60_000,
      modifiedOn: at - MERGE_STALLED_AFTER_MS - 1_000,
    })
    const [listed] = await f.ok<{ status: string; reason?: string }[]>('GET', listPath(template.id), {
      token: tokens.reporter,
    })
    expect(listed).toMatchObject({ status: 'FAILED', reason: 'The merge did not finish. Ask for it again.' })
    const replaced = await f.call('GET', requestPath(template.id), { token: tokens.reporter })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    await f.jobs.done()
    const stored = (await entities.mergeRequest.get({ id: stalled.id }).go()).data
    expect(stored?.runId).not.toBe(stalled.runId)
    expect(stored?.status).toBe('COMPLETED')
  })
})
