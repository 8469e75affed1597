/**
 * The partitions reads name directly (entities.ts has the whole key table): one Query of a partition holding
 * several entities, and the list grammar's reads of an index, which ElectroDB's one-entity queries cannot do.
 */
export const partitions = {
  /** An assignment with every submission to it. */
  assignment: (id: string) => `ASSIGNMENT#${id}`,
  /** gsi1: the assignments one member of staff sent. */
  creator: (userId: string) => `CREATOR#${userId}`,
  /** gsi2: the assignments of a department. */
  department: (departmentId: string) => `DEPT#${departmentId}`,
} as const

/** The sort-key prefix of the sent lists (by send time). */
export const SENT_ON_PREFIX = 'ON#'
