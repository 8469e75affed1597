import * as z from 'zod'

/** Request and response shapes of the files routes; the upload bodies are in @campus/files/rules. */

/** What every upload call answers (legacy-client.md 2.2): both fields, or the client does nothing. */
export const UploadedRefSchema = z.object({ versionId: z.string(), fileKey: z.string() })

/** A delete's answer. */
export const DeletedFileSchema = z.object({
  deleted: z.literal(true),
  versionId: z.string(),
  fileKey: z.string(),
})

/** A legacy `{product}` call: `createInJackprodigy` and the like, any letters after the verb. */
export const legacyAction = (verb: 'createIn' | 'updateIn' | 'deleteIn') => new RegExp(`^${verb}[A-Za-z]+$`)

const refPart = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(1024)

/** `?versionId=&fileKey=` of the deletes. */
export const RefQuerySchema = z.object({ versionId: refPart('versionId'), fileKey: refPart('fileKey') })

/** `?oldVersionId=&oldFileName=` of the external update: the upload it replaces. */
export const OldRefQuerySchema = z.object({
  oldVersionId: refPart('oldVersionId'),
  oldFileName: refPart('oldFileName'),
})

/** `/{versionId}/{fileKey}` of the signed-in update; the key may hold `/`, plain or as %2F. */
export const RefParamSchema = z.object({
  action: z.string(),
  versionId: refPart('versionId'),
  fileKey: refPart('fileKey'),
})

/** The multipart body of the legacy upload calls: one file, in the field `file`. */
export const FileFormSchema = z.strictObject({
  file: z.file({ error: 'Choose a file to upload: send it as multipart/form-data in a field named file.' }),
})

/** `?count=` of the caller's uploads. */
export const MineQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
})

export const UploadSummarySchema = z.object({
  fileKey: z.string(),
  versionId: z.string().optional(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string().optional(),
  purpose: z.string(),
  state: z.enum(['PENDING', 'STORED', 'SWEEPING', 'MOVED']),
  createdOn: z.number(),
  claimed: z.boolean(),
})
