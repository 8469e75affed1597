import { PutObjectCommand } from '@aws-sdk/client-s3'
import type { NaacImportView } from '@campus/core'
import { createAuditLog, newId } from '@campus/db'
import { afterAll, describe, expect, it } from 'vitest'
import { createCountsRepository } from '../counts.repository'
import { createNaacEntities } from '../entities'
import { createEntriesRepository } from '../entries.repository'
import { manifest } from '../manifest'
import { createTemplatesRepository } from '../templates.repository'
import { createNaacFixture, idOf } from '../testing/fixture'
import { type NaacImportDeps, runNaacImport } from './import.job'
import { createImportedEntriesRepository } from './imported-entries.repository'
import { createImportsRepository } from './imports.repository'
import { IMPORT_JOB, importedEntryId, importKey } from './keys'
import { excelCalls, goodRow, SHEET_HEADERS, workbookOf } from './testing/workbooks'

const f = await createNaacFixture()
const excel = excelCalls(f)
const { client, tables, s3, buckets } = f.env
const entities = createNaacEntities(client, tables.naac)
const imports = createImportsRepository(entities)
const allEntries = (templateId: string) =>
  createEntriesRepository(entities, client, tables.naac).all(templateId, f.eng)

const ROWS = 5_000
const rows = Array.from({ length: ROWS }, (_, index) => goodRow(index + 1))
const bigWorkbook = await workbookOf(SHEET_HEADERS, rows)

/** The job's own wiring on the fixture's tables (as jobs.ts builds it), for runs a test breaks on purpose. */
const jobDeps = (): NaacImportDeps => ({
  imports,
  templates: createTemplatesRepository(entities),
  entries: createImportedEntriesRepository(entities),
  counts: createCountsRepository(entities),
  auditLog: createAuditLog(client, tables.naac),
  s3,
  bucket: buckets.exports,
  now: Date.now,
})

/** An import recorded and uploaded as the import call leaves one, without starting its job. */
async function recordedImport(templateId: string, file: Uint8Array) {
  const id = newId()
  await s3.send(new PutObjectCommand({ Bucket: buckets.exports, Key: importKey(id), Body: file }))
  const at = Date.now()
  await imports.create({
    id,
    naacTemplateId: templateId,
    facultyDeptId: f.eng,
    version: 1,
    fileName: 'entries.xlsx',
    fileKey: importKey(id),
    status: 'PROCESSING',
    total: 0,
    done: 0,
    rejected: 0,
    createdBy: idOf('inputter'),
    createdByName: 'Ishaan Inputter',
    createdOn: at,
    modifiedOn: at,
  })
  return { importId: id, actorType: 'CUSTOM' as const }
}

/** A failure of the storage under the job, as a throttled or unreachable DynamoDB gives one. */
const outage = () => new Error('DynamoDB is unreachable')

/** The job's entries, whose writing fails with an outage at the `failing`th group of rows. */
function entriesFailingAt(failing: number, entries: NaacImportDeps['entries']): NaacImportDeps['entries'] {
  let groups = 0
  return {
    ...entries,
    putMany: async (group) => {
      if (++groups === failing) throw outage()
      await entries.putMany(group)
    },
  }
}

const importJob = manifest.jobs.find(({ name }) => name === IMPORT_JOB)!

// A job that threw instead of recording its outcome is a bug.
afterAll(() => expect(f.jobs.errors).toEqual([]))

