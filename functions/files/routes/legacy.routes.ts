import { AppError } from '@campus/core'
import { receivedFileOf } from '@campus/files'
import { access, callerOf, createRoutes, describe, validate, type AppEnv } from '@campus/http'
import { createMiddleware } from 'hono/factory'
import type { FilesDeps } from '../deps'
import { externalSenderOf } from './external-sender'
import {
  DeletedFileSchema,
  FileFormSchema,
  legacyAction,
  OldRefQuerySchema,
  RefParamSchema,
  RefQuerySchema,
  UploadedRefSchema,
} from './schemas'

/**
 * Only `<verb><Product>` (`createInJackprodigy`): any other `:action` is no route at all. After the access
 * guard, so a call without a token is still told to sign in first.
 */
const only = (verb: Parameters<typeof legacyAction>[0]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!legacyAction(verb).test(c.req.param('action') ?? ''))
      throw new AppError(404, 'ROUTE_NOT_FOUND', `No such route: ${c.req.method} ${c.req.path}`)
    await next()
  })

const UPLOADED = '`{ versionId, fileKey }`: the legacy client uses the file only when both are present'
const MULTIPART = `multipart/form-data with the file in the field \`file\`, at most 4.5 MB (larger: POST /api/s3/uploads)`

/** Who an external upload belongs to and is counted against, as the external calls' summaries say it. */
const EXTERNAL_SENDER =
  "With a valid session (the legacy client's token cookie, which it never puts in these URLs; ?token=; Bearer) the upload is that user's: only they attach, replace or delete it, its versionId is the bare version, and it counts against FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR per user per hour (429 TOO_MANY_UPLOADS). Without one (or with a token of no live session: never a 401) it is anonymous: its versionId carries a claim secret (<version>~<secret>; only its hash is kept) that attaching, replacing and deleting it need, and it counts against FILES_EXTERNAL_UPLOADS_PER_HOUR per address per hour (429)."

/**
 * The legacy client's file calls (legacy-client.md 2.2), with its `{product}` (`Jackprodigy`, any letters).
 * The signed-in ones keep files by the `document` rules; the external ones are public (the client sends them
 * without a token in the URL), put the file in quarantine and count it against the session's user if one came
 * with the call (its `token` cookie), else against the caller's address.
 */
export const legacyFileRoutes = ({ uploads }: FilesDeps) =>
  createRoutes()
    .post(
      '/api/announcement/fileValidation',
      access('signed-in', 'own'),
      describe({
        summary: `Upload a file for an assignment, a submission or course material by the document rules (images jpg, jpeg, png up to 1 MB; documents and archives up to 10 MB), its content checked. ${MULTIPART}`,
        response: UploadedRefSchema,
        responseDescription: UPLOADED,
      }),
      validate('form', FileFormSchema),
      async (c) =>
        c.json(await uploads.upload(callerOf(c), await receivedFileOf(c.req.valid('form').file)), 200),
    )
    .post(
      '/api/s3/external/:action',
      access('public'),
      describe({
        summary: `createIn{product}: upload a file as the legacy client does, no token in the URL (NAAC templates and entries, announcement attachments, admission documents). Any type the portal keeps, into quarantine until a record claims it (unclaimed ones are deleted after a day). ${EXTERNAL_SENDER} ${MULTIPART}`,
        response: UploadedRefSchema,
        responseDescription: UPLOADED,
      }),
      only('createIn'),
      validate('form', FileFormSchema),
      async (c) => {
        const file = await receivedFileOf(c.req.valid('form').file)
        return c.json(await uploads.createExternal(await externalSenderOf(c), file), 200)
      },
    )
    .put(
      '/api/s3/external/:action',
      access('public'),
      describe({
        summary: `updateIn{product}?oldVersionId=&oldFileName=: upload a file as createIn does instead of an earlier one, which is deleted if it too was an external upload the caller may name (its claim secret, or their own with a session) and no record holds it. Owned and counted like createIn. ${MULTIPART}`,
        response: UploadedRefSchema,
        responseDescription: UPLOADED,
      }),
      only('updateIn'),
      validate('query', OldRefQuerySchema),
      validate('form', FileFormSchema),
      async (c) => {
        const { oldVersionId, oldFileName } = c.req.valid('query')
        const old = { versionId: oldVersionId, fileKey: oldFileName }
        const file = await receivedFileOf(c.req.valid('form').file)
        return c.json(await uploads.replaceExternal(await externalSenderOf(c), old, file), 200)
      },
    )
    .delete(
      '/api/s3/external/:action',
      access('public'),
      describe({
        summary:
          "deleteIn{product}?versionId=&fileKey=: delete an external upload no record holds: an anonymous one named by the versionId its upload answered (with its claim secret), one made with a session by its uploader (the legacy client's token cookie, ?token= or Bearer); 404 FILE_NOT_FOUND otherwise, 409 FILE_IN_USE once a record holds it",
        response: DeletedFileSchema,
        responseDescription: '`{ deleted: true, versionId, fileKey }`',
      }),
      only('deleteIn'),
      validate('query', RefQuerySchema),
      async (c) => c.json(await uploads.removeExternal(await externalSenderOf(c), c.req.valid('query')), 200),
    )
    .put(
      '/api/s3/:action/:versionId/:fileKey{.+}',
      access('signed-in', 'college'),
      describe({
        summary: `updateIn{product}/{versionId}/{fileKey}: upload a file by the document rules instead of an earlier one (the key may hold /, plain or as %2F). The earlier one is deleted if it is the caller's and no record holds it; a record's own file is let go by its domain. ${MULTIPART}`,
        response: UploadedRefSchema,
        responseDescription: UPLOADED,
      }),
      only('updateIn'),
      validate('param', RefParamSchema),
      validate('form', FileFormSchema),
      async (c) => {
        const { versionId, fileKey } = c.req.valid('param')
        const file = await receivedFileOf(c.req.valid('form').file)
        return c.json(await uploads.replace(callerOf(c), { versionId, fileKey }, file), 200)
      },
    )
    .delete(
      '/api/s3/:action',
      access('signed-in', 'own'),
      describe({
        summary:
          'deleteIn{product}?versionId=&fileKey=: the uploader deletes an upload no record holds (403 for anyone else, 409 FILE_IN_USE once a record holds it)',
        response: DeletedFileSchema,
        responseDescription: '`{ deleted: true, versionId, fileKey }`',
      }),
      only('deleteIn'),
      validate('query', RefQuerySchema),
      async (c) => c.json(await uploads.remove(callerOf(c), c.req.valid('query')), 200),
    )
