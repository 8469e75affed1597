import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { AppError, type Caller, conflict, notFound } from '@campus/core'
import { newId } from '@campus/db'
import type { Attachments } from '@campus/files'
import type { JobStarter } from '@campus/runtime'
import type { StoredEvidencePacket } from '../entities'
import type { EntriesRepository } from '../entries.repository'
import type { TemplatesRepository } from '../templates.repository'
import type { PacketLink } from './evidence.job'
import type { EvidenceRepository } from './evidence.repository'
import { evidenceLinkProblem } from './evidence-links'
import type { ReportDownloads } from './report-downloads'
import { assertCollegeReports } from './report-rights'
import { stalledReason } from './stalled'
import { startBuildJob } from './start-job'

/** The job that builds and checks packets (manifest.ts, evidence.job.ts). */
export const EVIDENCE_JOB = 'naac-evidence'

interface StoredFile {
  objectKey: string
  fileKey: string
  bytes: number
  documents?: number
}

const building = () =>
  conflict(
    'PACKET_PROCESSING',
    'The evidence packet of this template is being built or checked. Wait for it to finish.',
  )

/**
 * Evidence packets (college-needs.md e1): one per template, built by the `naac-evidence` job; this side records
 * requests, presigns the packet's files and opens a document's stable link.
 */
export function createEvidenceService(deps: {
  evidence: EvidenceRepository
  templates: Pick<TemplatesRepository, 'find'>
  entries: Pick<EntriesRepository, 'find'>
  attachments: Pick<Attachments, 'withUrl'>
  downloads: ReportDownloads
  s3: S3Client
  exportsBucket: string
  startJob: JobStarter
  now?: () => number
}) {
  const { evidence } = deps
  const now = deps.now ?? Date.now

  const link = (file: StoredFile | undefined) =>
    file ? deps.downloads.link(file.objectKey, file.fileKey, file.bytes) : undefined

  async function linksOf(packet: StoredEvidencePacket): Promise<PacketLink[]> {
    if (!packet.linksKey) return []
    const { Body } = await deps.s3.send(
      new GetObjectCommand({ Bucket: deps.exportsBucket, Key: packet.linksKey }),
    )
    return JSON.parse((await Body?.transformToString()) ?? '[]') as PacketLink[]
  }

  async function view(packet: StoredEvidencePacket) {
    const stalled = evidence.isStalled(packet, now())
    const [workbook, zip, parts, links] = await Promise.all([
      link(packet.workbook as StoredFile | undefined),
      link(packet.zip as StoredFile | undefined),
      Promise.all(
        ((packet.parts ?? []) as StoredFile[]).map(async (part) => ({
          ...(await deps.downloads.link(part.objectKey, part.fileKey, part.bytes)),
          documents: part.documents ?? 0,
        })),
      ),
      linksOf(packet),
    ])
    return {
      naacTemplateId: packet.naacTemplateId,
      status: stalled && packet.status === 'PROCESSING' ? 'FAILED' : packet.status,
      checking: Boolean(packet.checking) && !stalled,
      ...(stalled
        ? { reason: stalledReason('evidence packet') }
        : packet.reason
          ? { reason: packet.reason }
          : {}),
      done: packet.done,
      total: packet.total,
      entries: packet.entries,
      documents: packet.documents,
      createdOn: packet.createdOn,
      modifiedOn: packet.modifiedOn,
      requestedByName: packet.requestedByName,
      ...(workbook ? { workbook } : {}),
      ...(zip ? { zip } : {}),
      parts,
      links: links.map(({ linkId, link: address, entryId, facultyDeptName, label, fileName }) => ({
        linkId,
        link: address,
        entryId,
        facultyDeptName,
        label,
        fileName,
      })),
      ...(packet.check ? { check: packet.check as Record<string, unknown> } : {}),
    }
  }

  return {
    /** Starts building a template's packet; `origin` is the portal address its stable links start with. */
    async build(caller: Caller, templateId: string, origin: string) {
      assertCollegeReports(caller.actor)
      const template = await deps.templates.find(templateId)
      if (!template) throw notFound('Template', templateId)
      // Read only to clean up: the last packet's files are deleted once the new one is built.
      const previous = await evidence.find({ naacTemplateId: template.id })
      const at = now()
      const packet: StoredEvidencePacket = {
        naacTemplateId: template.id,
        runId: newId(),
        status: 'PROCESSING',
        origin,
        done: 0,
        total: 0,
        entries: 0,
        documents: 0,
        parts: [],
        requestedBy: caller.actor.userId,
        requestedByName: caller.actor.name,
        createdOn: at,
        modifiedOn: at,
      }
      if (!(await evidence.start(packet))) throw building()
      await startBuildJob(
        deps.startJob,
        {
          job: EVIDENCE_JOB,
          templateId: template.id,
          runId: packet.runId,
          mode: 'build',
          ...(previous ? { previousRunId: previous.runId } : {}),
        },
        () =>
          evidence.finish(packet, {
            status: 'FAILED',
            reason: 'The packet could not start. Ask for it again.',
            modifiedOn: now(),
          }),
      )
      return view(packet)
    },

    /** Checks a built packet's links again. */
    async check(caller: Caller, templateId: string) {
      assertCollegeReports(caller.actor)
      const packet = await evidence.find({ naacTemplateId: templateId })
      if (!packet)
        throw new AppError(
          404,
          'PACKET_NOT_FOUND',
          'This template has no evidence packet yet. Build it first.',
        )
      const runId = newId()
      if (!(await evidence.startCheck(templateId, runId, now()))) throw building()
      // A check that cannot start leaves the last check as it was.
      await startBuildJob(deps.startJob, { job: EVIDENCE_JOB, templateId, runId, mode: 'check' }, () =>
        evidence.finishCheck(
          templateId,
          runId,
          packet.check ?? { failed: 'The check could not start.' },
          now(),
        ),
      )
      return view({ ...packet, runId, checking: true })
    },

    /** The packet with its downloads and links, or null before the first. */
    async find(caller: Caller, templateId: string) {
      assertCollegeReports(caller.actor)
      const packet = await evidence.find({ naacTemplateId: templateId })
      return packet ? view(packet) : null
    },

    /**
     * Where a stable link leads: a 10-minute link to the document, served inline where it is a PDF or an image.
     * Anyone may open it (NAAC's reviewers have no account); a broken link says why.
     */
    async open(linkId: string): Promise<{ url: string } | { problem: string }> {
      const found = await evidence.findLink(linkId)
      const problem = await evidenceLinkProblem(found, { entry: (id) => deps.entries.find(id) })
      if (problem || !found) return { problem: problem ?? 'This evidence link is not known.' }
      const { url } = await deps.attachments.withUrl(
        { versionId: found.versionId, fileKey: found.fileKey },
        { fileName: found.fileName, inline: true },
      )
      return { url }
    },
  }
}

export type EvidenceService = ReturnType<typeof createEvidenceService>
