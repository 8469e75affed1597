import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { baseNameOf, contentTypeOf, inlineKindOf, isPageType } from './rules'

/** How long a presigned upload or download link works. */
export const LINK_SECONDS = 10 * 60

/**
 * Every object is stored as opaque bytes: a browser given the object itself never renders it, and downloads
 * set the type they are served as (`download()`).
 */
export const STORED_CONTENT_TYPE = 'application/octet-stream'

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/** RFC 5987 percent-encoding, for `filename*=UTF-8''…`. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `attachment` with the file's name: plain ASCII for old browsers, the exact name (any script) for the rest.
 * @example attachmentDisposition('Résumé.pdf') // attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf
 */
export function attachmentDisposition(fileName: string) {
  const name = baseNameOf(fileName) || 'file'
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`
}

/**
 * `inline` with the file's name, for a page to show it in place: only for the types `inlineKindOf` names (PDF,
 * PNG, JPEG); anything else gets {@link attachmentDisposition}, so no other type is ever shown in place.
 */
export function inlineDisposition(fileName: string) {
  return inlineKindOf(fileName)
    ? attachmentDisposition(fileName).replace(/^attachment/, 'inline')
    : attachmentDisposition(fileName)
}

/** A safe type to serve a download as: the caller's, unless a browser would render it, else by extension. */
const downloadType = (fileName: string, contentType?: string) =>
  contentType && !isPageType(contentType) ? contentType : contentTypeOf(fileName)

/** The attachments bucket's objects, as the files domain and `createAttachments` use them. */
export function createObjectStore(s3: S3Client, bucket: string) {
  /**
   * A presigned GET valid for LINK_SECONDS that downloads the object as `fileName` (Content-Disposition:
   * attachment) with a type no browser renders as a page.
   */
  const download = (key: string, fileName: string, contentType?: string) =>
    getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: downloadType(fileName, contentType),
      }),
      { expiresIn: LINK_SECONDS },
    )

  return {
    bucket,

    /** Stores bytes under a new key; the S3 version id when the bucket keeps versions. */
    async put(key: string, body: Uint8Array) {
      const { VersionId } = await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: STORED_CONTENT_TYPE }),
      )
      return { objectVersionId: VersionId }
    },

    /** The object's size and version, or undefined when there is none. */
    async head(key: string) {
      try {
        const { ContentLength, VersionId } = await s3.send(
          new HeadObjectCommand({ Bucket: bucket, Key: key }),
        )
        return { size: ContentLength ?? 0, objectVersionId: VersionId }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },

    /** The first `bytes` bytes of the object (one ranged GET). */
    async readStart(key: string, bytes: number) {
      const { Body } = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      )
      const all = Body ? await Body.transformToByteArray() : new Uint8Array()
      // An emulator may ignore the range; never look past what was asked for.
      return all.subarray(0, bytes)
    },

    /** Copies an object to a new key (a claimed upload leaving quarantine). */
    async copy(from: string, to: string) {
      const { VersionId } = await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          ContentType: STORED_CONTENT_TYPE,
          MetadataDirective: 'REPLACE',
        }),
      )
      return { objectVersionId: VersionId }
    },

    /**
     * Deletes the object; nothing happens when there is none. In the versioned attachments bucket this hides
     * it at once, and the lifecycle rule removes the old version after 90 days (infra/stacks/storage-stack.ts).
     */
    async remove(key: string) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    /**
     * A presigned POST for one key: the browser posts the file straight to S3 within LINK_SECONDS, as opaque
     * bytes of 1 to `maxBytes` bytes (the policy's content-length-range); S3 refuses anything else.
     */
    async presignPost(key: string, maxBytes: number) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', STORED_CONTENT_TYPE],
        ],
        Fields: { 'Content-Type': STORED_CONTENT_TYPE },
        Expires: LINK_SECONDS,
      })
      return { url, fields }
    },

    download,

    /**
     * A presigned GET valid for LINK_SECONDS for a page to show the object in place: a PDF, PNG or JPEG is
     * served `inline` with its own type (by extension, never the caller's); any other type is exactly
     * `download()`'s attachment.
     */
    view(key: string, fileName: string) {
      if (!inlineKindOf(fileName)) return download(key, fileName)
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: inlineDisposition(fileName),
          ResponseContentType: contentTypeOf(fileName),
        }),
        { expiresIn: LINK_SECONDS },
      )
    },
  }
}

export type ObjectStore = ReturnType<typeof createObjectStore>
