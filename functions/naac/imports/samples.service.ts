import { setTimeout as sleep } from 'node:timers/promises'
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { orNotFound } from '@campus/core'
import { attachmentDisposition, CONTENT_TYPES } from '@campus/files'
import { type JobStarter, logger } from '@campus/runtime'
import { sampleBeingBuiltNotice, type WorkbookNotice } from '../reports/workbook-notice'
import type { TemplatesRepository } from '../templates.repository'
import { SAMPLE_JOB, sampleKey } from './keys'

/** How long a download waits for a sample that is being built, and how often it looks. */
const SAMPLE_WAIT_MS = 4_000
const SAMPLE_POLL_MS = 400

/** When a download that found no sample says to ask again: the job builds one in a few seconds. */
export const SAMPLE_RETRY_AFTER_SECONDS = 10

/** A sample workbook ready to answer. */
export interface SampleDownload {
  bytes: Uint8Array<ArrayBuffer>
  fileName: string
  contentType: string
  contentDisposition: string
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/**
 * Templates' sample workbooks (legacy-client.md 5.2, "Download Sample Template"). The jobs Lambda builds one per
 * form version into the exports bucket (`naac-template-sample`), started when a template is created or its form
 * changes; this function only answers what is there, and starts the job itself for a sample that is missing
 * (one made before samples existed, or whose job has not run yet).
 */
export function createSamplesService(deps: {
  templates: Pick<TemplatesRepository, 'find'>
  s3: S3Client
  /** The exports bucket. */
  bucket: string
  startJob: JobStarter
  /** How long a download waits for a missing sample (4 s unless told). */
  waitMs?: number
}) {
  const waitMs = deps.waitMs ?? SAMPLE_WAIT_MS

  async function read(key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    try {
      const { Body } = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: key }))
      return Body && new Uint8Array(await Body.transformToByteArray())
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  /**
   * Starts building the sample of a template's form version; building it again writes the same file. A start
   * that fails is logged, not thrown: the template it follows is saved, and a download starts it again.
   */
  async function request(templateId: string, version: number) {
    try {
      await deps.startJob({ job: SAMPLE_JOB, templateId, version })
    } catch (error) {
      logger.warn('The sample workbook job could not be started', { templateId, version, error })
    }
  }

  return {
    /** What the templates service calls when a template is created or its form changes (`SampleRequests`). */
    request,

    /**
     * `GET /boot/naac/export/{templateId}/{subCriteria}`: the template's sample at its current form version,
     * named after its sub-criterion. One GetItem and one GetObject; when the sample is missing its job is
     * started and the object looked for again for a few seconds, then a 202 text file asks to try again shortly
     * (the legacy client saves whatever it gets as `<subCriteria> template.xls`; workbook-notice.ts).
     */
    async download(templateId: string): Promise<SampleDownload | { notice: WorkbookNotice }> {
      const template = orNotFound(await deps.templates.find(templateId), 'Template', templateId)
      const key = sampleKey(template.id, template.version)
      let bytes = await read(key)
      if (!bytes) {
        await request(template.id, template.version)
        for (const started = Date.now(); !bytes && Date.now() - started < waitMs;) {
          await sleep(SAMPLE_POLL_MS)
          bytes = await read(key)
        }
      }
      if (!bytes) return { notice: sampleBeingBuiltNotice(template.subCriteria, SAMPLE_RETRY_AFTER_SECONDS) }
      const fileName = `${template.subCriteria} template.xlsx`
      return {
        bytes,
        fileName,
        contentType: CONTENT_TYPES.xlsx,
        contentDisposition: attachmentDisposition(fileName),
      }
    },
  }
}

export type SamplesService = ReturnType<typeof createSamplesService>
