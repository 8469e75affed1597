import { AppError, badRequest, type Caller, conflict } from '@campus/core'
import {
  baseNameOf,
  checkContent,
  claimProofOf,
  claimSecretHash,
  type CreateUpload,
  EXTERNAL_PURPOSE,
  externalFileRule,
  extensionOf,
  FILE_MESSAGES,
  type FileRef,
  fileNotFound,
  fileRule,
  type FileRuleResult,
  isPageType,
  LINK_SECONDS,
  newClaimSecret,
  newVersionId,
  normalizeExtensions,
  type ObjectStore,
  type PresignedUpload,
  quarantineKey,
  type ReceivedFile,
  SNIFF_BYTES,
  storedFileKey,
  TEMPLATE_MAX_BYTES,
  type UploadRecord,
  versionWithClaimSecret,
} from '@campus/files'
import { assertUploader } from './access-rules'
import { type AuditActor, actorOf, type AuditTrail, externalActor } from './audit-trail'
import type { UploadsRepository } from './uploads.repository'

/** A file the legacy multipart calls sent: its name and its bytes (`receivedFileOf` of @campus/files). */
export type UploadedFile = ReceivedFile

/**
 * Who makes a legacy external call (`/api/s3/external/*`): the signed-in user when a valid session came with it
 * (routes/external-sender.ts), else an anonymous caller known by its address.
 */
export type ExternalSender = { caller: Caller } | { address: string; requestId: string | undefined }

/** What the upload calls answer, as the legacy client reads it (legacy-client.md 2.2). */
export interface UploadedRef {
  versionId: string
  fileKey: string
}

/** One of the caller's uploads, as `GET /api/s3/uploads/mine` lists it. */
export interface UploadSummary {
  fileKey: string
  versionId?: string
  fileName: string
  size: number
  contentType?: string
  purpose: string
  state: string
  createdOn: number
  claimed: boolean
}

/** The leading bytes whose content is checked: a JSON file whole (up to the template limit), else the start. */
const sampleLength = (fileName: string) =>
  extensionOf(fileName) === 'json' ? TEMPLATE_MAX_BYTES : SNIFF_BYTES

const refused = (message: string) => badRequest('FILE_REFUSED', message)

const assertAllowed = (rule: FileRuleResult) => {
  if (!rule.ok) throw refused(rule.message)
  return rule.maxBytes
}

const noSuchUpload = () => new AppError(404, 'FILE_NOT_FOUND', 'File not found')

const inUse = () =>
  conflict(
    'FILE_IN_USE',
    'This file belongs to a record: change or delete the record instead, which lets the file go.',
  )

const summaryOf = (record: UploadRecord): UploadSummary => ({
  fileKey: record.fileKey,
  ...(record.versionId ? { versionId: record.versionId } : {}),
  fileName: record.fileName,
  size: record.size,
  ...(record.contentType ? { contentType: record.contentType } : {}),
  purpose: record.purpose,
  state: record.state,
  createdOn: record.createdOn,
  claimed: record.claimedBy !== undefined,
})

const senderActor = (sender: ExternalSender) =>
  'caller' in sender ? actorOf(sender.caller) : externalActor(sender.address, sender.requestId)

const tooManyUploads = (message: string) =>
  new AppError(429, 'TOO_MANY_UPLOADS', `${message} Try again later.`)

/**
 * Uploads: presigned posts straight to S3 and their confirmation, and the legacy multipart calls, each checked
 * by name and size (the purpose's rule) and by content (its first bytes), then recorded unclaimed until a
 * record takes it (`createAttachments` in @campus/files). External uploads go to `quarantine/`: with a session
 * they are the user's, at most `externalUploadsPerUserPerHour` per user per hour; without one they carry a
 * claim secret, at most `externalUploadsPerHour` per caller address per hour.
 */
