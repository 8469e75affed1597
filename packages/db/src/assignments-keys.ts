import { secondaryIndex, tableIndex } from './key-templates'

/**
 * The assignments table's keys, spelled once. Assignments' ElectroDB entities are built on these indexes (their
 * table of access patterns is in functions/assignments/entities.ts); mentoring reads a group's assignments and a
 * student's submissions through `createAssignmentStanding` (assignment-standing.ts) on the same templates.
 */

/** Newest first: creation times in keys are zero-padded (`keyTimeAttribute`), so keys sort as the times do. */
const newestFirst = 'ON#${createdOn}#${id}'

export const ASSIGNMENTS_INDEXES = {
  assignment: {
    byId: tableIndex('ASSIGNMENT#${id}', 'ASSIGNMENT'),
    byCreator: secondaryIndex('gsi1', 'CREATOR#${createdBy}', newestFirst),
    byDepartment: secondaryIndex('gsi2', 'DEPT#${departmentId}', newestFirst),
  },
  /** One per group an assignment is set for: a pointer to it. */
  groupItem: {
    byGroup: tableIndex('GROUP#${groupId}', newestFirst),
  },
  submission: {
    byAssignment: tableIndex('ASSIGNMENT#${assignmentId}', 'SUBMISSION#${studentId}'),
    byStudent: secondaryIndex('gsi1', 'STUDENT#${studentId}', 'SUBMISSION#${assignmentId}'),
  },
  zipExport: {
    byAssignment: tableIndex('ZIP#${assignmentId}', 'ZIP'),
  },
} as const
