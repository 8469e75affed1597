import * as z from 'zod'

/**
 * The file rules every upload is checked against, in the browser before it sends a file and on the server
 * before it keeps one (docs/adr/0026): purposes, extensions, sizes and the legacy client's messages
 * (legacy-client.md 5.3). Browser-safe: this module imports only zod, and `@campus/files/rules` is all the web
 * app takes from the package. The server also checks what the bytes are (sniff.ts).
 */

/** One mebibyte: the legacy client's "1 MB" is 1 048 576 bytes. */
export const MIB = 1024 * 1024

/** Images of assignments, course material and announcements. */
export const IMAGE_MAX_BYTES = MIB
/** Documents and archives of assignments, course material, announcements and spreadsheet imports. */
export const DOCUMENT_MAX_BYTES = 10 * MIB
/** NAAC evidence files, and anything uploaded without a token (it is checked again when a record claims it). */
export const NAAC_MAX_BYTES = 25 * MIB
/** A NAAC template, as JSON. */
export const TEMPLATE_MAX_BYTES = MIB
/**
 * The largest file the legacy multipart calls take. They pass through Lambda, whose request payload is at most
 * 6 MB once the body is base64-encoded (4 bytes for every 3), so a file of about 4.5 MB is the most that fits;
 * larger files go straight to S3 with a presigned POST (`POST /api/s3/uploads`).
 */
export const MULTIPART_MAX_BYTES = 4_500_000
/** The longest file name kept, in characters (what file systems allow). */
export const FILE_NAME_MAX_LENGTH = 255

/** What an upload is for; each purpose has its own extensions, sizes and messages. */
export const FILE_PURPOSES = ['document', 'announcement', 'naac', 'naac-template', 'xls'] as const
export type FilePurpose = (typeof FILE_PURPOSES)[number]
export const FilePurposeSchema = z.enum(FILE_PURPOSES)

/** The legacy client's messages (legacy-client.md 5.3), word for word, and the few this rewrite adds. */
export const FILE_MESSAGES = {
  /** A wrong type (validate(), validateNaacFile()), and content that does not match its extension. */
  format: 'Invalid File format',
  /** An image or document above its size (validate()). */
  formatAndSize: 'invalid format and size',
  /** A name the announcement rule refuses (validateAnnouncementFile()), or any unsafe name. */
  name: 'File name not valid',
  /** A NAAC file above 25 MB (validateNaacFile()). */
  naacSize: 'Invalid File size(Allowed max 25Mb)',
  /** A NAAC template above 1 MB. */
  templateSize: 'Invalid File size(Allowed max 1Mb)',
  /** Anything but .xls or .xlsx where a spreadsheet is imported (validateXlsFile()). */
  xls: 'Please Upload Xls File only',
  empty: 'The file is empty',
} as const

const IMAGES = ['jpg', 'jpeg', 'png'] as const
const DOCUMENTS = ['doc', 'docx', 'xls', 'xlsx', 'txt', 'pdf', 'ppt', 'pptx', 'ods', 'odt', 'odp'] as const
const ARCHIVES = ['rar', 'zip', '7z'] as const
const ANNOUNCEMENT_IMAGES = ['jpg', 'jpeg', 'gif', 'png'] as const
const ANNOUNCEMENT_OTHERS = ['doc', 'docx', 'xls', 'xlsx', 'txt', 'pdf', 'rar', 'zip', 'ppt', 'pptx'] as const
const SPREADSHEETS = ['xls', 'xlsx'] as const

/**
 * Every extension the portal keeps, with the content type its downloads are served as. Only types whose
 * content the server can recognise are here; SVG and HTML never are, whatever a purpose asks for.
 */
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
} as const satisfies Record<string, string>

export type KnownExtension = keyof typeof CONTENT_TYPES

const isKnown = (extension: string): extension is KnownExtension => Object.hasOwn(CONTENT_TYPES, extension)

/** Every extension the portal keeps, lower case. */
export const KNOWN_EXTENSIONS = Object.keys(CONTENT_TYPES) as readonly KnownExtension[]

/** The content type a stored file is served as: by its extension, never anything a browser would render as a page. */
export const contentTypeOf = (fileName: string) => {
  const extension = extensionOf(fileName)
  return isKnown(extension) ? CONTENT_TYPES[extension] : 'application/octet-stream'
}

/**
 * Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE makes `invoice‮fdp.exe` read `invoiceexe.pdf`), control
 * characters, and unpaired surrogates: never in a file name.
 */
