import { createHash } from 'node:crypto'

/** Who a subject is taught to: one group, or the whole year. */
export const groupKeyOf = (groupId: string | undefined) => groupId ?? 'ALL'

/**
 * A subject taught has one id per year, group and regulation subject, so two requests offering the same
 * subject at once write the same item instead of two. Shared because the demo data of other domains (feedback
 * surveys) refers to the subjects taught the academics seed writes.
 */
export const subjectIdOf = (accYearId: string, groupId: string | undefined, regSubId: string) =>
  createHash('sha256')
    .update(`${accYearId}\n${groupKeyOf(groupId)}\n${regSubId}`)
    .digest('hex')
    .slice(0, 24)
