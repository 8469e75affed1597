import { type FilePurpose, fileRule, KNOWN_EXTENSIONS, MIB } from '@campus/files/rules'

/** The extensions a purpose takes, grouped by how large a file of them may be, smallest limit first. */
export interface AllowedFiles {
  maxBytes: number
  extensions: string[]
}

/**
 * What an upload for `purpose` may be, read from the rules themselves (`fileRule` of `@campus/files/rules`),
 * so the note a screen shows cannot drift from what the browser and the server check.
 */
export function allowedFiles(purpose: FilePurpose, extensions?: readonly string[]): AllowedFiles[] {
  const byLimit = new Map<number, string[]>()
  for (const extension of KNOWN_EXTENSIONS) {
    const rule = fileRule(purpose, `file.${extension}`, 1, extensions)
    if (rule.ok) byLimit.set(rule.maxBytes, [...(byLimit.get(rule.maxBytes) ?? []), extension])
  }
  return [...byLimit]
    .sort(([a], [b]) => a - b)
    .map(([maxBytes, allowed]) => ({ maxBytes, extensions: allowed }))
}

/** The file picker's `accept`: the purpose's extensions, so the browser offers only those. */
export const acceptOf = (purpose: FilePurpose, extensions?: readonly string[]) =>
  allowedFiles(purpose, extensions)
    .flatMap((group) => group.extensions.map((extension) => `.${extension}`))
    .join(',')

/** A size as people read it: "1 MB", "2.4 MB", "350 KB", "12 bytes" (1 MB = 1 048 576 bytes, as the rules). */
export function formatBytes(bytes: number) {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
}
