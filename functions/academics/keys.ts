import { createHash } from 'node:crypto'

export { newId } from '@campus/db'

/** A group name as compared for uniqueness: case and runs of spaces do not make a new name. */
export const groupNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** A subject code as compared for uniqueness in a regulation. */
export const subjectCodeKey = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase()

/** The claim value of an academic year in its department. */
export const yearSpan = (year: { startYear: number; endYear: number }) => `${year.startYear}-${year.endYear}`

/** Who a subject is taught to: one group, or the whole year. */
export const groupKeyOf = (groupId: string | undefined) => groupId ?? 'ALL'

/**
 * A subject taught has one id per year, group and regulation subject, so two requests offering the same
 * subject at once write the same item instead of two.
 */
export const subjectIdOf = (accYearId: string, groupId: string | undefined, regSubId: string) =>
  createHash('sha256')
    .update(`${accYearId}\n${groupKeyOf(groupId)}\n${regSubId}`)
    .digest('hex')
    .slice(0, 24)
