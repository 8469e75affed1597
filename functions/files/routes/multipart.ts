import { AppError } from '@campus/core'
import { MULTIPART_MAX_BYTES } from '@campus/files'
import type { UploadedFile } from '../uploads.service'

const MEGABYTES = (MULTIPART_MAX_BYTES / 1_000_000).toFixed(1)

/**
 * The file a legacy multipart call sent, whole. These calls pass through Lambda, whose payload limit leaves
 * room for about 4.5 MB of file: a larger one is a 413 saying so (the app's body limit answers 413 before
 * this for a body above 6 MB).
 */
export async function fileOf(form: { file: File }): Promise<UploadedFile> {
  const { file } = form
  if (file.size > MULTIPART_MAX_BYTES)
    throw new AppError(
      413,
      'FILE_TOO_LARGE',
      `The file is larger than ${MEGABYTES} MB, the most this call takes. Upload it from the portal's upload screen, which takes larger files.`,
    )
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
}
