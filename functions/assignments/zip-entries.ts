import { extensionOf, safeKeyName } from '@campus/files'
import type { StoredSubmission } from './entities'

/**
 * Types whose content is compressed already (PDF streams, images, Office Open XML and OpenDocument files are
 * zips themselves): stored as they are, since deflating them again costs time and saves nothing.
 */
const ALREADY_COMPRESSED = new Set([
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'heic',
  'zip',
  'rar',
  '7z',
  'gz',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'mp3',
  'mp4',
  'mov',
])

/** Whether a file goes into the zip stored as it is rather than deflated. */
export const storedAsIs = (fileName: string) => ALREADY_COMPRESSED.has(extensionOf(fileName))

/** Characters of a name part kept before the file name or the zip's own suffix. */
const PART_MAX = 100

/**
 * A part of a name as the zip (and any unzip tool) may hold it: letters of any script, digits, `-`, `_`, `.`,
 * `(`, `)` and spaces (safeKeyName of @campus/files), so no `/`, `\`, `..`, control or bidirectional characters.
 * A slash becomes `_` first, as safeKeyName would otherwise keep only what follows it.
 */
const safePart = (value: string) =>
  [...safeKeyName(value.replace(/[\\/]/g, '_'))].slice(0, PART_MAX).join('').trim()

/** The zip's name when downloaded: `<assignment title> submissions.zip`. */
export const zipFileName = (title: string) => `${safePart(title)} submissions.zip`

/** One submission's place in the zip. */
export interface ZipEntryPlan {
  name: string
  store: boolean
  submission: StoredSubmission
}

const byRegisterNo = (a: StoredSubmission, b: StoredSubmission) =>
  (a.registerNo ?? '\uffff').localeCompare(b.registerNo ?? '\uffff') ||
  a.studentName.localeCompare(b.studentName) ||
  a.studentId.localeCompare(b.studentId)

/** `name (2).pdf` for the second file that would have had `name.pdf`. */
function numbered(name: string, n: number) {
  const extension = extensionOf(name)
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name
  return `${stem} (${n})${extension ? name.slice(-(extension.length + 1)) : ''}`
}

/**
 * Each submission's entry, by register number (as the staff's table lists them): `<register number or name> -
 * <original file name>`, with `LATE - ` before the file name when it came in after the deadline. Names are
 * unique as Windows and macOS see them (without regard to case): a repeat gets ` (2)`, ` (3)`...
 */
export function zipEntriesOf(submissions: readonly StoredSubmission[]): ZipEntryPlan[] {
  const taken = new Set<string>()
  return [...submissions].sort(byRegisterNo).map((submission) => {
    const who = safePart(submission.registerNo || submission.studentName || submission.studentId)
    const base = `${who} - ${submission.late ? 'LATE - ' : ''}${safeKeyName(submission.file.fileName)}`
    let name = base
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = numbered(base, n)
    taken.add(name.toLowerCase())
    return { name, store: storedAsIs(submission.file.fileName), submission }
  })
}
