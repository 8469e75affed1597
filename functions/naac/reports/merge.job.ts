import { DeleteObjectsCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { attachmentDisposition } from '@campus/files'
import { naacReportFields } from '@campus/reports'
import { type PdfPartSource, writePdfPartsToS3 } from '@campus/reports/pdf-parts'
import { logger } from '@campus/runtime'
import * as z from 'zod'
import { keyPart, mergeObjectPrefix } from './keys'
import type { MergedField, MergedFile, MergesRepository } from './merges.repository'
import type { ReportSources } from './report-sources'

/** The NAAC portal's upload limit; a merged PDF is never bigger (college-needs.md d5). */
export const MERGED_PART_MAX_BYTES = 5 * 1024 * 1024

export const MergeInputSchema = z.object({ id: z.string().min(1), runId: z.string().min(1) })

/** A file an entry holds in a file field. */
interface HeldFile {
  fileKey: string
  fileName: string
}

const heldFile = (value: unknown): HeldFile | undefined => {
  const file = value as Partial<HeldFile> | undefined
  return typeof file?.fileKey === 'string'
    ? { fileKey: file.fileKey, fileName: typeof file.fileName === 'string' ? file.fileName : file.fileKey }
    : undefined
}

/** How often the merge records its progress, in files. */
const PROGRESS_EVERY = 10

/**
 * The longest the merge goes without recording progress between files, however slow they are: its silence is
 * how a stalled merge is told (merges.repository.ts MERGE_STALLED_AFTER_MS).
 */
const PROGRESS_GAP_MS = 30 * 1000

/**
 * Merges a template's attachments for a faculty or one faculty department (manifest job `naac-merge`): for each
 * file field of the template's forms, the files the entries hold (department by department, newest first) go
 * into PDFs of at most 5 MB (`writePdfPartsToS3`: PDFs page by page, JPEG and PNG a page each, one file read at
 * a time); files that are neither are listed as they are. The request records the files once all fields are
 * merged; a failed merge records why and leaves none of its files behind.
 */
export async function runMerge(
  deps: {
    merges: MergesRepository
    sources: ReportSources
    s3: S3Client
    exportsBucket: string
    attachmentsBucket: string
    now: () => number
  },
  input: z.infer<typeof MergeInputSchema>,
) {
  const { merges, sources, s3, now } = deps
  const request = await merges.find({ id: input.id })
  if (request?.runId !== input.runId || request.status !== 'PROCESSING' || request.queued)
    return { stopped: true }
  const written: string[] = []
  try {
    const template = await sources.template(request.naacTemplateId)
    if (!template) throw new Error('its template was deleted')
    const forms = await sources.forms(template.id)
    const fileFields = naacReportFields([...forms].map(([version, fields]) => ({ version, fields }))).filter(
      (field) => field.type === 'file',
    )
    const faculty = (await sources.faculties()).find(({ id }) => id === request.facultyId)
    const departments = (faculty?.departments ?? []).filter(
      ({ id }) => !request.facultyDeptId || id === request.facultyDeptId,
    )
    const scopeName = request.facultyDeptId
      ? (departments[0]?.name ?? request.facultyDeptId)
      : (faculty?.name ?? request.facultyId)

    // The files' references only (never their bytes), field by field.
    const held = new Map(fileFields.map((field) => [field.key, [] as HeldFile[]]))
    for (const department of departments)
      for await (const entry of sources.entries(template.id, department.id))
        for (const field of fileFields) {
          const file = heldFile((entry.fields as Record<string, unknown>)[field.key])
          if (file) held.get(field.key)?.push(file)
        }
    const total = [...held.values()].reduce((sum, files) => sum + files.length, 0)
    let done = 0
    let recordedOn = now()
    await merges.progress(request, { done, total, modifiedOn: recordedOn })

    const attachment: MergedField[] = []
    const prefix = mergeObjectPrefix(request.id, request.runId)
    for (const field of fileFields) {
      const files = held.get(field.key) ?? []
      const nameOf = (index: number) =>
        `${keyPart(template.subCriteria)}-${index}-${keyPart(scopeName)}-${keyPart(field.label)}.pdf`
      const byKey = new Map(files.map((file) => [file.fileKey, file]))
      const sourcesOfField: PdfPartSource[] = files.map((file) => ({
        name: file.fileKey,
        open: async () => {
          const { Body } = await s3.send(
            new GetObjectCommand({ Bucket: deps.attachmentsBucket, Key: file.fileKey }),
          )
          if (!Body) throw new Error(`${file.fileName} is empty`)
          return Body.transformToByteArray()
        },
      }))
      const merged = await writePdfPartsToS3({
        s3,
        bucket: deps.exportsBucket,
        keyOf: (index) => {
          const key = `${prefix}${field.key}/part-${index}.pdf`
          written.push(key)
          return key
        },
        contentDispositionOf: (index) => attachmentDisposition(nameOf(index)),
        sources: sourcesOfField,
        maxPartBytes: MERGED_PART_MAX_BYTES,
        onSource: async () => {
          done += 1
          if (done % PROGRESS_EVERY !== 0 && now() - recordedOn < PROGRESS_GAP_MS) return
          recordedOn = now()
          await merges.progress(request, { done, total, modifiedOn: recordedOn })
        },
      })
      const mergedFiles: MergedFile[] = merged.parts.map((part) => ({
        objectKey: part.key,
        bucket: 'exports',
        fileKey: nameOf(part.index),
        bytes: part.bytes,
      }))
      const keptFiles: MergedFile[] = merged.skipped.map((skipped) => ({
        objectKey: skipped.name,
        bucket: 'attachments',
        fileKey: byKey.get(skipped.name)?.fileName ?? skipped.name,
        bytes: 0,
      }))
      attachment.push({
        fileName: field.label,
        fieldKey: field.key,
        files: [...mergedFiles, ...keptFiles],
        skipped: merged.skipped.map((skipped) => ({
          fileName: byKey.get(skipped.name)?.fileName ?? skipped.name,
          reason: skipped.reason,
        })),
      })
    }
    const completed = await merges.finish(request, {
      status: 'COMPLETED',
      attachment,
      done,
      total: done,
      modifiedOn: now(),
    })
    if (!completed) {
      await removeObjects(s3, deps.exportsBucket, written)
      return { stopped: true }
    }
    // The files of the merge this one replaces.
    await removeObjects(
      s3,
      deps.exportsBucket,
      (request.attachment as MergedField[]).flatMap(({ files }) =>
        files.filter((file) => file.bucket === 'exports').map(({ objectKey }) => objectKey),
      ),
    )
    return { fields: attachment.length, files: done }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await removeObjects(s3, deps.exportsBucket, written)
    await merges.finish(request, {
      status: 'FAILED',
      reason: `The merge failed: ${reason}`,
      modifiedOn: now(),
    })
    throw error
  }
}

/** Deletes objects, a thousand a call; a failure is logged, as what it cleans up is never read again. */
export async function removeObjects(s3: S3Client, bucket: string, keys: readonly string[]) {
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000)
    try {
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      )
    } catch (error) {
      logger.warn('Report files could not be deleted', { error, bucket, count: batch.length })
    }
  }
}
