import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems } from './batches'
import { fillKey, indexKey, secondaryIndex, tableIndex } from './key-templates'
import { partitionItems } from './partition-items'

/**
 * The mentoring table's keys, spelled once. Mentoring's ElectroDB entities are built on these indexes; identity
 * reads a student's current mentor through `createStudentMentors` (the mentor id on `GET /api/group/student`,
 * and the MENTOR source of need-to-know, docs/adr/0035), and the test fixtures fill the same templates.
 *
 * | pattern                                   | index   | key                                          |
 * |-------------------------------------------|---------|----------------------------------------------|
 * | a student's mentorship (current + history)| primary | STUDENT#<studentId> / MENTORSHIP             |
 * | the students a staff member mentors now   | gsi1    | STAFF#<staffId> / STUDENT#<studentId>        |
 * | the mentored students of a department     | gsi2    | DEPT#<departmentId> / STAFF#<staffId>#<studentId> |
 * | every mentorship of a department, ever    | gsi3    | MENTEES#<departmentId> / <studentId>         |
 * | a comment by id                           | primary | COMMENT#<id> / COMMENT                       |
 * | the comments on a student, oldest first   | gsi1    | STUDENTCOMMENTS#<studentId> / <commentDate>#<id> |
 * | audit records (see audit.ts)              | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>       |
 *
 * One item per student holds who mentors them now and every earlier mentor (`history`): claiming a student is
 * one conditional write on it (at most one current mentor, with no transaction), and ending a mentorship moves
 * it into `history` in the same write, so a removal is never half done. The gsi1 and gsi2 keys exist only while
 * the student has a mentor (sparse), so both lists read current mentorships alone; gsi3 keeps every student who
 * ever had a mentor in the department, which the NAAC ratio for a past date reads (current and history).
 */
export const MENTORING_INDEXES = {
  mentorship: {
    byStudent: tableIndex('STUDENT#${studentId}', 'MENTORSHIP'),
    byStaff: secondaryIndex('gsi1', 'STAFF#${staffId}', 'STUDENT#${studentId}'),
    byDepartment: secondaryIndex('gsi2', 'DEPT#${departmentId}', 'STAFF#${staffId}#${studentId}'),
    everInDepartment: secondaryIndex('gsi3', 'MENTEES#${departmentId}', '${studentId}'),
  },
  comment: {
    byId: tableIndex('COMMENT#${id}', 'COMMENT'),
    byStudent: secondaryIndex('gsi1', 'STUDENTCOMMENTS#${studentId}', '${commentDate}#${id}'),
  },
} as const

/** The key of a student's mentorship item. */
export const mentorshipKey = (studentId: string) =>
  indexKey(MENTORING_INDEXES.mentorship.byStudent, { studentId })

/** A student's current mentor, as other domains read it. */
export interface StudentMentor {
  studentId: string
  /** The mentor's user id; it is also the mentor record's id (`mentorId`) on the legacy wire. */
  staffId: string
  /** The mentor's name when they were assigned (a snapshot, so a list shows it without reading users). */
  staffName?: string
  /** The student's department when they were assigned; its HOD manages the mentorship. */
  departmentId: string
  startDate?: number
  endDate?: number
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** A raw mentorship item's current mentor, or undefined when the student has none now. */
export function studentMentorOf(item: Record<string, unknown> | undefined): StudentMentor | undefined {
  if (!item || !isText(item.studentId) || !isText(item.staffId) || !isText(item.departmentId))
    return undefined
  return {
    studentId: item.studentId,
    staffId: item.staffId,
    departmentId: item.departmentId,
    ...(isText(item.staffName) ? { staffName: item.staffName } : {}),
    ...(typeof item.startDate === 'number' ? { startDate: item.startDate } : {}),
    ...(typeof item.endDate === 'number' ? { endDate: item.endDate } : {}),
  }
}

/** Reads students' current mentors from the mentoring table: one BatchGetItem per 100 students. */
export function createStudentMentors(client: DynamoDBDocumentClient, table: string) {
  return {
    /** The current mentor of each student who has one, by student id. */
    async currentOf(studentIds: readonly string[]): Promise<Map<string, StudentMentor>> {
      const unique = [...new Set(studentIds)]
      const found = new Map<string, StudentMentor>()
      if (!unique.length) return found
      const items = await batchGetItems(client, table, unique.map(mentorshipKey))
      for (const item of items) {
        const mentor = studentMentorOf(item)
        if (mentor) found.set(mentor.studentId, mentor)
      }
      return found
    },

    /** The students a staff member mentors now: one Query of their gsi1 partition (all its pages). */
    async studentsOf(staffId: string): Promise<StudentMentor[]> {
      const { byStaff } = MENTORING_INDEXES.mentorship
      const items = await partitionItems(client, table, byStaff, fillKey(byStaff.pk, { staffId }))
      return items.map(studentMentorOf).filter((mentor) => mentor !== undefined)
    },
  }
}

export type StudentMentors = ReturnType<typeof createStudentMentors>
