import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { attachmentDisposition, CONTENT_TYPES } from '@campus/files'

/** How long a report download link works. */
export const REPORT_LINK_SECONDS = 600

/** A file in the exports bucket with its download link (the legacy `{url, fileKey}`; `fileKey` is its name). */
export interface ReportFileLink {
  url: string
  fileKey: string
  bytes?: number
}

const typeOf = (fileName: string) => {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  return (CONTENT_TYPES as Record<string, string>)[extension] ?? 'application/octet-stream'
}

/** Presigned downloads of what the report builds wrote to the exports bucket, saved under their names. */
export function createReportDownloads(s3: S3Client, bucket: string) {
  return {
    /** A 10-minute GET that saves the object as `fileName`; reads nothing. */
    async link(objectKey: string, fileName: string, bytes?: number): Promise<ReportFileLink> {
      const url = await getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: typeOf(fileName),
        }),
        { expiresIn: REPORT_LINK_SECONDS },
      )
      return { url, fileKey: fileName, ...(bytes === undefined ? {} : { bytes }) }
    },

    /** The object's bytes, for a legacy download answered in the response. */
    async read(objectKey: string): Promise<Uint8Array<ArrayBuffer>> {
      const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }))
      if (!Body) throw new Error(`The report ${objectKey} is empty`)
      return new Uint8Array(await Body.transformToByteArray())
    },
  }
}

export type ReportDownloads = ReturnType<typeof createReportDownloads>