const UNSAFE_NAME =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** validateAnnouncementFile(): letters, digits, `-`, space, `(`, `)`, `_` and `.` only. */
const ANNOUNCEMENT_NAME = /^[A-Za-z0-9\- ()_.]+$/

/**
 * The name of the file without any folder a browser or tool put before it (`C:\fakepath\x.pdf`,
 * `../../x.zip`): only the last segment is ever kept.
 */
export const baseNameOf = (fileName: string) => fileName.split(/[\\/]/).pop()?.trim() ?? ''

/** The extension, lower case, without the dot; empty when the name has none. */
export function extensionOf(fileName: string) {
  const name = baseNameOf(fileName)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * Whether a name is unsafe to keep or show, whatever the purpose: empty, too long, or holding control or
 * bidirectional characters.
 */
export const isUnsafeFileName = (fileName: string) => {
  const name = baseNameOf(fileName)
  return !name || name.length > FILE_NAME_MAX_LENGTH || UNSAFE_NAME.test(name) || /^\.+$/.test(name)
}

/**
 * NAAC fields name their extensions in several ways (`pdf`, `.PDF`, `pdf|jpg`, `pdf, docx`): the lower-case
 * extensions they mean. Only extensions the portal keeps count.
 */
export function normalizeExtensions(extensions: readonly string[]): KnownExtension[] {
  const named = extensions.flatMap((entry) => entry.split(/[\s,|;]+/))
  const known = named
    .map((entry) =>
      entry
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase(),
    )
    .filter(isKnown)
  return [...new Set(known)]
}

/** A file the rule takes, with the most bytes its type may have there; or the message that refuses it. */
export type FileRuleResult = { ok: true; maxBytes: number } | { ok: false; message: string }

const refuse = (message: string): FileRuleResult => ({ ok: false, message })

/** A size against the type's limit: the limit when it fits, else the purpose's oversize message. */
const sized = (size: number, maxBytes: number, oversize: string): FileRuleResult => {
  if (!Number.isFinite(size) || size < 1) return refuse(FILE_MESSAGES.empty)
  return size > maxBytes ? refuse(oversize) : { ok: true, maxBytes }
}

const among = (list: readonly string[], extension: string) => list.includes(extension)

/**
 * Whether a file may be uploaded for `purpose`, by its name and size (the content is the server's check), and
 * how large a file of its type may be there. Upper-case extensions count as lower case.
 * - `document` (assignments, course material): jpg, jpeg, png up to 1 MB; doc, docx, xls, xlsx, txt, pdf, ppt,
 *   pptx, ods, odt, odp and rar, zip, 7z up to 10 MB.
 * - `announcement`: a name of letters, digits, `-`, space, `(`, `)`, `_`, `.`; jpg, jpeg, gif, png up to 1 MB;
 *   doc, docx, xls, xlsx, txt, pdf, rar, zip, ppt, pptx up to 10 MB.
 * - `naac`: the field's `extensions` (any type the portal keeps when none are given), up to 25 MB.
 * - `naac-template`: .json up to 1 MB.
 * - `xls`: .xls or .xlsx up to 10 MB.
 * @example fileRule('document', 'notes.PDF', 2_000_000) // { ok: true, maxBytes: 10485760 }
 */
export function fileRule(
  purpose: FilePurpose,
  fileName: string,
  size: number,
  extensions?: readonly string[],
): FileRuleResult {
  if (isUnsafeFileName(fileName)) return refuse(FILE_MESSAGES.name)
  const name = baseNameOf(fileName)
  const extension = extensionOf(name)
  switch (purpose) {
    case 'document': {
      if (among(IMAGES, extension)) return sized(size, IMAGE_MAX_BYTES, FILE_MESSAGES.formatAndSize)
      if (among(DOCUMENTS, extension) || among(ARCHIVES, extension))
        return sized(size, DOCUMENT_MAX_BYTES, FILE_MESSAGES.formatAndSize)
      return refuse(FILE_MESSAGES.format)
    }
    case 'announcement': {
      if (!ANNOUNCEMENT_NAME.test(name)) return refuse(FILE_MESSAGES.name)
      if (among(ANNOUNCEMENT_IMAGES, extension))
        return sized(size, IMAGE_MAX_BYTES, FILE_MESSAGES.formatAndSize)
      if (among(ANNOUNCEMENT_OTHERS, extension))
        return sized(size, DOCUMENT_MAX_BYTES, FILE_MESSAGES.formatAndSize)
      return refuse(FILE_MESSAGES.name)
    }
    case 'naac': {
      const allowed = extensions?.length ? normalizeExtensions(extensions) : KNOWN_EXTENSIONS
      if (!among(allowed, extension)) return refuse(FILE_MESSAGES.format)
      return sized(size, NAAC_MAX_BYTES, FILE_MESSAGES.naacSize)
    }
    case 'naac-template':
      if (extension !== 'json') return refuse(FILE_MESSAGES.format)
      return sized(size, TEMPLATE_MAX_BYTES, FILE_MESSAGES.templateSize)
    case 'xls':
      if (!among(SPREADSHEETS, extension)) return refuse(FILE_MESSAGES.xls)
      return sized(size, DOCUMENT_MAX_BYTES, FILE_MESSAGES.formatAndSize)
  }
}

/**
 * The rule for uploads without a token (`/api/s3/external/*`): they serve NAAC templates and entries,
 * announcement attachments and admission documents, so any type the portal keeps, up to 25 MB. The record
 * that claims one checks its own purpose again.
 */
export function externalFileRule(fileName: string, size: number): FileRuleResult {
  if (isUnsafeFileName(fileName)) return refuse(FILE_MESSAGES.name)
  if (!isKnown(extensionOf(fileName))) return refuse(FILE_MESSAGES.format)
  return sized(size, NAAC_MAX_BYTES, FILE_MESSAGES.naacSize)
}

/**
 * A stored file as records hold it and the legacy client sends it: `{ versionId, fileKey }`, exactly what an
 * upload answered. Strict: anything else in the object is refused.
 */
export const FileRefSchema = z.strictObject({
  versionId: z.string().trim().min(1, 'versionId is required').max(1024),
  fileKey: z.string().trim().min(1, 'fileKey is required').max(1024),
})
export type FileRef = z.infer<typeof FileRefSchema>

/** A file a record has claimed: its reference, the name it was uploaded with, its size and content type. */
export interface StoredFile extends FileRef {
  fileName: string
  size: number
  contentType: string
}

/** A stored file with a short-lived download link, as records answer it (`file.url`, legacy-client.md 2.0). */
export interface FileWithUrl extends FileRef {
  url: string
}

/**
 * `POST /api/s3/uploads`: what the browser says of the file it is about to post to S3. `contentType` is the
 * browser's guess (`File.type`), only used to refuse a page early; `extensions` are a NAAC field's.
 */
export const CreateUploadSchema = z.strictObject({
  purpose: FilePurposeSchema,
  fileName: z
    .string({ error: 'fileName is required' })
    .min(1, 'fileName is required')
    .max(1024, 'fileName must be at most 1024 characters'),
  size: z
    .number({ error: 'size is required, in bytes' })
    .int('size is a whole number of bytes')
    .min(1, FILE_MESSAGES.empty)
    .max(Number.MAX_SAFE_INTEGER),
  contentType: z.string().max(255).optional(),
  extensions: z.array(z.string().min(1).max(40)).max(40).optional(),
})
export type CreateUpload = z.infer<typeof CreateUploadSchema>

/** What the browser posts to S3: every field in `fields`, then the file as `file`, to `url`. */
export const PresignedUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  fileKey: z.string(),
  maxBytes: z.number(),
  /** Epoch ms after which S3 refuses the post. */
  expiresAt: z.number(),
})
export type PresignedUpload = z.infer<typeof PresignedUploadSchema>

/** `POST /api/s3/uploads/confirm`: the key the presigned upload was given. */
export const ConfirmUploadSchema = z.strictObject({
  fileKey: z.string({ error: 'fileKey is required' }).trim().min(1, 'fileKey is required').max(1024),
})
export type ConfirmUpload = z.infer<typeof ConfirmUploadSchema>

/**
 * The types a page may show in place (a PDF in a frame, an image as a picture): PDF and the images browsers
 * draw without running anything. Never HTML or SVG, and nothing else: every other type is a download.
 */
export const INLINE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const satisfies readonly KnownExtension[]
export type InlineExtension = (typeof INLINE_EXTENSIONS)[number]

/** How a page may show a file in place: as a PDF, as an image, or not at all (a download only). */
export function inlineKindOf(fileName: string): 'pdf' | 'image' | undefined {
  const extension = extensionOf(fileName)
  if (!(INLINE_EXTENSIONS as readonly string[]).includes(extension)) return undefined
  return extension === 'pdf' ? 'pdf' : 'image'
}

/** Types a browser renders as a page: never uploaded, never served. */
export const isPageType = (contentType: string) =>
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i.test(contentType)
