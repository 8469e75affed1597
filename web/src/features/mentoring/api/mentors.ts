import type { MentorRecord, MentorSummary } from '@campus/core'
import { mutate } from 'swr'
import { call, useApi } from '@/lib/api-client'
import { mentoringApi } from './client'

export type { MentorRecord, MentorSummary }
export type MentoredStudent = MentorRecord['students'][number]

const MENTORS_KEY = 'mentoring'

/** The HODs and faculty of a department with their students' count (`GET /api/mentor?filter=departmentid eq <id>`). */
export const useMentorList = (departmentId: string | undefined) =>
  useApi<MentorSummary[]>(departmentId ? [MENTORS_KEY, 'mentors', departmentId] : null, () =>
    // One required filter and a whole list (never a page): the condition is written as the route reads it.
    call(mentoringApi.api.mentor.$get({ query: { filter: `departmentid eq ${departmentId ?? ''}` } })),
  )

/** A staff member's mentor record (`GET /api/mentor/byStaff/<staffId>`), or undefined when they mentor nobody. */
export async function fetchMentorRecord(staffId: string): Promise<MentorRecord | undefined> {
  const records = await call(mentoringApi.api.mentor.byStaff[':staffId'].$get({ param: { staffId } }))
  return records[0]
}

export const useMentorRecord = (staffId: string | undefined) =>
  useApi(staffId ? [MENTORS_KEY, 'byStaff', staffId] : null, () => fetchMentorRecord(staffId ?? ''))

/** Re-reads every mentoring list after a change: the counts, the records, the pickers, the profile's timeline. */
export const refreshMentoring = () =>
  mutate((key) => Array.isArray(key) && key[0] === MENTORS_KEY, undefined, { revalidate: true })

/** What a write sends of a student: the id and the dates (epoch-ms strings), never the names the server joins. */
const studentBody = ({
  studentId,
  startDate,
  endDate,
}: Pick<MentoredStudent, 'studentId' | 'startDate' | 'endDate'>) => ({
  studentId,
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
})

/** Writes a mentor record whole (`PUT /api/mentor/<staffId>`); students left out are taken off (and logged). */
export const saveRecord = (
  staffId: string,
  students: readonly Pick<MentoredStudent, 'studentId' | 'startDate' | 'endDate'>[],
) =>
  call(
    mentoringApi.api.mentor[':id'].$put({
      param: { id: staffId },
      json: { staffId, students: students.map(studentBody) },
    }),
  )

/**
 * Adds students to a staff member: the first ones POST a new record, later ones PUT the whole record with them
 * appended (legacy-client 3.8). A student another mentor claimed meanwhile answers 409 with the server's words.
 */
export async function assignStudents(staffId: string, studentIds: readonly string[]) {
  const record = await fetchMentorRecord(staffId)
  const added = studentIds.map((studentId) => ({ studentId }))
  if (!record) return call(mentoringApi.api.mentor.$post({ json: { staffId, students: added } }))
  return saveRecord(staffId, [...record.students, ...added])
}

/** Sets the From (`startDate`) or To (`endDate`) date of some of a record's students. */
export const setStudentDates = (
  record: MentorRecord,
  studentIds: ReadonlySet<string>,
  field: 'startDate' | 'endDate',
  epochMs: number,
) =>
  saveRecord(
    record.staffId,
    record.students.map((student) =>
      studentIds.has(student.studentId) ? { ...student, [field]: String(epochMs) } : student,
    ),
  )
