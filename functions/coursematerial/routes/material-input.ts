import { receivedFileOf } from '@campus/files'
import { type AppEnv, tagged, validate } from '@campus/http'
import type { Context, MiddlewareHandler } from 'hono'
import type * as z from 'zod'
import type { FileChange, MaterialInput } from '../materials.service'
import {
  type CreateMaterialBody,
  LegacyMaterialFormSchema,
  type LegacyMaterialForm,
  type LegacyMaterialQuery,
  LegacyMaterialQuerySchema,
  type UpdateMaterialBody,
} from './schemas'

/** Whether a call is the legacy client's: metadata in the query string, the file as multipart `file`. */
export const isMultipart = (c: Context<AppEnv>) =>
  /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')

/** What a material route validates: the web app's JSON body, or the legacy query and multipart body. */
type MaterialInputs<Body extends z.ZodType> = {
  in: { json: z.input<Body> }
  out: { json: z.output<Body>; query: LegacyMaterialQuery; form: LegacyMaterialForm }
}

/**
 * Validates a material write in whichever form it came: JSON (the web app, after a presigned upload) through
 * `validate('json', body)`, with its unknown-key and content-type checks; multipart (the legacy client)
 * through `validate('query')` and `validate('form')`. The handler reads `c.req.valid` of the form it got
 * (`isMultipart`). The typed client and the docs see the JSON body.
 */
export function materialInput<Body extends z.ZodType>(
  body: Body,
): MiddlewareHandler<AppEnv, string, MaterialInputs<Body>> {
  const json = validate('json', body) as unknown as MiddlewareHandler<AppEnv>
  const query = validate('query', LegacyMaterialQuerySchema) as unknown as MiddlewareHandler<AppEnv>
  const form = validate('form', LegacyMaterialFormSchema) as unknown as MiddlewareHandler<AppEnv>
  const middleware: MiddlewareHandler<AppEnv> = (c, next) =>
    isMultipart(c) ? query(c, () => form(c, next) as Promise<void>) : json(c, next)
  // The declared return type carries the inputs the handler reads; at run time it is this one middleware.
  return tagged(middleware, { request: { json: body } })
}

/** A legacy call's material: the query's metadata and the multipart file (`undefined` text: unchanged). */
export async function legacyMaterialOf(
  query: LegacyMaterialQuery,
  form: LegacyMaterialForm,
): Promise<MaterialInput> {
  const { token: _token, ...fields } = query
  const file: FileChange =
    form.file === undefined || form.file === 'undefined'
      ? { kind: 'keep' }
      : { kind: 'received', file: await receivedFileOf(form.file) }
  return { ...fields, file }
}

/** The web app's new material: its upload, if any, is claimed. */
export const createdMaterialOf = ({ file, ...fields }: CreateMaterialBody): MaterialInput => ({
  ...fields,
  file: file ? { kind: 'upload', ref: file } : { kind: 'keep' },
})

/** The web app's whole material: a missing link is removed, a missing file kept, a `null` file removed. */
export const updatedMaterialOf = ({ file, link, ...fields }: UpdateMaterialBody): MaterialInput => ({
  ...fields,
  link: link ?? null,
  file:
    file === undefined
      ? { kind: 'keep' }
      : file === null
        ? { kind: 'remove' }
        : { kind: 'upload', ref: file },
})
