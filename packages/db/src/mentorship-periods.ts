import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { fillKey } from './key-templates'
import { MENTORING_INDEXES } from './mentoring-keys'
import { partitionItems } from './partition-items'

/**
 * Every mentorship a student had in a department, current and ended, read from the mentoring table's gsi3
 * (`MENTEES#<departmentId>`, mentoring-keys.ts) without mentoring's entities: the NAAC student-to-mentor ratio
 * for a past date needs the periods, not only who mentors whom now.
 */

/** One stretch of time a staff member mentored a student. */
export interface MentorshipPeriod {
  staffId: string
  staffName?: string
  /** Epoch ms; a period written without a start began when it was assigned (`assignedOn`). */
  startDate?: number
  /** Epoch ms; none for a period still open. */
  endDate?: number
  /** Whether this is the student's mentorship now (not one moved into `history`). */
  current: boolean
}

/** A student's mentorships in one department. */
export interface MenteeRecord {
  studentId: string
  departmentId: string
  periods: MentorshipPeriod[]
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** One period of a raw item (its current fields or one `history` entry), or undefined without a staff id. */
function periodOf(raw: Record<string, unknown>, current: boolean): MentorshipPeriod | undefined {
  if (!isText(raw.staffId)) return undefined
  const startDate = numberOf(raw.startDate) ?? numberOf(raw.assignedOn)
  const endDate = numberOf(raw.endDate)
  return {
    staffId: raw.staffId,
    ...(isText(raw.staffName) ? { staffName: raw.staffName } : {}),
    ...(startDate !== undefined ? { startDate } : {}),
    ...(endDate !== undefined ? { endDate } : {}),
    current,
  }
}

/** A raw mentorship item as the student's periods, history first; undefined when it names no student. */
export function menteeRecordOf(item: Record<string, unknown> | undefined): MenteeRecord | undefined {
  if (!item || !isText(item.studentId) || !isText(item.departmentId)) return undefined
  const history = Array.isArray(item.history) ? (item.history as unknown[]) : []
  const periods = [
    ...history.map((entry) =>
      entry && typeof entry === 'object' ? periodOf(entry as Record<string, unknown>, false) : undefined,
    ),
    periodOf(item, true),
  ].filter((period) => period !== undefined)
  return { studentId: item.studentId, departmentId: item.departmentId, periods }
}

/** Whether a period covers a date: start ≤ date ≤ end, an open end running on, no start counting from always. */
export const periodCovers = (period: MentorshipPeriod, date: number) =>
  (period.startDate === undefined || period.startDate <= date) &&
  (period.endDate === undefined || date <= period.endDate)

/** The period of a record that covers a date (the current one first, should two overlap), or undefined. */
export const periodOn = (record: MenteeRecord, date: number) =>
  [...record.periods].reverse().find((period) => periodCovers(period, date))

/** Reads mentorship records of departments from the mentoring table. */
export function createMentorshipPeriods(client: DynamoDBDocumentClient, table: string) {
  const { everInDepartment } = MENTORING_INDEXES.mentorship
  return {
    /** Every student who ever had a mentor in the department: one Query of gsi3 (all its pages). */
    async everInDepartment(departmentId: string): Promise<MenteeRecord[]> {
      const pk = fillKey(everInDepartment.pk, { departmentId })
      const items = await partitionItems(client, table, everInDepartment, pk)
      return items.map(menteeRecordOf).filter((record) => record !== undefined)
    },
  }
}

export type MentorshipPeriods = ReturnType<typeof createMentorshipPeriods>