export function createUploadsService(deps: {
  uploads: UploadsRepository
  store: ObjectStore
  audit: AuditTrail
  /** `FILES_EXTERNAL_UPLOADS_PER_HOUR`. */
  externalUploadsPerHour: number
  /** `FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR`. */
  externalUploadsPerUserPerHour: number
  now?: () => number
}) {
  const { uploads, store, audit } = deps
  const now = deps.now ?? Date.now

  /** A refused upload leaves nothing behind: its object and its record go, and the refusal is audited. */
  async function discardRefused(actor: AuditActor, record: UploadRecord, message: string): Promise<never> {
    await store.remove(record.fileKey)
    await uploads.remove(record.fileKey, { unclaimed: true })
    await audit(actor, { id: record.fileKey, action: 'REFUSE', before: record, after: { message } })
    throw refused(message)
  }

  /**
   * Checks and stores a file the API received whole, and records it unclaimed. An upload without a token gets
   * a claim secret: its answer's `versionId` carries it, and the record keeps only its hash.
   */
  async function storeChecked(
    actor: AuditActor,
    file: UploadedFile,
    options: { purpose: 'document' | typeof EXTERNAL_PURPOSE; key: string; claimSecret?: string },
  ): Promise<UploadedRef> {
    const fileName = baseNameOf(file.name)
    const length = Math.min(file.bytes.length, sampleLength(fileName))
    const content = checkContent(fileName, file.bytes.subarray(0, length), length === file.bytes.length)
    if (!content.ok) {
      await audit(actor, { id: options.key, action: 'REFUSE', after: { fileName, message: content.message } })
      throw refused(content.message)
    }
    const { objectVersionId } = await store.put(options.key, file.bytes)
    const record: UploadRecord = {
      fileKey: options.key,
      state: 'STORED',
      purpose: options.purpose,
      fileName,
      size: file.bytes.length,
      versionId: objectVersionId ?? newVersionId(),
      ...(objectVersionId ? { objectVersionId } : {}),
      contentType: content.contentType,
      uploadedBy: actor.id,
      ...(options.claimSecret ? { claimSecretHash: claimSecretHash(options.claimSecret) } : {}),
      createdOn: now(),
    }
    await uploads.create(record)
    await audit(actor, { id: record.fileKey, action: 'UPLOAD', after: record })
    const versionId = record.versionId ?? ''
    return {
      versionId: options.claimSecret ? versionWithClaimSecret(versionId, options.claimSecret) : versionId,
      fileKey: record.fileKey,
    }
  }

  /** Deletes an unclaimed upload and its object; false when a record claimed it meanwhile or it is gone. */
  async function discard(actor: AuditActor, record: UploadRecord) {
    const removed = await uploads.remove(record.fileKey, { versionId: record.versionId, unclaimed: true })
    if (!removed) return false
    await store.remove(record.fileKey)
    await audit(actor, { id: record.fileKey, action: 'DELETE', before: record })
    return true
  }

  /**
   * The upload a ref names, when it is that version; one made without a token only when named with its claim
   * secret, as its upload answered.
   */
  async function findRef(ref: FileRef) {
    const record = await uploads.find(ref.fileKey)
    if (!record) return undefined
    const proof = claimProofOf(record, ref.versionId)
    return proof === 'secret' || (proof === 'version' && !record.claimSecretHash) ? record : undefined
  }

  const isExternal = (record: UploadRecord) => record.purpose === EXTERNAL_PURPOSE

  /**
   * Counts one external upload against the sender's hourly limit, or refuses it (429): a signed-in user's
   * count (`user:<id>`, never an address), else the caller address's.
   */
  async function reserveExternal(sender: ExternalSender) {
    const signedIn = 'caller' in sender
    const limit = signedIn ? deps.externalUploadsPerUserPerHour : deps.externalUploadsPerHour
    const counter = signedIn ? `user:${sender.caller.actor.userId}` : sender.address
    if (await uploads.reserveExternalUpload(counter, limit, now())) return
    throw tooManyUploads(
      signedIn
        ? `At most ${limit} files may be uploaded by one person in an hour.`
        : `At most ${limit} files may be uploaded from one address in an hour without signing in.`,
    )
  }

  /**
   * Takes an external file into quarantine, if the sender's hourly count allows one more. A signed-in sender's
   * upload is theirs, attached by them alone (so it needs no claim secret); an anonymous one gets a secret.
   */
  async function storeExternal(sender: ExternalSender, file: UploadedFile) {
    assertAllowed(externalFileRule(file.name, file.bytes.length))
    await reserveExternal(sender)
    return storeChecked(senderActor(sender), file, {
      purpose: EXTERNAL_PURPOSE,
      key: quarantineKey(file.name),
      ...('caller' in sender ? {} : { claimSecret: newClaimSecret() }),
    })
  }

  /**
   * The external upload a ref names for the sender: an anonymous one only with its claim secret (findRef), one
   * made with a session only for its uploader, signed in.
   */
  async function findExternalRef(sender: ExternalSender, ref: FileRef) {
    const record = await findRef(ref)
    if (!record || !isExternal(record)) return undefined
    if (record.claimSecretHash) return record
    return 'caller' in sender && record.uploadedBy === sender.caller.actor.userId ? record : undefined
  }

  /** A signed-in user's file, by the `document` rules, into `files/`. */
  function uploadDocument(caller: Caller, file: UploadedFile) {
    assertAllowed(fileRule('document', file.name, file.bytes.length))
    return storeChecked(actorOf(caller), file, { purpose: 'document', key: storedFileKey(file.name, now()) })
  }

  return {
    /**
     * A presigned POST for one new upload: the name and size are checked against the purpose first (the
     * legacy message when refused), the key is generated, and the policy holds the type's size limit. The
     * upload is recorded PENDING until its uploader confirms it.
     */
    async presign(caller: Caller, input: CreateUpload): Promise<PresignedUpload> {
      if (input.contentType && isPageType(input.contentType)) throw refused(FILE_MESSAGES.format)
      const maxBytes = assertAllowed(fileRule(input.purpose, input.fileName, input.size, input.extensions))
      const at = now()
      const record: UploadRecord = {
        fileKey: storedFileKey(input.fileName, at),
        state: 'PENDING',
        purpose: input.purpose,
        fileName: baseNameOf(input.fileName),
        size: input.size,
        maxBytes,
        ...(input.purpose === 'naac' && input.extensions?.length
          ? { extensions: normalizeExtensions(input.extensions) }
          : {}),
        uploadedBy: caller.actor.userId,
        createdOn: at,
      }
      await uploads.create(record)
      await audit(actorOf(caller), { id: record.fileKey, action: 'PRESIGN', after: record })
      const { url, fields } = await store.presignPost(record.fileKey, maxBytes)
      return { url, fields, fileKey: record.fileKey, maxBytes, expiresAt: at + LINK_SECONDS * 1000 }
    },

    /**
     * The uploader says the presigned POST is done: the object's size (S3 should have held it to the policy,
     * and an emulator may not) and its first bytes are checked against the purpose and the extension. A
     * refused file is deleted with its record (a 400 with the legacy message); a kept one is recorded STORED.
     * Confirming again answers the same.
     */
    async confirm(caller: Caller, fileKey: string): Promise<UploadedRef> {
      const record = await uploads.find(fileKey)
      if (!record || record.uploadedBy !== caller.actor.userId) throw fileNotFound()
      if (record.state === 'STORED' && record.versionId) return { versionId: record.versionId, fileKey }
      if (record.state !== 'PENDING') throw fileNotFound()
      const object = await store.head(fileKey)
      if (!object) throw fileNotFound()
      const actor = actorOf(caller)
      const purpose = record.purpose as CreateUpload['purpose']
      const rule = fileRule(purpose, record.fileName, object.size, record.extensions)
      if (!rule.ok) return discardRefused(actor, record, rule.message)
      if (object.size > (record.maxBytes ?? rule.maxBytes))
        return discardRefused(actor, record, FILE_MESSAGES.formatAndSize)
      const length = Math.min(object.size, sampleLength(record.fileName))
      const start = await store.readStart(fileKey, length)
      const content = checkContent(record.fileName, start, length === object.size)
      if (!content.ok) return discardRefused(actor, record, content.message)
      const stored = await uploads.markStored(fileKey, caller.actor.userId, {
        versionId: object.objectVersionId ?? newVersionId(),
        objectVersionId: object.objectVersionId,
        size: object.size,
        contentType: content.contentType,
      })
      if (!stored?.versionId) throw fileNotFound()
      await audit(actor, { id: fileKey, action: 'UPLOAD', before: record, after: stored })
      return { versionId: stored.versionId, fileKey }
    },

    /** `POST /api/announcement/fileValidation`: a signed-in user's file, by the `document` rules. */
    upload: uploadDocument,

    /**
     * `PUT /api/s3/updateIn…/{versionId}/{fileKey}`: a new file instead of an old one. The new one is kept by
     * the `document` rules; the old one is deleted if it is the caller's and no record holds it (a record's
     * own file is let go by its domain when the record changes).
     */
    async replace(caller: Caller, old: FileRef, file: UploadedFile) {
      const created = await uploadDocument(caller, file)
      const previous = await findRef(old)
      if (previous?.state === 'STORED' && previous.uploadedBy === caller.actor.userId && !previous.claimedBy)
        await discard(actorOf(caller), previous)
      return created
    },

    /** `DELETE /api/s3/deleteIn…`: the uploader deletes an upload no record holds. */
    async remove(caller: Caller, ref: FileRef) {
      const record = await findRef(ref)
      if (!record) throw noSuchUpload()
      assertUploader(caller.actor.userId, record)
      if (record.claimedBy) throw inUse()
      if (!(await discard(actorOf(caller), record))) throw inUse()
      return { deleted: true as const, ...ref }
    },

    /** `POST /api/s3/external/createIn…`: a file into quarantine, the signed-in sender's or anonymous. */
    createExternal: storeExternal,

    /**
     * `PUT /api/s3/external/updateIn…`: a new external file instead of an old one, which is deleted if it too
     * is external, the sender's to name (its claim secret, or their own) and no record holds it.
     */
    async replaceExternal(sender: ExternalSender, old: FileRef, file: UploadedFile) {
      const created = await storeExternal(sender, file)
      const previous = await findExternalRef(sender, old)
      if (previous?.state === 'STORED' && !previous.claimedBy) await discard(senderActor(sender), previous)
      return created
    },

    /**
     * `DELETE /api/s3/external/deleteIn…`: deletes an external upload no record holds: an anonymous one named
     * with the claim secret its upload answered, one made with a session by its uploader.
     */
    async removeExternal(sender: ExternalSender, ref: FileRef) {
      const record = await findExternalRef(sender, ref)
      if (!record) throw noSuchUpload()
      if (record.claimedBy) throw inUse()
      if (!(await discard(senderActor(sender), record))) throw inUse()
      return { deleted: true as const, ...ref }
    },

    /** The caller's uploads, newest first: one Query. */
    async listMine(caller: Caller, count: number) {
      return (await uploads.listByUploader(caller.actor.userId, count)).map(summaryOf)
    },
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>
