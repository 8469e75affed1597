import { randomBytes } from 'node:crypto'
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure, keyOf, lazy } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The upload records of the `files` table (owned by the files domain, functions/files/manifest.ts): one item
 * per stored object. Both the files domain and `createAttachments` read and write them through
 * `createUploadRecords`, the only holder of the client and the table for these items.
 *
 * | pattern                          | index   | key                                                   |
 * |----------------------------------|---------|-------------------------------------------------------|
 * | an upload by its key             | primary | `FILE#<fileKey>` / `UPLOAD`                           |
 * | unclaimed uploads, oldest first  | gsi1    | `UNCLAIMED` / `AT#<createdOn, 15 digits>#<fileKey>`   |
 * | one person's uploads, by time    | gsi2    | `UPLOADER#<uploadedBy>` / `AT#<createdOn>#<fileKey>`  |
 *
 * gsi1 is sparse: an upload is in it only until a record claims it, so the daily sweep reads exactly the
 * uploads nobody claimed (a claim removes the keys; a claimed record is written without them).
 */

/** Where an upload stands. */
export const UPLOAD_STATES = ['PENDING', 'STORED', 'SWEEPING', 'MOVED'] as const
export type UploadState = (typeof UPLOAD_STATES)[number]

/** What uploads without a token are recorded as: they have no purpose until a record claims them. */
export const EXTERNAL_PURPOSE = 'external'

/** How long the record of a quarantined upload that moved to `files/` is kept, so a repeated claim finds it. */
export const MOVED_RECORD_SECONDS = 7 * 24 * 60 * 60

const none = { casing: 'none' } as const

const uploadEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(
    {
      model: { service: 'files', entity: 'upload', version: '1' },
      attributes: {
        fileKey: { type: 'string', required: true },
        /**
         * PENDING: a presigned POST was handed out, nothing is checked yet. STORED: checked and kept. SWEEPING:
         * the sweep is deleting it. MOVED: a quarantined upload a record claimed, now at `movedTo`.
         */
        state: { type: UPLOAD_STATES, required: true },
        /** The purpose its rules were checked against (rules.ts), or `external`. */
        purpose: { type: 'string', required: true },
        /** The name it was uploaded with, as the uploader's computer had it (only the last path segment). */
        fileName: { type: 'string', required: true },
        /** Bytes: declared while PENDING, measured once STORED. */
        size: { type: 'number', required: true },
        /** A PENDING upload's limit: the purpose's maximum for its type. */
        maxBytes: { type: 'number' },
        /** A PENDING `naac` upload's field extensions. */
        extensions: { type: 'list', items: { type: 'string' } },
        /** What the API answers as `versionId`: S3's version id, or a random one where the store keeps none. */
        versionId: { type: 'string' },
        /** S3's version id, when the bucket keeps versions. */
        objectVersionId: { type: 'string' },
        /** What the content was found to be (sniff.ts); downloads are served as this. */
        contentType: { type: 'string' },
        /** A user id, or `external:<address>` for uploads without a token. */
        uploadedBy: { type: 'string', required: true },
        /**
         * An upload without a token: the hash of the claim secret its upload answered (claim-secret.ts), which a
         * claim must present, as nobody signed in owns it.
         */
        claimSecretHash: { type: 'string' },
        createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
        /** The record that holds the file, e.g. `announcement#<id>`; absent while unclaimed. */
        claimedBy: { type: 'string' },
        claimedOn: { type: 'number' },
        /** Where a claimed quarantined upload was moved. */
        movedTo: { type: 'string' },
        /** Epoch seconds after which DynamoDB deletes the item (MOVED records). */
        ttl: { type: 'number' },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['fileKey'], template: 'FILE#${fileKey}', ...none },
          sk: { field: 'sk', composite: [], template: 'UPLOAD', ...none },
        },
        unclaimed: {
          index: 'gsi1',
          condition: (attributes) => attributes.claimedBy === undefined,
          pk: { field: 'gsi1pk', composite: [], template: 'UNCLAIMED', ...none },
          sk: {
            field: 'gsi1sk',
            composite: ['createdOn', 'fileKey'],
            template: 'AT#${createdOn}#${fileKey}',
            ...none,
          },
        },
        byUploader: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['uploadedBy'], template: 'UPLOADER#${uploadedBy}', ...none },
          sk: {
            field: 'gsi2sk',
            composite: ['createdOn', 'fileKey'],
            template: 'AT#${createdOn}#${fileKey}',
            ...none,
          },
        },
      },
    },
    { client, table },
  )

export type UploadEntity = ReturnType<typeof uploadEntity>
export type UploadRecord = EntityItem<UploadEntity>

/** A `versionId` for a store that keeps no versions (s3rver locally): random, so it works as a capability. */
export const newVersionId = () => randomBytes(16).toString('hex')

/**
 * Reads and writes of upload records. Creates and reads go through ElectroDB; the state changes are single
 * conditional UpdateItems written out here, because a claim must also remove the sparse index's keys, which
 * ElectroDB does not write as attributes.
 */
