import { AppError } from '@campus/core'
import { receivedFileOf } from '@campus/files'
import { access, callerAddress, callerOf, createRoutes, describe, validate, type AppEnv } from '@campus/http'
import { createMiddleware } from 'hono/factory'
import type { FilesDeps } from '../deps'
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

/**
 * The legacy client's file calls (legacy-client.md 2.2), with its `{product}` (`Jackprodigy`, any letters).
 * The signed-in ones keep files by the `document` rules; the external ones take no token (as the client sends
 * them), put the file in quarantine and count it against the caller's address.
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
        summary: `createIn{product}: upload a file without a token (NAAC templates and entries, announcement attachments, admission documents). Any type the portal keeps, into quarantine until a record claims it (unclaimed ones are deleted after a day); at most FILES_EXTERNAL_UPLOADS_PER_HOUR per address per hour (429). The answered versionId carries the upload's claim secret (<version>~<secret>; only its hash is kept): a record attaches the file only when named with it, and the external update and delete take it too. ${MULTIPART}`,
        response: UploadedRefSchema,
        responseDescription: UPLOADED,
      }),
      only('createIn'),
      validate('form', FileFormSchema),
      async (c) =>
        c.json(
          await uploads.createExternal(
            callerAddress(c),
            c.get('requestId'),
            await receivedFileOf(c.req.valid('form').file),
          ),
          200,
        ),
    )
    .put(
      '/api/s3/external/:action',
      access('public'),
      describe({
        summary: `updateIn{product}?oldVersionId=&oldFileName=: upload a file without a token instead of an earlier one, which is deleted if it too came without a token and no record holds it. Counted like createIn. ${MULTIPART}`,
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
        return c.json(await uploads.replaceExternal(callerAddress(c), c.get('requestId'), old, file), 200)
      },
    )
    .delete(
      '/api/s3/external/:action',
      access('public'),
      describe({
        summary:
          'deleteIn{product}?versionId=&fileKey=: delete an upload made without a token that no record holds, named by the versionId its upload answered (with its claim secret); 404 FILE_NOT_FOUND otherwise, 409 FILE_IN_USE once a record holds it',
        response: DeletedFileSchema,
        responseDescription: '`{ deleted: true, versionId, fileKey }`',
      }),
      only('deleteIn'),
      validate('query', RefQuerySchema),
      async (c) =>
        c.json(await uploads.removeExternal(callerAddress(c), c.get('requestId'), c.req.valid('query')), 200),
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
