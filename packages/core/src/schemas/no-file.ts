import * as z from 'zod'

/**
 * The legacy backend's "no file": an empty object where a file would be. The legacy client reads `file.url`
 * and `file.fileKey` (and a submission's `barcode.url`) without checking that the object is there, and shows
 * "No Attachment Found" for an empty one; a missing key breaks its row. Answers keep the key, empty.
 */
export type NoFile = Record<string, never>

export const NO_FILE: NoFile = {}

export const NoFileSchema = z.strictObject({}).describe('`{}`: no file (the legacy shape)')

/** Whether a file-or-`{}` answer holds a file (typed by what it answers, so it works on inferred API types). */
export const hasFile = <Answer extends object>(
  file: Answer | undefined,
): file is Extract<Answer, { fileKey: string }> => file !== undefined && 'fileKey' in file
