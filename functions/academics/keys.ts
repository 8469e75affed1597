export { groupKeyOf, groupNameKey, newId, subjectCodeKey, subjectIdOf } from '@campus/db'

/** The claim value of an academic year in its department. */
export const yearSpan = (year: { startYear: number; endYear: number }) => `${year.startYear}-${year.endYear}`
