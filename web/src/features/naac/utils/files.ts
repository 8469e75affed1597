import { fileExtensions } from '@campus/core'

/** The name a stored file shows: the last part of its key, which ends with the uploaded file's name. */
export const fileLabelOf = (file: { fileKey: string; fileName?: string | undefined }) =>
  file.fileName ?? file.fileKey.split('/').pop() ?? file.fileKey

/** The extensions a file field takes, from its `regex` (`(pdf|PDF)` → pdf). */
export const extensionsOf = (regex: string) => fileExtensions(regex)
