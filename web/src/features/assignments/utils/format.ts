const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** When an assignment was set: "25 Nov 2026" (the legacy medium date). */
export const formatDay = (epochMs: number) => date.format(new Date(epochMs))

/** When something was uploaded or changed: "25 Nov 2026, 1:55 pm". */
export const formatDateTime = (epochMs: number) => dateTime.format(new Date(epochMs))

/** A file's name: the one it was uploaded with, else the last part of its key. */
export const fileNameOf = (file: { fileKey: string; fileName?: string | undefined }) =>
  file.fileName || file.fileKey.split('/').pop() || file.fileKey

/** A mark out of the assignment's maximum: "18 / 20". */
export const markOutOf = (mark: number, maxMark: number) => `${mark} / ${maxMark}`
