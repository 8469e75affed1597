import { AppError } from '@campus/core'
import type { ReceivedFile } from './attachments'
import { MULTIPART_MAX_BYTES } from './rules'

const MEGABYTES = (MULTIPART_MAX_BYTES / 1_000_000).toFixed(1)

/**
 * The file a legacy multipart call sent, whole. These calls pass through Lambda, whose payload limit leaves
 * room for about 4.5 MB of file: a larger one is a 413 saying where larger files go (the app's body limit
 * answers 413 before this for a body above 6 MB).
 */
export async function receivedFileOf(file: File): Promise<ReceivedFile> {
  if (file.size > MULTIPART_MAX_BYTES)
    throw new AppError(
      413,
      'FILE_TOO_LARGE',
      `The file is larger than ${MEGABYTES} MB, the most this call takes. Attach it from the portal's own screen, which takes larger files.`,
    )
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
}
