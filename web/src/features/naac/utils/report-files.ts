import type { TFunction } from 'i18next'

/**
 * How the reports name built and merged files. A merged part's name is
 * `<subCriteria>-<part>-<faculty or department>-<field label>.pdf` (functions/naac/README.md, "Merges of
 * attachments"); other files keep the name they were uploaded with.
 */

/** A file's own name: the last part of its key. */
export const nameOfKey = (fileKey: string) => fileKey.split('/').pop() ?? fileKey

/** What a merged part's name says; `part` and `owner` only when the name is a merged part's. */
export interface MergedPartName {
  part?: number
  /** The faculty or faculty department whose entries were merged. */
  owner?: string
  /** The file field's label (or the file's own name when it is not a merged part). */
  label: string
}

const MERGED_PART = /^[^-]+-(\d+)-(.+)\.pdf$/i

/** A name as a merged part's name holds it: no `-` or characters a file name may not hold, spaces instead. */
const asKeyPart = (text: string) =>
  text
    .replace(/[-/\\:*?"<>|#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Reads a merged part's name. The owner's name and the label are told apart by the label when it is known (a
 * name with a `-` in it stays whole); otherwise at the first `-`, as the legacy client read the 3rd and 4th
 * parts.
 */
export function mergedPartOf(fileKey: string, label?: string): MergedPartName {
  const name = nameOfKey(fileKey)
  const match = MERGED_PART.exec(name)
  if (!match?.[1] || !match[2]) return { label: name }
  const part = Number(match[1])
  const rest = match[2]
  if (label)
    for (const spelt of [label, asKeyPart(label)])
      if (rest.endsWith(`-${spelt}`)) return { part, owner: rest.slice(0, -spelt.length - 1), label }
  const split = rest.indexOf('-')
  if (split <= 0) return { part, label: rest }
  return { part, owner: rest.slice(0, split), label: rest.slice(split + 1) }
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const

/** A file's size as people read it: "820 KB", "4.7 MB". */
export function formatBytes(bytes: number, t: TFunction<'naacReports'>) {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10
  return t(`fileSize.${UNITS[unit] ?? 'bytes'}`, { size: shown })
}

/**
 * A file link's words: a merged part as "<label>, part <n>", or the file's own name; with its size when
 * known (a file kept as it was uploaded has none). The group's label (the file field) is given where the
 * link stands under it, and then left out.
 */
export function fileLinkText(
  file: { fileKey: string; bytes?: number },
  groupLabel: string | undefined,
  t: TFunction<'naacReports'>,
) {
  const merged = mergedPartOf(file.fileKey, groupLabel)
  const name =
    merged.part === undefined
      ? merged.label
      : merged.label === groupLabel
        ? t('fileLinks.part', { part: merged.part })
        : t('fileLinks.labelPart', { label: merged.label, part: merged.part })
  return file.bytes ? t('fileLinks.sized', { name, size: formatBytes(file.bytes, t) }) : name
}
