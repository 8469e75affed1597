import type { Readable } from 'node:stream'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { attachmentDisposition, createObjectStore } from '@campus/files'
import { naacReportFields, naacReportSheet, naacSheetName, writeWorkbookToS3 } from '@campus/reports'
import { type PdfPartSource, writePdfPartsToS3 } from '@campus/reports/pdf-parts'
import { writeZipToS3 } from '@campus/reports/zip'
import * as z from 'zod'
import type { NaacEntities } from '../entities'
import type { EvidenceRepository } from './evidence.repository'
import { evidenceLinkProblem } from './evidence-links'
import { evidenceLinkPath, evidenceObjectPrefix, keyPart, REPORT_TIME_ZONE } from './keys'
import { MERGED_PART_MAX_BYTES, removeObjects } from './merge.job'
import type { ReportSources } from './report-sources'

export const EvidenceInputSchema = z.object({
  templateId: z.string().min(1),
  runId: z.string().min(1),
  /** `check` looks at a built packet's links again; `build` (the default) builds the packet. */
  mode: z.enum(['build', 'check']).default('build'),
  /** The packet this build replaces: its files are deleted once this one is built. */
  previousRunId: z.string().min(1).optional(),
})

/** A document of the packet with its stable link, as `links.json` lists them. */
export interface PacketLink {
  linkId: string
  link: string
  entryId: string
  fieldKey: string
  facultyDeptName: string
  label: string
  fileName: string
}

/** A broken link, as the check lists them (the first 500). */
const BROKEN_LISTED = 500

interface EvidenceDeps {
  evidence: EvidenceRepository
  sources: ReportSources
  entities: NaacEntities
  s3: S3Client
  exportsBucket: string
  attachmentsBucket: string
  now: () => number
}

/**
 * An evidence packet for one NAAC metric (manifest job `naac-evidence`; college-needs.md e1, d5, d6): the
 * college's APPROVED entries of the template as a workbook in its columns, each document's column holding the
 * document's stable link; the documents merged into PDFs of at most 5 MB (the NAAC portal's upload limit); and
 * one zip of the workbook and the parts. The links are checked as the packet is built, and again on request.
 */
export async function runEvidence(deps: EvidenceDeps, input: z.infer<typeof EvidenceInputSchema>) {
  return input.mode === 'check' ? checkLinks(deps, input) : buildPacket(deps, input)
}

