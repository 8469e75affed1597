/** One entry of a zip's central directory. */
export interface ZipDirectoryEntry {
  name: string
  /** 0: stored as it is; 8: deflated. */
  method: number
  compressedSize: number
  size: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50

/**
 * A zip's central directory, read straight from its bytes (APPNOTE.TXT 4.3.12 and 4.3.16): what jszip keeps
 * private, how each entry was compressed. Zips without ZIP64 records and without an archive comment only, as
 * archiver writes them below 4 GB.
 */
export function zipDirectory(zip: Uint8Array): ZipDirectoryEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.byteLength - 22
  if (end < 0 || view.getUint32(end, true) !== END_OF_DIRECTORY)
    throw new Error('No end of central directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: ZipDirectoryEntry[] = []
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error(`No directory entry at ${at}`)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    entries.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** How many entries a zip holds, from its last 22 bytes (the end of central directory record). */
export function zipEntryCount(tail: Uint8Array): number {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength)
  const end = tail.byteLength - 22
  if (end < 0 || view.getUint32(end, true) !== END_OF_DIRECTORY)
    throw new Error('No end of central directory')
  return view.getUint16(end + 10, true)
}
