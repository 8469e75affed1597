import {
  academicYearProblems,
  AppError,
  badRequest,
  conflict,
  notFound,
  type AddAcademicYear,
  type ListQuery,
  type UpdateAcademicYear,
  type Caller,
  andList,
  plural,
  orNotFound,
  noSuchReference,
} from '@campus/core'
import { type ListSpec, nextModifiedOn, listRecords, requiredFilterValue } from '@campus/db'
import type { AcademicYearsRepository } from './academic-years.repository'
import { assertManagesDepartment, assertMayReadDepartment } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { ClaimsRepository } from './claims.repository'
import { claimedRecords } from './claimed-writes'
import type { StoredAcademicYear } from './entities'
import { newId, yearSpan } from './keys'
import { publicRecord } from './records'
import type { StructureRepository } from './structure.repository'
import { yearRecord, yearRecords } from './structure'

export const ACADEMIC_YEAR_LIST_SPEC = {
  filter: {
    departmentId: 'string',
    inactive: 'string',
    type: 'string',
    id: 'string',
    regulationId: 'string',
    startYear: 'number',
    endYear: 'number',
  },
  sort: ['startYear', 'endYear', 'currentYear', 'currentSem', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/** The legacy wording, kept: the client showed it when an edit lowered the current semester. */
export const CURRENT_SEM_LOWERED = 'Current semester cannot be lower than before'

/** Academic years of a department: the administrator's and the department's HOD's. */
export function createAcademicYearsService(deps: {
  years: AcademicYearsRepository
  structure: StructureRepository
  claims: ClaimsRepository
  audit: AuditTrail
}) {
  const { years, claims, audit } = deps
  const spanClaim = (year: Pick<StoredAcademicYear, 'departmentId' | 'startYear' | 'endYear'>) => ({
    departmentId: year.departmentId,
    kind: 'YEARSPAN' as const,
    value: yearSpan(year),
  })
  const claimed = claimedRecords(claims, spanClaim, years)

  const loadYear = async (id: string) => orNotFound(await years.find(id), 'Academic year', id)

  return {
    /**
     * A department's years with their regulation and groups, newest first: one Query on the department's
     * partition. Students may list their own department's.
     */
    async list(caller: Caller, query: ListQuery) {
      const departmentId = requiredFilterValue(query, 'departmentId', 'department')
      assertMayReadDepartment(caller.actor, departmentId)
      const structure = await deps.structure.department(departmentId)
      return listRecords(yearRecords(structure), query, ACADEMIC_YEAR_LIST_SPEC)
    },

    /**
     * Adds a year to a department. The same start and end year twice in a department is answered with
     * `status: "Already Exists"` (HTTP 200, nothing written), as the legacy client expects.
     */
    async create(caller: Caller, input: AddAcademicYear) {
      const { regulationId, ...fields } = input
      assertManagesDepartment(caller.actor, fields.departmentId)
      const { department, regulation } = await years.findDepartmentAndRegulation(
        fields.departmentId,
        regulationId,
      )
      if (!department) throw noSuchReference('Department', fields.departmentId, 'departmentId')
      if (regulation?.departmentID !== department.id)
        throw badRequest('REGULATION_NOT_FOUND', "Choose one of this department's regulations.", [
          { path: 'regulationId', message: 'Not a regulation of this department' },
        ])
      const now = Date.now()
      const year: StoredAcademicYear = {
        ...fields,
        regulationId,
        id: newId(),
        createdOn: now,
        modifiedOn: now,
      }
      const holder = await claimed.claim(year)
      if (holder)
        return {
          status: 'Already Exists' as const,
          message: `Academic year ${yearSpan(year)} already exists in this department.`,
          id: holder,
        }
      await claimed.create(year)
      await audit(caller, { entity: 'academicYear', id: year.id, action: 'CREATE', after: year })
      // `years` lists only this regulation's year: the department's others are not read for the answer.
      return { ...yearRecord(year, [], regulation, [regulation.year]), status: 'Created' as const }
    },

    /**
     * Updates, deactivates (`inactive: "YES"`) or activates (`"NO"`) a year; the id travels in the body. The
     * current semester never goes down, the regulation and department never change.
     */
    async update(caller: Caller, input: UpdateAcademicYear) {
      const { id, ...changes } = input
      const before = await loadYear(id)
      assertManagesDepartment(caller.actor, before.departmentId)
      if (changes.departmentId !== undefined && changes.departmentId !== before.departmentId)
        throw badRequest('DEPARTMENT_READ_ONLY', 'An academic year cannot move to another department.', [
          { path: 'departmentId', message: 'Cannot change' },
        ])
      if (changes.regulationId !== undefined && changes.regulationId !== before.regulationId)
        throw badRequest(
          'REGULATION_READ_ONLY',
          'The regulation of an academic year is fixed when the year is added.',
          [{ path: 'regulationId', message: 'Cannot change' }],
        )
      const after: StoredAcademicYear = {
        ...before,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      const problems = academicYearProblems(after)
      if (problems.length)
        throw new AppError(400, 'VALIDATION_FAILED', problems[0]?.message ?? 'Invalid year', problems)
      if (after.currentSem < before.currentSem)
        throw new AppError(
          400,
          'CURRENT_SEM_LOWERED',
          `${CURRENT_SEM_LOWERED} (it is ${before.currentSem}).`,
          [{ path: 'currentSem', message: `At least ${before.currentSem}` }],
        )
      await claimed.replace(after, before, () =>
        conflict(
          'ACADEMIC_YEAR_EXISTS',
          `Academic year ${yearSpan(after)} already exists in this department.`,
        ),
      )
      const action =
        after.inactive === before.inactive ? 'UPDATE' : after.inactive === 'YES' ? 'DEACTIVATE' : 'ACTIVATE'
      await audit(caller, { entity: 'academicYear', id, action, before, after })
      return publicRecord(after)
    },

    /** Deletes a year that has no groups and no subjects (both in its own partition: one Query). */
    async remove(caller: Caller, id: string) {
      const contents = await years.findWithContents(id)
      const { year } = contents
      if (!year) throw notFound('Academic year', id)
      assertManagesDepartment(caller.actor, year.departmentId)
      const groups = contents.groups.length
      const subjects = contents.subjects.length
      if (groups || subjects)
        throw conflict(
          'ACADEMIC_YEAR_IN_USE',
          `This academic year still has ${andList([groups ? plural(groups, 'group') : '', subjects ? plural(subjects, 'subject') : ''])}. Delete them first.`,
        )
      await claimed.delete(year)
      await audit(caller, { entity: 'academicYear', id, action: 'DELETE', before: year })
      return { deleted: true, id }
    },
  }
}

export type AcademicYearsService = ReturnType<typeof createAcademicYearsService>