async function buildPacket(deps: EvidenceDeps, input: z.infer<typeof EvidenceInputSchema>) {
  const { evidence, sources, s3, now } = deps
  const { templateId, runId } = input
  const packet = await evidence.find({ naacTemplateId: templateId })
  if (packet?.runId !== runId || packet.status !== 'PROCESSING') return { stopped: true }
  const run = { naacTemplateId: templateId, runId }
  const written: string[] = []
  try {
    const template = await sources.template(templateId)
    if (!template) throw new Error('its template was deleted')
    const forms = await sources.forms(templateId)
    const fields = naacReportFields([...forms].map(([version, fields]) => ({ version, fields })))
    const fileFields = fields.filter((field) => field.type === 'file')
    const departments = (await sources.faculties()).flatMap((faculty) =>
      faculty.departments.map((department) => ({ faculty, department })),
    )

    // First the documents and their links (references only), then the files, one at a time.
    const links: PacketLink[] = []
    const linkOf = new Map<string, string>()
    let entries = 0
    for (const { department } of departments)
      for await (const entry of sources.entries(templateId, department.id)) {
        if (entry.status !== 'APPROVED') continue
        entries += 1
        for (const field of fileFields) {
          const file = (
            entry.fields as Record<string, { versionId?: string; fileKey?: string; fileName?: string }>
          )[field.key]
          if (!file?.fileKey || !file.versionId) continue
          const fileName = file.fileName ?? file.fileKey
          const linkId = await evidence.linkOf(
            {
              naacTemplateId: templateId,
              entryId: entry.id,
              fieldKey: field.key,
              versionId: file.versionId,
              fileKey: file.fileKey,
              fileName,
            },
            now(),
          )
          const link = `${packet.origin}${evidenceLinkPath(linkId)}`
          linkOf.set(`${entry.id}#${field.key}`, link)
          links.push({
            linkId,
            link,
            entryId: entry.id,
            fieldKey: field.key,
            facultyDeptName: department.name,
            label: field.label,
            fileName,
          })
        }
      }
    const total = links.length
    await evidence.progress(run, { done: 0, total, modifiedOn: now() })

    const prefix = evidenceObjectPrefix(templateId, runId)
    const name = keyPart(template.subCriteria)
    const workbookName = `${name} data.xlsx`
    const workbookKey = `${prefix}${workbookName}`
    written.push(workbookKey)
    const workbook = await writeWorkbookToS3({
      s3,
      bucket: deps.exportsBucket,
      key: workbookKey,
      sheets: [
        naacReportSheet({
          name: naacSheetName(template.subCriteria, template.title, new Set()),
          fields,
          timeZone: REPORT_TIME_ZONE,
          entries: (async function* () {
            for (const { faculty, department } of departments)
              for await (const entry of sources.entries(templateId, department.id)) {
                if (entry.status !== 'APPROVED') continue
                const values = { ...(entry.fields as Record<string, unknown>) }
                for (const field of fileFields) values[field.key] = linkOf.get(`${entry.id}#${field.key}`)
                yield {
                  facultyName: faculty.name,
                  facultyDeptName: department.name,
                  fields: values,
                  status: entry.status,
                  createdByName: entry.createdByName,
                  createdOn: entry.createdOn,
                  modifiedOn: entry.modifiedOn,
                }
              }
          })(),
        }),
      ],
    })

    let done = 0
    const partName = (index: number) => `${name} evidence part ${index}.pdf`
    const merged = await writePdfPartsToS3({
      s3,
      bucket: deps.exportsBucket,
      keyOf: (index) => {
        const key = `${prefix}${partName(index)}`
        written.push(key)
        return key
      },
      contentDispositionOf: (index) => attachmentDisposition(partName(index)),
      sources: links.map((link): PdfPartSource => ({
        name: link.fileName,
        open: () => readObject(s3, deps.attachmentsBucket, link.linkId, deps.evidence),
      })),
      maxPartBytes: MERGED_PART_MAX_BYTES,
      onSource: async () => {
        done += 1
        if (done % 10 === 0) await evidence.progress(run, { done, total, modifiedOn: now() })
      },
    })
    const parts = merged.parts.map((part) => ({
      objectKey: part.key,
      fileKey: partName(part.index),
      bytes: part.bytes,
      documents: part.documents,
    }))

    const zipName = `${name} evidence.zip`
    const zipKey = `${prefix}${zipName}`
    written.push(zipKey)
    const inZip = [{ objectKey: workbookKey, fileKey: workbookName }, ...parts]
    const zip = await writeZipToS3({
      s3,
      bucket: deps.exportsBucket,
      key: zipKey,
      contentDisposition: attachmentDisposition(zipName),
      entries: inZip.map((file) => ({
        name: file.fileKey,
        store: true,
        date: new Date(now()),
        open: async () => {
          const { Body } = await s3.send(
            new GetObjectCommand({ Bucket: deps.exportsBucket, Key: file.objectKey }),
          )
          if (!Body) throw new Error(`${file.fileKey} is empty`)
          return Body as Readable
        },
      })),
    })

    const linksKey = `${prefix}links.json`
    written.push(linksKey)
    await s3.send(
      new PutObjectCommand({
        Bucket: deps.exportsBucket,
        Key: linksKey,
        Body: JSON.stringify(links),
        ContentType: 'application/json',
      }),
    )
    const check = await checkAll(deps, links)
    const completed = await evidence.finish(run, {
      status: 'COMPLETED',
      entries,
      documents: links.length,
      done: total,
      total,
      workbook: { objectKey: workbookKey, fileKey: workbookName, bytes: workbook.bytes ?? 0 },
      zip: { objectKey: zipKey, fileKey: zipName, bytes: zip.bytes },
      parts,
      linksKey,
      check,
      modifiedOn: now(),
    })
    if (!completed) {
      await removeObjects(s3, deps.exportsBucket, written)
      return { stopped: true }
    }
    if (input.previousRunId && input.previousRunId !== runId)
      await removeObjects(
        s3,
        deps.exportsBucket,
        await keysUnder(s3, deps.exportsBucket, evidenceObjectPrefix(templateId, input.previousRunId)),
      )
    return { entries, documents: links.length, parts: parts.length, broken: check.broken.length }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await removeObjects(s3, deps.exportsBucket, written)
    await evidence.finish(run, {
      status: 'FAILED',
      reason: `The evidence packet could not be built: ${reason}`,
      modifiedOn: now(),
    })
    throw error
  }
}