describe('NAAC import of 5,000 rows', () => {
  it(
    'writes and counts every row exactly once, however often the job runs',
    { timeout: 240_000 },
    async () => {
      const { id } = await f.createTemplate()
      const view = await excel.imported(id, bigWorkbook)
      expect(view).toMatchObject({ status: 'COMPLETED', total: ROWS, done: ROWS, rejected: 0 })
      const counted = { submitted: ROWS, waiting: ROWS, approved: 0, unApproved: 0, commentCount: 0 }
      expect(await f.countsOf(id)).toEqual(counted)
      expect(await f.ok('GET', `/boot/naac/getNaacCount/${id}/${f.eng}`, { token: f.tokens.inputter })).toBe(
        ROWS,
      )
      const entries = await allEntries(id)
      expect(entries).toHaveLength(ROWS)
      expect(new Set(entries.map((entry) => (entry.fields as Record<string, string>).programme)).size).toBe(
        ROWS,
      )
      const firstPage = await f.ok<unknown[]>(
        'GET',
        `/boot/naac/getNaacWithLabel?query=start:0;count:50;filter:naacTemplateId eq ${id},facultyDeptId eq ${f.eng}`,
        { token: f.tokens.inputter },
      )
      expect(firstPage).toHaveLength(50)

      // The job started again with the same input (a repeated schedule): it leaves the ended import alone.
      const input = { importId: view.id, actorType: 'CUSTOM' }
      expect(await importJob.run(f.jobs.context(), input)).toMatchObject({
        skipped: true,
        reason: 'COMPLETED',
      })

      // A run that died after writing and counting, before it could record COMPLETED: the retry finishes it
      // without writing or counting again, and keeps what was reviewed meanwhile.
      const approved = importedEntryId(view.id, 2)
      await f.ok('PUT', '/boot/naac/approvalUpdate', { token: f.tokens.authorizer, body: [approved] })
      await entities.naacImport.patch({ id: view.id }).set({ status: 'PROCESSING', done: 1_000 }).go()
      expect(await importJob.run(f.jobs.context(), input)).toMatchObject({
        status: 'COMPLETED',
        written: ROWS,
      })
      expect(await f.countsOf(id)).toEqual({ ...counted, waiting: ROWS - 1, approved: 1 })
      expect(await allEntries(id)).toHaveLength(ROWS)
      expect((await entities.entry.get({ id: approved }).go()).data?.status).toBe('APPROVED')
      // One IMPORT record per entry, whichever run wrote it.
      const audit = createAuditLog(client, tables.naac)
      expect(
        (await audit.listForRecord('entry', importedEntryId(view.id, 4_321))).map((r) => r.action),
      ).toEqual(['IMPORT'])
    },
  )

  it(
    'a run that dies part way leaves it PROCESSING; the retry writes the rest and counts them once',
    { timeout: 240_000 },
    async () => {
      const { id } = await f.createTemplate()
      const input = await recordedImport(id, bigWorkbook)
      const healthy = jobDeps()
      // Dies in its fourth group of 250 rows, and cannot even take back or record what happened (the Lambda was
      // stopped): as a run killed mid-way leaves things.
      const dying: NaacImportDeps = {
        ...healthy,
        entries: { ...entriesFailingAt(4, healthy.entries), removeMany: () => Promise.reject(outage()) },
        imports: { ...imports, finish: () => Promise.reject(outage()) },
      }
      await expect(runNaacImport(dying, input)).rejects.toThrow('DynamoDB is unreachable')
      expect(await imports.find(input.importId)).toMatchObject({
        status: 'PROCESSING',
        total: ROWS,
        done: 750,
      })
      expect(await allEntries(id)).toHaveLength(750)
      expect(await f.countsOf(id)).toMatchObject({ submitted: 0, waiting: 0 })

      const progress: number[] = []
      const watched: NaacImportDeps = {
        ...healthy,
        imports: {
          ...imports,
          progress: (importId, step, at) => {
            progress.push(step.done)
            return imports.progress(importId, step, at)
          },
        },
      }
      expect(await runNaacImport(watched, input)).toMatchObject({ status: 'COMPLETED', written: ROWS })
      expect(progress[0]).toBe(750)
      expect(progress).toHaveLength(ROWS / 250 + 1)
      expect(await allEntries(id)).toHaveLength(ROWS)
      expect(await f.countsOf(id)).toMatchObject({ submitted: ROWS, waiting: ROWS })
      expect(
        await f.ok<NaacImportView>('GET', `/boot/naac/imports/${input.importId}`, { token: f.tokens.admin }),
      ).toMatchObject({
        status: 'COMPLETED',
        total: ROWS,
        done: ROWS,
      })
    },
  )
})

describe('NAAC import that fails', () => {
  it('takes back what it wrote and says so: FAILED, nothing saved, nothing counted', async () => {
    const { id } = await f.createTemplate()
    const input = await recordedImport(id, await workbookOf(SHEET_HEADERS, rows.slice(0, 600)))
    const healthy = jobDeps()
    const failing: NaacImportDeps = { ...healthy, entries: entriesFailingAt(2, healthy.entries) }
    expect(await runNaacImport(failing, input)).toMatchObject({ status: 'FAILED' })
    const view = await f.ok<NaacImportView>('GET', `/boot/naac/imports/${input.importId}`, {
      token: f.tokens.inputter,
    })
    expect(view).toMatchObject({
      status: 'FAILED',
      firstError: 'The import stopped before it finished, and nothing was saved. Import the workbook again.',
    })
    expect(await allEntries(id)).toEqual([])
    expect(await f.countsOf(id)).toMatchObject({ submitted: 0, waiting: 0 })
    // A retry leaves the failed import alone.
    expect(await runNaacImport(healthy, input)).toMatchObject({ skipped: true, reason: 'FAILED' })
  })

  it('refuses more than 10,000 rows, saying how many', { timeout: 120_000 }, async () => {
    const { id } = await f.createTemplate()
    const many = await workbookOf(
      SHEET_HEADERS,
      Array.from({ length: 10_001 }, () => ['P', undefined, 2020, '01/01/2020', undefined, 'UG']),
    )
    expect(await excel.imported(id, many)).toMatchObject({
      status: 'REJECTED',
      firstError:
        'The workbook has 10,001 rows; one import takes at most 10,000 rows. Split it into smaller workbooks and import each.',
    })
    expect(await allEntries(id)).toEqual([])
  })
})
