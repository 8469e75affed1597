import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { storedFileKey } from './keys'
import { createUploadRecords, newVersionId } from './records'
import type { FilePurpose, FileRef } from './rules'
import { createObjectStore } from './storage'

/** A file to keep as an upload, as the files domain's confirm leaves one. */
export interface ConfirmedUpload {
  fileName: string
  bytes: Uint8Array
  purpose: FilePurpose
  uploadedBy: string
  /** @default 'application/pdf' */
  contentType?: string
  /** @default Date.now() */
  at?: number
}

/**
 * Stores bytes under a new `files/` key and records them STORED and unclaimed, as a confirmed upload waits for
 * the record that claims it: for demo seeds and tests, which skip the browser's presigned post. No checks: the
 * caller gives known-good files. Answers the `{ versionId, fileKey }` a record claims.
 */
export async function storeConfirmedUpload(
  target: { client: DynamoDBDocumentClient; table: string; s3: S3Client; bucket: string },
  upload: ConfirmedUpload,
): Promise<FileRef> {
  const at = upload.at ?? Date.now()
  const fileKey = storedFileKey(upload.fileName, at)
  await createObjectStore(target.s3, target.bucket).put(fileKey, upload.bytes)
  const versionId = newVersionId()
  await createUploadRecords(target.client, target.table).create({
    fileKey,
    state: 'STORED',
    purpose: upload.purpose,
    fileName: upload.fileName,
    size: upload.bytes.length,
    versionId,
    contentType: upload.contentType ?? 'application/pdf',
    uploadedBy: upload.uploadedBy,
    createdOn: at,
  })
  return { versionId, fileKey }
}
