import {
  badRequest,
  conflict,
  notFound,
  type CreateRegulation,
  type CreateRegulationSubject,
  type ListQuery,
  type UpdateRegulation,
  type UpdateRegulationSubject,
  type Caller,
  andList,
  plural,
  orNotFound,
  orNoSuchReference,
} from '@campus/core'
import { type ListSpec, nextModifiedOn, requiredFilterValue, withDefaultSort } from '@campus/db'
import type { AcademicYearsRepository } from './academic-years.repository'
import { assertManagesDepartment, assertMayReadDepartment } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { ClaimsRepository } from './claims.repository'
import { currentAndStale } from './copies'
import { claimedRecords } from './claimed-writes'
import type { DepartmentsRepository } from './departments.repository'
import type { StoredRegulation, StoredRegulationSubject } from './entities'
import { newId, subjectCodeKey } from './keys'
import { publicRecord } from './records'
import type { RegulationSubjectsRepository } from './regulation-subjects.repository'
import type { RegulationsRepository } from './regulations.repository'
import type { SubjectsRepository } from './subjects.repository'

export const REGULATION_LIST_SPEC = {
  filter: { departmentID: 'string', id: 'string', year: 'string', examType: 'string' },
  sort: ['year', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

export const REGULATION_SUBJECT_LIST_SPEC = {
  filter: {
    regulationID: 'string',
    id: 'string',
    semester: 'number',
    subjectCode: 'string',
    subjectType: 'string',
  },
  sort: ['semester', 'subjectName', 'subjectCode', 'credits', 'createdOn'],
} as const satisfies ListSpec

/** Regulation years are compared without case or spaces ("r 2021" is "R2021"). */
const regulationYearKey = (year: string) => year.replace(/\s+/g, '').toUpperCase()

/** Regulations of a department and the subjects each lists per semester. */
export function createRegulationsService(deps: {
  regulations: RegulationsRepository
  regulationSubjects: RegulationSubjectsRepository
  departments: DepartmentsRepository
  years: AcademicYearsRepository
  claims: ClaimsRepository
  subjects: SubjectsRepository
  audit: AuditTrail
}) {
  const { regulations, regulationSubjects, claims, audit } = deps
  const yearClaim = (regulation: Pick<StoredRegulation, 'departmentID' | 'year'>) => ({
    departmentId: regulation.departmentID,
    kind: 'REGYEAR' as const,
    value: regulationYearKey(regulation.year),
  })
  const claimed = claimedRecords(claims, yearClaim, regulations)
  const alreadyExists = (year: string) =>
    conflict('REGULATION_EXISTS', `Regulation ${year} already exists in this department.`)

  const loadRegulation = async (id: string) => orNotFound(await regulations.find(id), 'Regulation', id)

  /** A regulation subject by id (gsi3), with older copies an interrupted code change left behind. */
  const findSubject = async (id: string) =>
    currentAndStale(await regulationSubjects.copiesOf(id), 'Regulation subject', id)

  return {
    /** `{ datas: [...] }`: a department's regulations, newest year first. One Query. */
    async list(caller: Caller, query: ListQuery) {
      const departmentID = requiredFilterValue(query, 'departmentID', 'department')
      assertMayReadDepartment(caller.actor, departmentID)
      const datas = await regulations.list(
        departmentID,
        withDefaultSort(query, 'year', 'desc'),
        REGULATION_LIST_SPEC,
      )
      return { datas }
    },

    async create(caller: Caller, input: CreateRegulation) {
      assertManagesDepartment(caller.actor, input.departmentID)
      // A regulation belongs to a department that exists.
      orNoSuchReference(
        await deps.departments.find(input.departmentID),
        'Department',
        input.departmentID,
        'departmentID',
      )
      const now = Date.now()
      const regulation: StoredRegulation = { ...input, id: newId(), createdOn: now, modifiedOn: now }
      if (await claimed.claim(regulation)) throw alreadyExists(regulation.year)
      await claimed.create(regulation)
      await audit(caller, { entity: 'regulation', id: regulation.id, action: 'CREATE', after: regulation })
      return regulation
    },

    /** Changes a regulation's year or exam type (the id travels in the body); the department is fixed. */
    async update(caller: Caller, input: UpdateRegulation) {
      const { id, ...changes } = input
      const before = await loadRegulation(id)
      assertManagesDepartment(caller.actor, before.departmentID)
      if (changes.departmentID !== undefined && changes.departmentID !== before.departmentID)
        throw badRequest('DEPARTMENT_READ_ONLY', 'A regulation cannot move to another department.', [
          { path: 'departmentID', message: 'Cannot change' },
        ])
      const after: StoredRegulation = {
        ...before,
        ...(changes.year === undefined ? {} : { year: changes.year }),
        ...(changes.examType === undefined ? {} : { examType: changes.examType }),
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      await claimed.replace(after, before, () => alreadyExists(after.year))
      await audit(caller, { entity: 'regulation', id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Deletes a regulation that lists no subjects and that no academic year follows. */
    async remove(caller: Caller, id: string) {
      const own = await regulations.findWithSubjects(id)
      const { regulation } = own
      if (!regulation) throw notFound('Regulation', id)
      assertManagesDepartment(caller.actor, regulation.departmentID)
      const subjects = own.subjects.length
      const years = (await deps.years.ofDepartment(regulation.departmentID)).filter(
        (year) => year.regulationId === id,
      ).length
      if (subjects || years)
        throw conflict(
          'REGULATION_IN_USE',
          `Regulation ${regulation.year} still has ${andList([
            subjects ? plural(subjects, 'subject') : '',
            years ? plural(years, 'academic year following it', 'academic years following it') : '',
          ])}. Delete those first.`,
        )
      await claimed.delete(regulation)
      await audit(caller, { entity: 'regulation', id, action: 'DELETE', before: regulation })
      return { deleted: true, id }
    },

    /** `{ datas: [...] }`: a regulation's subjects by semester, then code. One Query. */
    async listSubjects(query: ListQuery) {
      const regulationID = requiredFilterValue(query, 'regulationID', 'regulation')
      const datas = await regulationSubjects.list(
        regulationID,
        withDefaultSort(query, 'semester'),
        REGULATION_SUBJECT_LIST_SPEC,
      )
      return { datas }
    },

    /** Adds a subject to a regulation; its code must be new in the regulation (a 409 otherwise). */
    async createSubject(caller: Caller, input: CreateRegulationSubject) {
      const regulation = orNoSuchReference(
        await regulations.find(input.regulationID),
        'Regulation',
        input.regulationID,
        'regulationID',
      )
      assertManagesDepartment(caller.actor, regulation.departmentID)
      const now = Date.now()
      const subject: StoredRegulationSubject = {
        ...input,
        id: newId(),
        departmentID: regulation.departmentID,
        codeKey: subjectCodeKey(input.subjectCode),
        createdOn: now,
        modifiedOn: now,
      }
      if (!(await regulationSubjects.create(subject)))
        throw conflict(
          'SUBJECT_CODE_EXISTS',
          `Regulation ${regulation.year} already has a subject with the code ${input.subjectCode}.`,
        )
      await audit(caller, { entity: 'regulationSubject', id: subject.id, action: 'CREATE', after: subject })
      return publicRecord(subject)
    },

    /**
     * Changes a regulation subject (the id travels in the body). Its name, code and credits also change in
     * the subjects taught from it and their staff lists.
     */
    async updateSubject(caller: Caller, input: UpdateRegulationSubject) {
      const { id, ...changes } = input
      const { current: before, stale } = await findSubject(id)
      assertManagesDepartment(caller.actor, before.departmentID)
      if (changes.regulationID !== undefined && changes.regulationID !== before.regulationID)
        throw badRequest('REGULATION_READ_ONLY', 'A subject cannot move to another regulation.', [
          { path: 'regulationID', message: 'Cannot change' },
        ])
      const after: StoredRegulationSubject = {
        ...before,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      after.codeKey = subjectCodeKey(after.subjectCode)
      if (after.codeKey === before.codeKey) {
        await regulationSubjects.replace(after, before)
      } else {
        // The code is the key: write the subject under its new code, then remove the old item.
        if (!(await regulationSubjects.create(after)))
          throw conflict(
            'SUBJECT_CODE_EXISTS',
            `This regulation already has a subject with the code ${after.subjectCode}.`,
          )
        stale.push(before)
      }
      await regulationSubjects.delete(stale)
      const { subjectName, subjectCode, credits } = after
      if (
        subjectName !== before.subjectName ||
        subjectCode !== before.subjectCode ||
        credits !== before.credits
      )
        await deps.subjects.refresh(await deps.subjects.ofRegulationSubject(id), {
          subjectName,
          subjectCode,
          credits,
        })
      await audit(caller, { entity: 'regulationSubject', id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Deletes a regulation subject that is not taught to any academic year. */
    async removeSubject(caller: Caller, id: string) {
      const { current, stale } = await findSubject(id)
      assertManagesDepartment(caller.actor, current.departmentID)
      if ((await deps.subjects.ofRegulationSubject(id, 1)).length)
        throw conflict(
          'REGULATION_SUBJECT_IN_USE',
          `${current.subjectName} is still taught to an academic year. Delete it from Subjects first.`,
        )
      await regulationSubjects.delete([current, ...stale])
      await audit(caller, { entity: 'regulationSubject', id, action: 'DELETE', before: current })
      return { deleted: true, id }
    },
  }
}

export type RegulationsService = ReturnType<typeof createRegulationsService>
