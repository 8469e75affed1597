import { ExportStatusSchema } from '@campus/core'

/**
 * ElectroDB attribute groups that entities of several domains share with one meaning, spelled once so they
 * stay alike: spread a group into an entity's `attributes`, or name one attribute. Only what means the same
 * everywhere belongs here; a field that merely looks like one of these stays spelled in its entity.
 * @example
 * attributes: { id: { type: 'string', required: true }, ...creatorAttributes, ...timestampAttributes }
 */

/** When a record was created and last changed, in ms since the epoch. */
export const timestampAttributes = {
  createdOn: { type: 'number', required: true },
  modifiedOn: { type: 'number', required: true },
} as const

/**
 * A time (ms since the epoch) that is part of a key: zero-padded to 15 digits, so the keys sort as the times do.
 * @example
 * attributes: { ...timestampAttributes, createdOn: keyTimeAttribute } // listed by 'ON#${createdOn}#${id}'
 */
export const keyTimeAttribute = {
  type: 'number',
  required: true,
  padding: { length: 15, char: '0' },
} as const

/** Who created a record: their user id, and their name then, so lists show names without reading users. */
export const creatorAttributes = {
  createdBy: { type: 'string', required: true },
  createdByName: { type: 'string', required: true },
} as const

/** What refers to a kept upload (@campus/files): its key and its version. A URL to it is signed on each read. */
const fileReferenceProperties = {
  versionId: { type: 'string', required: true },
  fileKey: { type: 'string', required: true },
} as const

/** A kept upload as a record refers to it, and the name it was uploaded as. */
export const namedFileProperties = {
  ...fileReferenceProperties,
  fileName: { type: 'string', required: true },
} as const

/** A kept upload as a record refers to it (a map; spread with `required: true` where it must be there). */
export const fileReferenceAttribute = { type: 'map', properties: fileReferenceProperties } as const

/** A kept upload as a record refers to it, with the name it was uploaded as: {@link namedFileProperties}. */
export const namedFileAttribute = { type: 'map', properties: namedFileProperties } as const

/** Where a requested export stands: its job runs (PROCESSING), its file is READY, or it FAILED. */
export const exportStatusAttribute = { type: ExportStatusSchema.options, required: true } as const

/**
 * A workbook export request as its page polls it: where its job stands, and the workbook it writes into the
 * exports bucket, or why it failed.
 */
export const workbookExportAttributes = {
  status: exportStatusAttribute,
  /** 0 to 100; 100 only once READY. */
  progress: { type: 'number', required: true },
  /** The workbook's name when downloaded. */
  fileName: { type: 'string', required: true },
  /** Where the workbook is in the exports bucket, once written. */
  objectKey: { type: 'string' },
  /** Rows in the workbook, once written. */
  rows: { type: 'number' },
  /** Why it failed, as the page shows it. */
  error: { type: 'string' },
} as const