export function createUploadRecords(client: DynamoDBDocumentClient, table: string) {
  const entity = lazy(() => uploadEntity(client, table))
  const keyOfUpload = (fileKey: string) => keyOf(entity().get({ fileKey }))

  /** One conditional UpdateItem; the record after it, or undefined when its condition failed. */
  async function update(
    fileKey: string,
    expression: string,
    condition: string,
    names: Record<string, string>,
    values: Record<string, unknown>,
  ): Promise<UploadRecord | undefined> {
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: table,
          Key: keyOfUpload(fileKey),
          UpdateExpression: expression,
          ConditionExpression: `attribute_exists(#pk) AND ${condition}`,
          ExpressionAttributeNames: { '#pk': 'pk', ...names },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      )
      return entity().parse({ Item: Attributes }).data ?? undefined
    } catch (error) {
      if (isConditionalFailure(error)) return undefined
      throw error
    }
  }

  return {
    /** One GetItem. */
    find: async (fileKey: string): Promise<UploadRecord | undefined> =>
      (await entity().get({ fileKey }).go()).data ?? undefined,

    /** Writes a new record; a key that exists already is refused (keys are random, so it never is). */
    async create(record: UploadRecord) {
      await entity().create(record).go()
    },

    /**
     * A PENDING upload checked and kept: STORED with its version, measured size and content type. Only the
     * uploader's, and only once; false when the condition failed.
     */
    async markStored(
      fileKey: string,
      uploadedBy: string,
      stored: { versionId: string; objectVersionId?: string | undefined; size: number; contentType: string },
    ) {
      const names = { '#state': 'state', '#by': 'uploadedBy', '#v': 'versionId', '#size': 'size' }
      const values: Record<string, unknown> = {
        ':pending': 'PENDING',
        ':stored': 'STORED',
        ':by': uploadedBy,
        ':v': stored.versionId,
        ':size': stored.size,
        ':type': stored.contentType,
      }
      let expression = 'SET #state = :stored, #v = :v, #size = :size, contentType = :type'
      if (stored.objectVersionId) {
        expression += ', objectVersionId = :ov'
        values[':ov'] = stored.objectVersionId
      }
      expression += ' REMOVE maxBytes, extensions'
      return update(fileKey, expression, '#state = :pending AND #by = :by', names, values)
    },

    /**
     * A record takes a STORED upload: one conditional UpdateItem that names the owner and leaves the sweep's
     * index. Taking it again for the same owner is allowed (a retried request). `movedTo` is kept if a first
     * attempt already chose one. The record after the claim, or undefined when another owner has it, the
     * version differs or the sweep is deleting it.
     */
    claim(fileKey: string, versionId: string, owner: string, now: number, movedTo?: string) {
      const names: Record<string, string> = { '#state': 'state', '#v': 'versionId', '#owner': 'claimedBy' }
      const values: Record<string, unknown> = {
        ':stored': 'STORED',
        ':v': versionId,
        ':owner': owner,
        ':now': now,
      }
      let expression = 'SET #owner = :owner, claimedOn = if_not_exists(claimedOn, :now)'
      if (movedTo) {
        expression += ', movedTo = if_not_exists(movedTo, :to)'
        values[':to'] = movedTo
      }
      expression += ' REMOVE gsi1pk, gsi1sk'
      return update(
        fileKey,
        expression,
        '#state = :stored AND #v = :v AND (attribute_not_exists(#owner) OR #owner = :owner)',
        names,
        values,
      )
    },

    /** A claimed quarantined upload, copied to `files/`: MOVED, kept MOVED_RECORD_SECONDS for repeated claims. */
    markMoved(fileKey: string, owner: string, now: number) {
      return update(
        fileKey,
        'SET #state = :moved, #ttl = :ttl',
        '#owner = :owner',
        { '#state': 'state', '#ttl': 'ttl', '#owner': 'claimedBy' },
        { ':moved': 'MOVED', ':ttl': Math.floor(now / 1000) + MOVED_RECORD_SECONDS, ':owner': owner },
      )
    },

    /**
     * Marks an unclaimed upload as being swept, unless a record claimed it meanwhile: after this no claim can
     * take it, so its object may be deleted. The record, or undefined when it was claimed or is gone.
     */
    markSweeping(fileKey: string) {
      return update(
        fileKey,
        'SET #state = :sweeping',
        'attribute_not_exists(#owner) AND #state IN (:pending, :stored, :sweeping)',
        { '#state': 'state', '#owner': 'claimedBy' },
        { ':sweeping': 'SWEEPING', ':pending': 'PENDING', ':stored': 'STORED' },
      )
    },

    /**
     * Deletes the record if it still stands as `expected` says (its version, its owner or the lack of one);
     * false when it changed meanwhile or is gone.
     */
    async remove(
      fileKey: string,
      expected: { versionId?: string | undefined; claimedBy?: string | undefined; unclaimed?: boolean },
    ) {
      try {
        await entity()
          .delete({ fileKey })
          .where((attributes, { eq, exists, notExists }) =>
            [
              exists(attributes.fileKey),
              ...(expected.versionId === undefined ? [] : [eq(attributes.versionId, expected.versionId)]),
              ...(expected.claimedBy === undefined ? [] : [eq(attributes.claimedBy, expected.claimedBy)]),
              ...(expected.unclaimed ? [notExists(attributes.claimedBy)] : []),
            ].join(' AND '),
          )
          .go({ originalErr: true })
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },

    /** Unclaimed uploads created before `before`, oldest first, at most `limit` (one Query on gsi1). */
    async listUnclaimedBefore(before: number, limit: number) {
      const { data } = await entity().query.unclaimed({}).lt({ createdOn: before }).go({ count: limit })
      return data
    },

    /** One person's uploads, newest first, at most `limit` (one Query on gsi2). */
    async listByUploader(uploadedBy: string, limit: number) {
      const { data } = await entity().query.byUploader({ uploadedBy }).go({ order: 'desc', count: limit })
      return data
    },
  }
}

export type UploadRecords = ReturnType<typeof createUploadRecords>
