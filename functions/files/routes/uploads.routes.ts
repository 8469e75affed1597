import { ConfirmUploadSchema, CreateUploadSchema, PresignedUploadSchema } from '@campus/files/rules'
import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import * as z from 'zod'
import type { FilesDeps } from '../deps'
import { MineQuerySchema, UploadedRefSchema, UploadSummarySchema } from './schemas'

/**
 * The web app's uploads: a presigned POST straight to S3 (no size limit of Lambda's in the way), then a
 * confirm that checks the content; and the caller's recent uploads.
 */
export const uploadRoutes = ({ uploads }: FilesDeps) =>
  createRoutes()
    .post(
      '/api/s3/uploads',
      access('signed-in', 'own'),
      describe({
        summary:
          "Start an upload: the name and size are checked against the purpose's rules first (400 FILE_REFUSED with the legacy message), then a presigned POST valid 10 minutes for a generated key, limited to the type's size. Post every field of `fields`, then the file as `file`, to `url`; then confirm",
        response: PresignedUploadSchema,
        responseDescription: '`{ url, fields, fileKey, maxBytes, expiresAt }`',
      }),
      validate('json', CreateUploadSchema),
      async (c) => c.json(await uploads.presign(callerOf(c), c.req.valid('json')), 200),
    )
    .post(
      '/api/s3/uploads/confirm',
      access('signed-in', 'own'),
      describe({
        summary:
          'Confirm a presigned upload (its uploader only): its size and first bytes are checked against the purpose and the extension. A refused file is deleted (400 FILE_REFUSED with the legacy message); a kept one waits, unclaimed, for a record to claim it within a day',
        response: UploadedRefSchema,
        responseDescription: '`{ versionId, fileKey }`: what a record names the file by',
      }),
      validate('json', ConfirmUploadSchema),
      async (c) => c.json(await uploads.confirm(callerOf(c), c.req.valid('json').fileKey), 200),
    )
    .get(
      '/api/s3/uploads/mine',
      access('signed-in', 'own'),
      describe({
        summary: "The caller's uploads, newest first (one Query); `count` 1 to 100, 20 unless given",
        response: z.array(UploadSummarySchema),
        responseDescription:
          'A bare array of `{ fileKey, versionId?, fileName, size, contentType?, purpose, state, createdOn, claimed }`',
      }),
      validate('query', MineQuerySchema),
      async (c) => c.json(await uploads.listMine(callerOf(c), c.req.valid('query').count), 200),
    )
