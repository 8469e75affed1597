import {
  AppError,
  badRequest,
  conflict,
  departmentLabel,
  forbidden,
  notFound,
  type CreateSubject,
  type ListQuery,
  type UpdateSubject,
  type Caller,
  orNotFound,
  noSuchReference,
} from '@campus/core'
import {
  filterValue,
  projectFields,
  type ListSpec,
  sortRecords,
  listRecords,
  withDefaultSort,
  requiredFilterValue,
} from '@campus/db'
import type { AcademicYearsRepository } from './academic-years.repository'
import { assertManagesDepartment, assertMayReadYear, STAFF } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { DepartmentsRepository } from './departments.repository'
import type { StoredSubject } from './entities'
import { groupKeyOf, subjectIdOf } from './keys'
import { assignmentRecord, publicRecord } from './records'
import type { RegulationSubjectsRepository } from './regulation-subjects.repository'
import type { SubjectsRepository } from './subjects.repository'

export const SUBJECT_LIST_SPEC = {
  filter: {
    accYearId: 'string',
    groupId: 'string',
    subjectStatus: 'string',
    regSubId: 'string',
    subjectId: 'string',
    subjectCode: 'string',
    semester: 'number',
    id: 'string',
    departmentId: 'string',
  },
  in: ['stafflist.staffid'],
  sort: ['subjectName', 'subjectCode', 'semester', 'subjectId', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/** The staff lists: `in=stafflist.staffid eq <userId>` names whose list it is (the caller by default). */
export const STAFF_SUBJECT_LIST_SPEC = {
  filter: {
    subjectStatus: 'string',
    accYearId: 'string',
    groupId: 'string',
    departmentId: 'string',
    regSubId: 'string',
    subjectId: 'string',
    semester: 'number',
    id: 'string',
  },
  in: ['stafflist.staffid'],
  sort: ['subjectId', 'subjectName', 'subjectCode', 'semester', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

const STAFF_ID = 'stafflist.staffid'

/** Keeps the first record of each regulation subject: one subject may be taught to several groups. */
const onePerRegulationSubject = <Item extends { regSubId?: unknown }>(records: Item[]) => {
  const seen = new Set<unknown>()
  return records.filter(({ regSubId }) => !seen.has(regSubId) && seen.add(regSubId))
}

/** Subjects taught: a regulation subject offered to an academic year or one group of it, with its staff. */
export function createSubjectsService(deps: {
  subjects: SubjectsRepository
  years: AcademicYearsRepository
  regulationSubjects: RegulationSubjectsRepository
  departments: DepartmentsRepository
  audit: AuditTrail
}) {
  const { audit } = deps

  async function staffSubjects(caller: Caller, query: ListQuery) {
    const named = query.in.filter(({ field }) => field === STAFF_ID)
    const staffid = named[0]?.value ?? caller.actor.userId
    if (named.some(({ value }) => value !== staffid))
      throw badRequest('INVALID_LIST_QUERY', 'Ask for one staff member at a time.', [
        { path: 'in', message: 'One stafflist.staffid' },
      ])
    const assignments = await deps.subjects.ofStaff(staffid)
    return assignments.map((item) => assignmentRecord(item))
  }

  const loadSubject = async (id: string) => orNotFound(await deps.subjects.find(id), 'Subject', id)

  return {
    /**
     * A year's subjects: one Query on the year's partition. `filter=groupId eq X` keeps what group X takes
     * (subjects taught to the whole year and to X). Students may list their own year's.
     */
    async list(caller: Caller, query: ListQuery) {
      const accYearId = requiredFilterValue(query, 'accYearId', 'academic year')
      assertMayReadYear(caller.actor, accYearId)
      const { subjects } = await deps.years.findWithContents(accYearId)
      const groupId = filterValue(query, 'groupId')
      const taken = subjects.filter((subject) => !groupId || !subject.groupId || subject.groupId === groupId)
      const rest = { ...query, filter: query.filter.filter(({ field }) => field !== 'groupId') }
      return listRecords(
        taken.map((subject) => publicRecord(subject)),
        withDefaultSort(rest, 'subjectName'),
        SUBJECT_LIST_SPEC,
      )
    },

    async get(caller: Caller, id: string) {
      const subject = await loadSubject(id)
      assertMayReadYear(caller.actor, subject.accYearId)
      return publicRecord(subject)
    },

    /** `GET /api/subject/staffHandleSub`: the subjects a staff member teaches. One Query. */
    async taughtBy(caller: Caller, query: ListQuery) {
      return listRecords(
        await staffSubjects(caller, query),
        withDefaultSort(query, 'subjectName'),
        STAFF_SUBJECT_LIST_SPEC,
      )
    },

    /**
     * `GET /api/subject/staffRegSub`: the regulation subjects a staff member teaches, once each, as
     * `{ regSubId, subjectId, subjectName, subjectCode, department, departmentId }` unless `fields` says.
     */
    async regulationSubjectsTaughtBy(caller: Caller, query: ListQuery) {
      const all = listRecords(
        await staffSubjects(caller, query),
        { ...withDefaultSort(query, 'subjectName'), fields: [] },
        STAFF_SUBJECT_LIST_SPEC,
      )
      const fields = query.fields.length
        ? query.fields
        : ['regSubId', 'subjectId', 'subjectName', 'subjectCode', 'department', 'departmentId']
      return onePerRegulationSubject(all).map((record) => projectFields(record, fields))
    },

    /**
     * `GET /api/subject/student/{userId}`: the ACTIVE subjects a student takes, once per regulation subject,
     * by semester and name. Academics cannot read users: a student asking for themself is placed by their
     * session; staff say where the student is with `accYearId` (and `groupId`).
     */
    async ofStudent(caller: Caller, userId: string, placement: { accYearId?: string; groupId?: string }) {
      const { actor } = caller
      const isStaff = STAFF.includes(actor.userType)
      if (!isStaff && actor.userId !== userId) throw forbidden('You can only see your own subjects.')
      const accYearId = isStaff ? placement.accYearId : actor.accYearId
      const groupId = isStaff ? placement.groupId : actor.groupId
      if (!accYearId) {
        if (!isStaff) return []
        throw new AppError(400, 'VALIDATION_FAILED', "Give the student's academic year as accYearId.", [
          { path: 'accYearId', message: 'accYearId is required' },
        ])
      }
      const { subjects } = await deps.years.findWithContents(accYearId)
      const taken = subjects
        .filter(({ subjectStatus }) => subjectStatus === 'ACTIVE')
        .filter((subject) => !subject.groupId || subject.groupId === groupId)
        .map((subject) => publicRecord(subject))
      return onePerRegulationSubject(sortRecords(sortRecords(taken, 'subjectName'), 'semester'))
    },

    /**
     * Offers a regulation subject of the year's regulation to the year, or to one of its groups, with its
     * staff. The same subject offered twice to the same year or group is a 409.
     */
    async create(caller: Caller, input: CreateSubject) {
      const { year, groups, subjects } = await deps.years.findWithContents(input.accYearId)
      if (!year) throw noSuchReference('Academic year', input.accYearId, 'accYearId')
      assertManagesDepartment(caller.actor, year.departmentId)
      if (input.groupId && !groups.some(({ id }) => id === input.groupId))
        throw badRequest('GROUP_NOT_FOUND', `Group ${input.groupId} is not a group of this academic year.`, [
          { path: 'groupId', message: 'Not a group of this academic year' },
        ])
      const existing = subjects.find(
        ({ groupKey, regSubId }) => groupKey === groupKeyOf(input.groupId) && regSubId === input.regSubId,
      )
      if (existing)
        throw conflict(
          'SUBJECT_ALREADY_TAUGHT',
          `${existing.subjectName} is already taught to this ${input.groupId ? 'group' : 'academic year'}.`,
        )
      const [regulationSubject] = await deps.regulationSubjects.copiesOf(input.regSubId)
      if (regulationSubject?.regulationID !== year.regulationId)
        throw badRequest(
          'REGULATION_SUBJECT_NOT_FOUND',
          "Choose a subject of the academic year's regulation.",
          [{ path: 'regSubId', message: "Not a subject of this year's regulation" }],
        )
      const department = await deps.departments.find(year.departmentId)
      if (!department) throw notFound('Department', year.departmentId)
      const now = Date.now()
      const subject: StoredSubject = {
        id: subjectIdOf(year.id, input.groupId, regulationSubject.id),
        regSubId: regulationSubject.id,
        subjectId: regulationSubject.id,
        regulationId: regulationSubject.regulationID,
        subjectName: regulationSubject.subjectName,
        subjectCode: regulationSubject.subjectCode,
        credits: regulationSubject.credits,
        semester: input.semester ?? regulationSubject.semester,
        accYearId: year.id,
        ...(input.groupId ? { groupId: input.groupId } : {}),
        groupKey: groupKeyOf(input.groupId),
        departmentId: year.departmentId,
        department: departmentLabel(department),
        stafflist: input.stafflist,
        subjectStatus: input.subjectStatus,
        createdOn: now,
        modifiedOn: now,
      }
      await deps.subjects.save(subject)
      await audit(caller, { entity: 'subject', id: subject.id, action: 'CREATE', after: subject })
      return publicRecord(subject)
    },

    /** Changes the staff, status or semester of a subject taught (the id travels in the body). */
    async update(caller: Caller, input: UpdateSubject) {
      const before = await loadSubject(input.id)
      assertManagesDepartment(caller.actor, before.departmentId)
      for (const field of ['regSubId', 'accYearId', 'groupId'] as const) {
        if (input[field] !== undefined && input[field] !== before[field])
          throw badRequest(
            'SUBJECT_READ_ONLY',
            'What is taught to whom cannot change. Delete this subject and offer the other one instead.',
            [{ path: field, message: 'Cannot change' }],
          )
      }
      const after: StoredSubject = {
        ...before,
        ...(input.stafflist ? { stafflist: input.stafflist } : {}),
        ...(input.subjectStatus ? { subjectStatus: input.subjectStatus } : {}),
        ...(input.semester ? { semester: input.semester } : {}),
        modifiedOn: Date.now(),
      }
      await deps.subjects.save(after, before)
      await audit(caller, { entity: 'subject', id: after.id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Stops teaching a subject: deletes it and its staff assignments. */
    async remove(caller: Caller, id: string) {
      const subject = await loadSubject(id)
      assertManagesDepartment(caller.actor, subject.departmentId)
      await deps.subjects.delete(subject)
      await audit(caller, { entity: 'subject', id, action: 'DELETE', before: subject })
      return { deleted: true, id }
    },
  }
}

export type SubjectsService = ReturnType<typeof createSubjectsService>