/** Every key under a prefix (ListObjectsV2, a thousand a page). */
async function keysUnder(s3: S3Client, bucket: string, prefix: string) {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    keys.push(...(page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])))
    token = page.NextContinuationToken
  } while (token)
  return keys
}

/** A document's bytes, read through its link record so the packet holds what the link opens. */
async function readObject(s3: S3Client, bucket: string, linkId: string, evidence: EvidenceRepository) {
  const link = await evidence.findLink(linkId)
  if (!link) throw new Error(`The document of link ${linkId} is not known`)
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: link.fileKey }))
  if (!Body) throw new Error(`${link.fileName} is empty`)
  return Body.transformToByteArray()
}

/** Every link of a packet checked as its address would open it; a few at a time. */
async function checkAll(deps: EvidenceDeps, links: readonly PacketLink[]) {
  const store = createObjectStore(deps.s3, deps.attachmentsBucket)
  const exists = async (key: string) => (await store.head(key)) !== undefined
  const entry = async (id: string) => (await deps.entities.entry.get({ id }).go()).data ?? undefined
  const broken: (Pick<PacketLink, 'linkId' | 'link' | 'label' | 'fileName'> & { problem: string })[] = []
  let brokenCount = 0
  for (let start = 0; start < links.length; start += 8) {
    const batch = links.slice(start, start + 8)
    const problems = await Promise.all(
      batch.map(async (link) =>
        evidenceLinkProblem(await deps.evidence.findLink(link.linkId), { entry, exists }),
      ),
    )
    problems.forEach((problem, index) => {
      const link = batch[index]
      if (!problem || !link) return
      brokenCount += 1
      if (broken.length < BROKEN_LISTED)
        broken.push({
          linkId: link.linkId,
          link: link.link,
          label: link.label,
          fileName: link.fileName,
          problem,
        })
    })
  }
  return { checkedOn: deps.now(), checked: links.length, brokenCount, broken }
}

async function checkLinks(deps: EvidenceDeps, input: z.infer<typeof EvidenceInputSchema>) {
  const packet = await deps.evidence.find({ naacTemplateId: input.templateId })
  if (packet?.runId !== input.runId || !packet.checking || !packet.linksKey) return { stopped: true }
  try {
    const { Body } = await deps.s3.send(
      new GetObjectCommand({ Bucket: deps.exportsBucket, Key: packet.linksKey }),
    )
    const links = JSON.parse((await Body?.transformToString()) ?? '[]') as PacketLink[]
    const check = await checkAll(deps, links)
    await deps.evidence.finishCheck(input.templateId, input.runId, check, deps.now())
    return { checked: check.checked, broken: check.brokenCount }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await deps.evidence.finishCheck(
      input.templateId,
      input.runId,
      { ...(packet.check as object), failed: `The links could not be checked: ${reason}` },
      deps.now(),
    )
    throw error
  }
}
