export { newId } from '@campus/db'

/** A group name as compared for uniqueness: case and runs of spaces do not make a new name. */
export const groupNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** A subject code as compared for uniqueness in a regulation. */
export const subjectCodeKey = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase()

/** The claim value of an academic year in its department. */
export const yearSpan = (year: { startYear: number; endYear: number }) => `${year.startYear}-${year.endYear}`

export { groupKeyOf, subjectIdOf } from '@campus/db'

/**
 * The partitions and sort-key prefixes reads name directly (entities.ts has the whole key table): a partition
 * holding several entities is read in one Query, which ElectroDB's one-entity queries cannot do.
 */
export const partitions = {
  /** gsi1: faculties, faculty departments and departments (UNIT#…), then every year and group. */
  org: 'ORG',
  department: (departmentId: string) => `DEPT#${departmentId}`,
  year: (accYearId: string) => `ACCYEAR#${accYearId}`,
  regulation: (regulationId: string) => `REG#${regulationId}`,
} as const

export const sortKeyPrefixes = {
  units: 'UNIT#',
  /** Faculties and faculty departments (both begin `UNIT#F`), without departments. */
  facultyUnits: 'UNIT#F',
  faculties: 'UNIT#FACULTY#',
  facultyDepartments: 'UNIT#FDEPT#',
  years: 'YEAR#',
  regulations: 'REG#',
  regulationSubjects: 'SUB#',
  groups: 'GROUP#',
  subjectsOf: (groupKey: string) => `SUBJECT#${groupKey}#`,
} as const
