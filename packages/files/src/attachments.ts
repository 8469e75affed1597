import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError, badRequest } from '@campus/core'
import { createAuditLog, writtenUnlessConditionFails } from '@campus/db'
import { claimProofOf } from './claim-secret'
import { isQuarantined, storedFileKey } from './keys'
import { createUploadRecords, newVersionId, type UploadRecord } from './records'
import {
  baseNameOf,
  extensionOf,
  type FilePurpose,
  type FileRef,
  type FileWithUrl,
  fileRule,
  type StoredFile,
  TEMPLATE_MAX_BYTES,
} from './rules'
import { checkContent, SNIFF_BYTES } from './sniff'
import { createObjectStore } from './storage'

/** What a record asks of a file it claims: the purpose whose rules the file must meet, and a field's extensions. */
export interface ClaimRule {
  purpose: FilePurpose
  /** For `naac`: the field's extensions (`pdf`, `.jpg`, `pdf|docx`). */
  extensions?: readonly string[]
}

export interface AttachmentsOptions {
  client: DynamoDBDocumentClient
  /** The `files` table's physical name (`FILES_TABLE_NAME`). */
  table: string
  s3: S3Client
  /** The attachments bucket (`ATTACHMENTS_BUCKET_NAME`). */
  bucket: string
  /** The clock. @default Date.now */
  now?: () => number
}

/** A file a domain received whole (a legacy multipart call): its name as sent and its bytes. */
export interface ReceivedFile {
  name: string
  bytes: Uint8Array
}

/** Who sent a received file, for its upload record and audit trail. */
export interface FileSender {
  userId: string
  userType: string
  requestId?: string | undefined
}

/** The options of `withUrl`. */
export interface FileUrlOptions {
  /** The name the file is served as. @default the last segment of its key */
  fileName?: string
  /**
   * Serve a PDF, PNG or JPEG `inline` with its own type, for a page to show it in place (a PDF in a frame, an
   * image as a picture); any other type stays an attachment. @default false
   */
  inline?: boolean
}

/** The leading bytes whose content is checked: a JSON file whole (up to the template limit), else the start. */
const sampleLength = (fileName: string) =>
  extensionOf(fileName) === 'json' ? TEMPLATE_MAX_BYTES : SNIFF_BYTES

/** The 400 for a reference to no usable upload: missing, of another version, taken by another record, or swept. */
export const fileNotFound = () => badRequest('FILE_NOT_FOUND', 'File not found: upload it again')

/** The 403 for an upload made by someone else, signed in: only its uploader attaches it. */
const notYours = () =>
  new AppError(
    403,
    'FILE_NOT_YOURS',
    'Only the person who uploaded this file can attach it: upload it yourself, then save again.',
  )

/**
 * Whether `claimer` may attach `found`, named by `sentVersionId` (issue 29): an upload made without a token only
 * with the claim secret its upload answered (inside that `versionId`), any other only by its uploader. A ref
 * that names no version of it is a 400 FILE_NOT_FOUND, as a missing upload.
 */
function assertMayAttach(found: UploadRecord, sentVersionId: string, claimer: string) {
  const proof = claimProofOf(found, sentVersionId)
  if (proof === 'none') throw fileNotFound()
  if (found.claimSecretHash) {
    if (proof === 'secret') return
    throw new AppError(
      403,
      proof === 'version' ? 'CLAIM_SECRET_REQUIRED' : 'CLAIM_SECRET_WRONG',
      proof === 'version'
        ? 'This file was uploaded without signing in: send the versionId its upload answered, which carries its claim secret.'
        : 'The claim secret sent does not match this upload: upload the file again.',
    )
  }
  if (found.uploadedBy !== claimer) throw notYours()
}

/**
 * The upload a ref names that `owner` may take on behalf of `claimer`: one this owner holds already (a repeated
 * claim), or an unclaimed one `claimer` may attach. Anything else throws.
 */
function assertClaimable(
  found: UploadRecord | undefined,
  ref: FileRef,
  owner: string,
  claimer: string,
): asserts found is UploadRecord {
  if (!found) throw fileNotFound()
  if (found.claimedBy === undefined) {
    assertMayAttach(found, ref.versionId, claimer)
    return
  }
  const proof = claimProofOf(found, ref.versionId)
  if (found.claimedBy !== owner || (proof !== 'version' && proof !== 'secret')) throw fileNotFound()
}

const storedFileOf = (record: UploadRecord): StoredFile => ({
  versionId: record.versionId ?? '',
  fileKey: record.fileKey,
  fileName: record.fileName,
  size: record.size,
  contentType: record.contentType ?? 'application/octet-stream',
})

