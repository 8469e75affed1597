import { createAuditLog, type AuditRecord } from '@campus/db'
import { createObjectStore, type FileRef } from '@campus/files'
import type { JobContext } from '@campus/runtime'
import { beforeAll, describe, expect, it } from 'vitest'
import { manifest } from './manifest'
import { sweepUnclaimed, UNCLAIMED_MAX_AGE_MS } from './sweep.job'
import { createFilesFixture, type FilesFixture, fileOf, idOf, samples } from './testing/fixture'

let f: FilesFixture
let student: string
beforeAll(async () => {
  f = await createFilesFixture()
  student = await f.login('student')
})

const DAY = UNCLAIMED_MAX_AGE_MS
/** Who attaches the uploads: the student who made them. */
const by = idOf('student')

/** An upload made `age` ago (the service's clock moved back), legacy or without a token. */
async function uploadAged(age: number, name: string, external = false): Promise<FileRef> {
  f.clock.now = () => Date.now() - age
  try {
    const response = external
      ? await f.send('POST', '/api/s3/external/createInJackprodigy', fileOf(samples.pdf, name), {
          address: `192.0.2.${Math.floor(Math.random() * 250)}`,
        })
      : await f.send('POST', '/api/announcement/fileValidation', fileOf(samples.pdf, name), {
          token: student,
        })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body as unknown as FileRef
  } finally {
    f.clock.now = () => Date.now()
  }
}

const jobContext = (): JobContext => ({
  client: f.env.client,
  s3: f.env.s3,
  tables: { files: f.env.tables.files },
  buckets: { attachments: f.bucket },
  now: () => Date.now(),
})

describe('the files-sweep job', () => {
  it('deletes unclaimed uploads older than a day, objects and records, and nothing else', async () => {
    const stale = await uploadAged(DAY + 60_000, 'stale.pdf')
    const staleExternal = await uploadAged(2 * DAY, 'stale-external.pdf', true)
    const fresh = await uploadAged(DAY - 60_000, 'fresh.pdf')
    const claimed = await uploadAged(3 * DAY, 'claimed.pdf')
    const kept = await f.attachments.claim(claimed, 'assignment#s1', { purpose: 'document' }, by)

    // A presigned upload posted but never confirmed: its object is swept too.
    f.clock.now = () => Date.now() - 2 * DAY
    const pending = await f.ok<{ fileKey: string }>('POST', '/api/s3/uploads', {
      token: student,
      body: { purpose: 'document', fileName: 'never-confirmed.pdf', size: samples.pdf.length },
    })
    f.clock.now = () => Date.now()
    await createObjectStore(f.env.s3, f.bucket).put(pending.fileKey, samples.pdf)

    const job = manifest.jobs.find(({ name }) => name === 'files-sweep')
    expect(job?.schedule).toEqual({ minute: '30', hour: '3' })
    const summary = await job!.run(jobContext(), {})
    expect(summary).toEqual({ swept: 3, skipped: 0, more: false })

    for (const gone of [stale.fileKey, staleExternal.fileKey, pending.fileKey]) {
      expect(await f.exists(gone), gone).toBe(false)
      expect(await f.records.find(gone), gone).toBeUndefined()
    }
    for (const left of [fresh.fileKey, kept.fileKey]) {
      expect(await f.exists(left), left).toBe(true)
      expect(await f.records.find(left), left).toBeDefined()
    }
    const audit = await createAuditLog(f.env.client, f.env.tables.files).listForRecord(
      'upload',
      stale.fileKey,
    )
    expect(audit[0]).toMatchObject({ action: 'SWEEP', actorId: 'files-sweep', actorType: 'JOB' })
    expect(await job!.run(jobContext(), {})).toEqual({ swept: 0, skipped: 0, more: false })
  })

  it('deletes at most `limit` a run, oldest first, and says there may be more', async () => {
    const oldest = await uploadAged(5 * DAY, 'oldest.pdf')
    const older = await uploadAged(4 * DAY, 'older.pdf')
    const old = await uploadAged(3 * DAY, 'old.pdf')
    const run = (limit: number) => manifest.jobs[0]!.run(jobContext(), { limit })
    expect(await run(2)).toEqual({ swept: 2, skipped: 0, more: true })
    expect(await f.exists(oldest.fileKey)).toBe(false)
    expect(await f.exists(older.fileKey)).toBe(false)
    expect(await f.exists(old.fileKey)).toBe(true)
    expect(await run(2)).toEqual({ swept: 1, skipped: 0, more: false })
  })

  it('never deletes a file a record claimed between the sweep finding it and reaching it', async () => {
    const racing = await uploadAged(2 * DAY, 'racing.pdf')
    const audits: AuditRecord[] = []
    const summary = await sweepUnclaimed(
      {
        uploads: {
          ...f.records,
          // The sweep's Query ran, then a record claimed the file before the sweep's write.
          listUnclaimedBefore: async (before, limit) => {
            const found = await f.records.listUnclaimedBefore(before, limit)
            await f.attachments.claim(racing, 'assignment#race', { purpose: 'document' }, by)
            return found
          },
        },
        store: createObjectStore(f.env.s3, f.bucket),
        writeAudit: (records) => {
          audits.push(...records)
          return Promise.resolve()
        },
        now: () => Date.now(),
      },
      { limit: 10 },
    )
    expect(summary).toEqual({ swept: 0, skipped: 1, more: false })
    expect(audits).toEqual([])
    expect(await f.exists(racing.fileKey)).toBe(true)
    expect(await f.records.find(racing.fileKey)).toMatchObject({ claimedBy: 'assignment#race' })
  })

  it('leaves a file the sweep has started on to the sweep: a claim then finds nothing', async () => {
    const doomed = await uploadAged(2 * DAY, 'doomed.pdf')
    expect(await f.records.markSweeping(doomed.fileKey)).toMatchObject({ state: 'SWEEPING' })
    await expect(
      f.attachments.claim(doomed, 'assignment#late', { purpose: 'document' }, by),
    ).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    })
    expect(await manifest.jobs[0]!.run(jobContext(), {})).toEqual({ swept: 1, skipped: 0, more: false })
    expect(await f.exists(doomed.fileKey)).toBe(false)
  })
})
