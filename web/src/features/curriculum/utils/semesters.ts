import type { TFunction } from 'i18next'

/** Semesters run from 1 to 10 at most (the schemas' limit). */
export const MAX_SEMESTERS = 10

/** Semester choices for a course of `count` semesters. */
export const semesterOptions = (t: TFunction<'curriculum'>, count: number = MAX_SEMESTERS) =>
  Array.from({ length: Math.min(Math.max(count, 1), MAX_SEMESTERS) }, (_, index) => ({
    value: String(index + 1),
    label: t('semester.numbered', { number: index + 1 }),
  }))

/** A department's `totalSemester` is text ("8"); anything unreadable allows every semester. */
export const semesterCount = (totalSemester: string | undefined) => {
  const count = Number(totalSemester)
  return Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_SEMESTERS) : MAX_SEMESTERS
}