/**
 * Attachments for any domain's records (docs/adr/0026). A record that keeps files claims each upload when it
 * is saved, stores the `{ versionId, fileKey }` the claim answers, answers reads with `withUrl`, and releases
 * its files when it is deleted or its file is replaced. The domain declares
 * `tables: { files: 'readwrite' }, buckets: { attachments: 'readwrite' }`.
 * @example
 * const attachments = createAttachments({ client, table: tables.files, s3, bucket: buckets.attachments })
 * const file = await attachments.claim(input.file, `announcement#${id}`, { purpose: 'announcement' }, caller.actor.userId)
 */
export function createAttachments({ client, table, s3, bucket, now = Date.now }: AttachmentsOptions) {
  const records = createUploadRecords(client, table)
  const store = createObjectStore(s3, bucket)
  const audit = createAuditLog(client, table)

  const record = (
    owner: string,
    action: string,
    fileKey: string,
    change: { before?: unknown; after?: unknown },
  ) =>
    audit.write({
      entityType: 'upload',
      entityId: fileKey,
      action,
      actorId: owner,
      actorType: 'RECORD',
      at: now(),
      ...change,
    })

  /** A quarantined upload the owner has claimed: copied to `files/`, recorded there, the original removed. */
  async function moveOut(claimed: UploadRecord, owner: string): Promise<StoredFile> {
    const target = claimed.movedTo
    if (!target) throw new AppError(500, 'FILE_MOVE_FAILED', 'The claimed upload has no destination.')
    const existing = await records.find(target)
    let moved = existing
    if (!moved) {
      const { objectVersionId } = await store.copy(claimed.fileKey, target)
      moved = {
        fileKey: target,
        state: 'STORED',
        purpose: claimed.purpose,
        fileName: claimed.fileName,
        size: claimed.size,
        versionId: objectVersionId ?? newVersionId(),
        ...(objectVersionId ? { objectVersionId } : {}),
        ...(claimed.contentType ? { contentType: claimed.contentType } : {}),
        uploadedBy: claimed.uploadedBy,
        createdOn: now(),
        claimedBy: owner,
        claimedOn: now(),
      }
      // Two claims of the same upload at once may both get here: the second finds the first's record.
      const created = await writtenUnlessConditionFails(() => records.create(moved as UploadRecord))
      if (!created) moved = await records.find(target)
      if (!moved) throw fileNotFound()
    }
    await records.markMoved(claimed.fileKey, owner, now())
    await store.remove(claimed.fileKey)
    await record(owner, 'CLAIM', target, { before: claimed, after: moved })
    return storedFileOf(moved)
  }

  return {
    /**
     * A record takes an upload for `claimer`, the signed-in user whose request saves it: the ref must name an
     * upload record of that version, unclaimed or already this owner's (a repeated claim answers the same
     * file). An unclaimed upload is `claimer`'s own, or one made without a token named with the claim secret
     * its upload answered; else a 403 (FILE_NOT_YOURS, CLAIM_SECRET_REQUIRED, CLAIM_SECRET_WRONG). The
     * purpose's rule is checked again (a 400 with the legacy message), the claim is one conditional update,
     * and a quarantined upload is moved to `files/` first (the answer then names its new key and version:
     * store that). A missing ref, or one another record holds, is a 400 "File not found: upload it again".
     */
    async claim(ref: FileRef, owner: string, rule: ClaimRule, claimer: string): Promise<StoredFile> {
      const found = await records.find(ref.fileKey)
      assertClaimable(found, ref, owner, claimer)
      // A ref names a version, so an upload it names has one (claimProofOf).
      const versionId = found.versionId ?? ''
      if (found.state === 'MOVED') {
        const moved = found.movedTo ? await records.find(found.movedTo) : undefined
        if (moved?.claimedBy !== owner) throw fileNotFound()
        return storedFileOf(moved)
      }
      if (found.state !== 'STORED') throw fileNotFound()
      const checked = fileRule(rule.purpose, found.fileName, found.size, rule.extensions)
      if (!checked.ok) throw badRequest('FILE_REFUSED', checked.message)

      if (isQuarantined(found.fileKey)) {
        const target = found.movedTo ?? storedFileKey(found.fileName, now())
        const claimed = await records.claim(found.fileKey, versionId, owner, now(), target)
        if (!claimed) throw fileNotFound()
        return moveOut(claimed, owner)
      }
      if (found.claimedBy === owner) return storedFileOf(found)
      const claimed = await records.claim(found.fileKey, versionId, owner, now())
      if (!claimed) throw fileNotFound()
      await record(owner, 'CLAIM', found.fileKey, { before: found, after: claimed })
      return storedFileOf(claimed)
    },

    /**
     * The bytes (at most `maxBytes`) of an upload this owner may claim for `claimer`, or has: read before claiming when the
     * content decides whether the record may be saved at all (a NAAC template's JSON form), so a refused file
     * stays unclaimed for the next try. Anything else is a 400 "File not found: upload it again".
     */
    async read(ref: FileRef, owner: string, maxBytes: number, claimer: string): Promise<Uint8Array> {
      let found = await records.find(ref.fileKey)
      assertClaimable(found, ref, owner, claimer)
      if (found?.state === 'MOVED') found = found.movedTo ? await records.find(found.movedTo) : undefined
      if (found?.state !== 'STORED') throw fileNotFound()
      return store.readStart(found.fileKey, maxBytes)
    },

    /**
     * The owner lets a file go (its record was deleted, or its file replaced): the object and its upload
     * record are deleted. Only a file this owner claimed; nothing happens when it is already gone or is not
     * the owner's. Whether it deleted anything.
     */
    async release(ref: FileRef, owner: string): Promise<boolean> {
      const found = await records.find(ref.fileKey)
      if (!found || found.versionId !== ref.versionId || found.claimedBy !== owner) return false
      const removed = await records.remove(found.fileKey, { versionId: found.versionId, claimedBy: owner })
      if (!removed) return false
      if (found.state !== 'MOVED') await store.remove(found.fileKey)
      await record(owner, 'RELEASE', found.fileKey, { before: found })
      return true
    },

    /**
     * The file with a download link: a presigned GET valid 10 minutes that downloads it as an attachment
     * (Content-Disposition: attachment, with its name), typed by its extension and never as HTML or SVG.
     * With `inline`, a PDF, PNG or JPEG is served inline instead, for a page to show it in place. Reads
     * nothing: the name comes from the key unless given. Unclaimed quarantined uploads have no link.
     */
    async withUrl(ref: FileRef, options: FileUrlOptions = {}): Promise<FileWithUrl> {
      if (isQuarantined(ref.fileKey)) throw fileNotFound()
      const fileName = options.fileName ?? baseNameOf(ref.fileKey)
      return {
        versionId: ref.versionId,
        fileKey: ref.fileKey,
        url: await (options.inline
          ? store.view(ref.fileKey, fileName)
          : store.download(ref.fileKey, fileName)),
      }
    },

    /**
     * Keeps a file a domain received whole (a legacy multipart call) for one of its records, in one step: the
     * purpose's rule (name and size) and the content check (its first bytes against its extension, as a
     * confirmed upload gets), then the bytes under a generated key in `files/`, and an upload record already
     * claimed by `owner`, so the daily sweep never takes it. Refusals are a 400 FILE_REFUSED with the legacy
     * message and keep nothing; a refused content is audited. The size limit of the call itself (413) is the
     * route's. Store `{ versionId, fileKey }` of the answer; `release` lets it go like any claimed file.
     */
    async storeReceived(
      file: ReceivedFile,
      owner: string,
      rule: ClaimRule,
      sender: FileSender,
    ): Promise<StoredFile> {
      const fileName = baseNameOf(file.name)
      const size = file.bytes.length
      const checked = fileRule(rule.purpose, fileName, size, rule.extensions)
      if (!checked.ok) throw badRequest('FILE_REFUSED', checked.message)
      const at = now()
      const fileKey = storedFileKey(fileName, at)
      const audited = (action: string, change: { before?: unknown; after?: unknown }) =>
        audit.write({
          entityType: 'upload',
          entityId: fileKey,
          action,
          actorId: sender.userId,
          actorType: sender.userType,
          at: now(),
          ...change,
          ...(sender.requestId ? { requestId: sender.requestId } : {}),
        })
      const length = Math.min(size, sampleLength(fileName))
      const content = checkContent(fileName, file.bytes.subarray(0, length), length === size)
      if (!content.ok) {
        await audited('REFUSE', { after: { fileName, message: content.message, owner } })
        throw badRequest('FILE_REFUSED', content.message)
      }
      const { objectVersionId } = await store.put(fileKey, file.bytes)
      const stored: UploadRecord = {
        fileKey,
        state: 'STORED',
        purpose: rule.purpose,
        fileName,
        size,
        versionId: objectVersionId ?? newVersionId(),
        ...(objectVersionId ? { objectVersionId } : {}),
        contentType: content.contentType,
        uploadedBy: sender.userId,
        createdOn: at,
        claimedBy: owner,
        claimedOn: at,
      }
      try {
        await records.create(stored)
      } catch (error) {
        // No record: the object would belong to nobody, and no sweep would find it.
        await store.remove(fileKey).catch(() => undefined)
        throw error
      }
      await audited('UPLOAD', { after: stored })
      return storedFileOf(stored)
    },
  }
}

export type Attachments = ReturnType<typeof createAttachments>
