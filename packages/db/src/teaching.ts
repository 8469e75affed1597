import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { readPartition } from './entity-reads'
import { groupKeyOf } from './subject-ids'
import { academicsPartitions, academicsSortKeyPrefixes } from './academics-keys'

/**
 * Teaching: the subjects academics offers to a year or a group and who teaches them, read from the academics
 * table by the domains that hang work on a subject (assignments, course material), the way announcements read
 * contacts from the directory (docs/adr/0027). Read only: academics writes these items (academics-keys.ts spells
 * their keys) and `functions/academics/teaching.int.test.ts` proves these reads find what it writes.
 */

/** One staff member of a subject's staff list. */
export interface SubjectStaff {
  staffid: string
  staffName: string
}

/** A subject taught: a regulation subject offered to an academic year, or to one group of it, with its staff. */
export interface TaughtSubject {
  id: string
  regSubId: string
  subjectName: string
  subjectCode: string
  semester: number
  accYearId: string
  /** Absent when the whole year takes the subject. */
  groupId?: string
  departmentId: string
  /** The department's display name, as academics copies it onto the subject. */
  department: string
  subjectStatus: string
  stafflist: SubjectStaff[]
}

/** A group of an academic year. */
export interface TaughtGroup {
  id: string
  groupName: string
  accYearId: string
  departmentId: string
}

/**
 * A regulation subject: a subject of a department's regulation (syllabus), which subjects taught are offered
 * from and course material hangs on. Its department is the regulation's, which scopes an HOD.
 */
export interface RegulationSubjectRecord {
  id: string
  regulationId: string
  departmentId: string
  subjectName: string
  subjectCode: string
  semester: number
}

/** The academics entity names these reads parse (ElectroDB's `__edb_e__`). */
type TeachingEntity = 'subject' | 'assignment' | 'group' | 'regulationSubject'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A stored subject (or a staff member's copy of one) as a TaughtSubject; undefined when it is not one. */
export function taughtSubjectOf(item: Record<string, unknown>): TaughtSubject | undefined {
  const id = text(item.id)
  const regSubId = text(item.regSubId)
  const accYearId = text(item.accYearId)
  const departmentId = text(item.departmentId)
  if (!id || !regSubId || !accYearId || !departmentId) return undefined
  const groupId = text(item.groupId)
  const staff = Array.isArray(item.stafflist) ? (item.stafflist as Record<string, unknown>[]) : []
  return {
    id,
    regSubId,
    subjectName: text(item.subjectName) ?? '',
    subjectCode: text(item.subjectCode) ?? '',
    semester: typeof item.semester === 'number' ? item.semester : 0,
    accYearId,
    ...(groupId ? { groupId } : {}),
    departmentId,
    department: text(item.department) ?? '',
    subjectStatus: text(item.subjectStatus) ?? 'ACTIVE',
    stafflist: staff.flatMap((member) => {
      const staffid = text(member.staffid)
      return staffid ? [{ staffid, staffName: text(member.staffName) ?? '' }] : []
    }),
  }
}

const groupOf = (item: Record<string, unknown>): TaughtGroup | undefined => {
  const id = text(item.id)
  const accYearId = text(item.accYearId)
  if (!id || !accYearId) return undefined
  return {
    id,
    groupName: text(item.groupName) ?? '',
    accYearId,
    departmentId: text(item.departmentId) ?? '',
  }
}

const regulationSubjectOf = (item: Record<string, unknown>): RegulationSubjectRecord | undefined => {
  const id = text(item.id)
  const regulationId = text(item.regulationID)
  const departmentId = text(item.departmentID)
  if (!id || !regulationId || !departmentId) return undefined
  return {
    id,
    regulationId,
    departmentId,
    subjectName: text(item.subjectName) ?? '',
    subjectCode: text(item.subjectCode) ?? '',
    semester: typeof item.semester === 'number' ? item.semester : 0,
  }
}

const defined = <Item>(items: (Item | undefined)[]) => items.filter((item) => item !== undefined)

/** Whether a member of staff is on a subject's staff list. */
export const teaches = (subject: TaughtSubject, staffId: string) =>
  subject.stafflist.some(({ staffid }) => staffid === staffId)

/** Whether a student of this year and group takes the subject (the whole year's, or their group's). */
export const takes = (subject: TaughtSubject, student: { accYearId?: string; groupId?: string }) =>
  subject.accYearId === student.accYearId &&
  (subject.groupId === undefined || subject.groupId === student.groupId)

/** Reads of the academics table's subjects, regulation subjects and groups; each is one Query (all its pages). */
export function createTeaching(client: DynamoDBDocumentClient, table: string) {
  const read = (key: Parameters<typeof readPartition>[2]) => readPartition<TeachingEntity>(client, table, key)

  return {
    /** A subject taught, by id, or undefined. */
    async subject(subjectId: string): Promise<TaughtSubject | undefined> {
      const items = await read({ index: 'gsi3', pk: academicsPartitions.subject(subjectId) })
      return defined((items.subject ?? []).map(taughtSubjectOf))[0]
    },

    /** The subjects a member of staff teaches, from their own partition. */
    async subjectsOf(staffId: string): Promise<TaughtSubject[]> {
      const items = await read({
        pk: academicsPartitions.staff(staffId),
        skPrefix: academicsSortKeyPrefixes.staffSubjects,
      })
      return defined((items.assignment ?? []).map(taughtSubjectOf))
    },

    /** The subjects offered to an academic year, or only those a group of it takes (the year's and its own). */
    async subjectsOfYear(accYearId: string, groupId?: string): Promise<TaughtSubject[]> {
      const items = await read({
        pk: academicsPartitions.year(accYearId),
        skPrefix: academicsSortKeyPrefixes.subjects,
      })
      const subjects = defined((items.subject ?? []).map(taughtSubjectOf))
      return groupId === undefined
        ? subjects
        : subjects.filter((subject) => [groupKeyOf(undefined), groupId].includes(groupKeyOf(subject.groupId)))
    },

    /** A regulation subject, by id, with its regulation's department, or undefined. */
    async regulationSubject(regSubId: string): Promise<RegulationSubjectRecord | undefined> {
      const items = await read({ index: 'gsi3', pk: academicsPartitions.regulationSubject(regSubId) })
      return defined((items.regulationSubject ?? []).map(regulationSubjectOf))[0]
    },

    /** A group, by id, or undefined. */
    async group(groupId: string): Promise<TaughtGroup | undefined> {
      const items = await read({ index: 'gsi3', pk: academicsPartitions.group(groupId) })
      return defined((items.group ?? []).map(groupOf))[0]
    },

    /** The groups of an academic year. */
    async groupsOfYear(accYearId: string): Promise<TaughtGroup[]> {
      const items = await read({
        pk: academicsPartitions.year(accYearId),
        skPrefix: academicsSortKeyPrefixes.groups,
      })
      return defined((items.group ?? []).map(groupOf))
    },
  }
}

export type Teaching = ReturnType<typeof createTeaching>
