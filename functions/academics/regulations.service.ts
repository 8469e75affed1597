import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
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
} from '@campus/core'
import {
  filterValue,
  queryList,
  type ListSpec,
  changedMeanwhile,
  nextModifiedOn,
  readPartition,
  withDefaultSort,
} from '@campus/db'
import { filterRequired } from './academic-years.service'
import { assertManagesDepartment, assertMayReadDepartment } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { ClaimsRepository } from './claims.repository'
import { isConditionalFailure } from '@campus/db'
import type {
  AcademicsEntities,
  StoredAcademicYear,
  StoredRegulation,
  StoredRegulationSubject,
} from './entities'
import { newId, subjectCodeKey } from './keys'
import { publicRecord } from './records'
import type { SubjectsRepository } from './subjects.repository'

export const REGULATION_LIST_SPEC: ListSpec = {
  filter: { departmentID: 'string', id: 'string', year: 'string', examType: 'string' },
  sort: ['year', 'createdOn', 'modifiedOn'],
}

export const REGULATION_SUBJECT_LIST_SPEC: ListSpec = {
  filter: {
    regulationID: 'string',
    id: 'string',
    semester: 'number',
    subjectCode: 'string',
    subjectType: 'string',
  },
  sort: ['semester', 'subjectName', 'subjectCode', 'credits', 'createdOn'],
}

/** Regulation years are compared without case or spaces ("r 2021" is "R2021"). */
const regulationYearKey = (year: string) => year.replace(/\s+/g, '').toUpperCase()

/** Regulations of a department and the subjects each lists per semester. */
export function createRegulationsService(deps: {
  entities: AcademicsEntities
  claims: ClaimsRepository
  subjects: SubjectsRepository
  audit: AuditTrail
  client: DynamoDBDocumentClient
  table: string
}) {
  const { entities, claims, audit } = deps
  const yearClaim = (regulation: Pick<StoredRegulation, 'departmentID' | 'year'>) => ({
    departmentId: regulation.departmentID,
    kind: 'REGYEAR' as const,
    value: regulationYearKey(regulation.year),
  })
  const regulationExists = async (id: string) => Boolean((await entities.regulation.get({ id }).go()).data)
  const alreadyExists = (year: string) =>
    conflict('REGULATION_EXISTS', `Regulation ${year} already exists in this department.`)

  async function loadRegulation(id: string) {
    const { data } = await entities.regulation.get({ id }).go()
    if (!data) throw notFound('Regulation', id)
    return data
  }

  /** A regulation subject by id (gsi3), with older copies an interrupted code change left behind. */
  async function findSubject(id: string) {
    const { data } = await entities.regulationSubject.query.byId({ id }).go()
    const [current, ...stale] = data.sort((a, b) => b.modifiedOn - a.modifiedOn)
    if (!current) throw notFound('Regulation subject', id)
    return { current, stale }
  }

  const deleteSubjects = async (subjects: readonly StoredRegulationSubject[]) => {
    for (const { regulationID, codeKey } of subjects)
      await entities.regulationSubject.delete({ regulationID, codeKey }).go()
  }

  return {
    /** `{ datas: [...] }`: a department's regulations, newest year first. One Query. */
    async list(caller: Caller, query: ListQuery) {
      const departmentID = filterValue(query, 'departmentID')
      if (!departmentID) throw filterRequired('department', 'departmentID')
      assertMayReadDepartment(caller.actor, departmentID)
      const datas = await queryList(
        deps.client,
        deps.table,
        {
          indexName: 'gsi2',
          partition: { attribute: 'gsi2pk', value: `DEPT#${departmentID}` },
          sortKeyPrefix: { attribute: 'gsi2sk', value: 'REG#' },
          satisfies: ['departmentID'],
        },
        withDefaultSort(query, 'year', 'desc'),
        REGULATION_LIST_SPEC,
        publicRecord,
      )
      return { datas }
    },

    async create(caller: Caller, input: CreateRegulation) {
      assertManagesDepartment(caller.actor, input.departmentID)
      const { data: department } = await entities.department.get({ id: input.departmentID }).go()
      if (!department)
        throw badRequest('DEPARTMENT_NOT_FOUND', `Department ${input.departmentID} does not exist.`, [
          { path: 'departmentID', message: 'No such department' },
        ])
      const now = Date.now()
      const regulation: StoredRegulation = { ...input, id: newId(), createdOn: now, modifiedOn: now }
      if (await claims.claim(yearClaim(regulation), regulation.id, regulationExists))
        throw alreadyExists(regulation.year)
      try {
        await entities.regulation.create(regulation).go()
      } catch (error) {
        await claims.release(yearClaim(regulation), regulation.id)
        throw error
      }
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
      const moved = yearClaim(after).value !== yearClaim(before).value
      if (moved && (await claims.claim(yearClaim(after), id, regulationExists)))
        throw alreadyExists(after.year)
      try {
        await entities.regulation
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
          .go()
          .catch(changedMeanwhile('regulation'))
      } catch (error) {
        if (moved) await claims.release(yearClaim(after), id)
        throw error
      }
      if (moved) await claims.release(yearClaim(before), id)
      await audit(caller, { entity: 'regulation', id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Deletes a regulation that lists no subjects and that no academic year follows. */
    async remove(caller: Caller, id: string) {
      const own = await readPartition(deps.client, deps.table, { pk: `REG#${id}` })
      const regulation = own.regulation?.[0] as StoredRegulation | undefined
      if (!regulation) throw notFound('Regulation', id)
      assertManagesDepartment(caller.actor, regulation.departmentID)
      const subjects = own.regulationSubject?.length ?? 0
      const department = await readPartition(deps.client, deps.table, {
        index: 'gsi2',
        pk: `DEPT#${regulation.departmentID}`,
        skPrefix: 'YEAR#',
      })
      const years = ((department.academicYear ?? []) as StoredAcademicYear[]).filter(
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
      await entities.regulation.delete({ id }).go()
      await claims.release(yearClaim(regulation), id)
      await audit(caller, { entity: 'regulation', id, action: 'DELETE', before: regulation })
      return { deleted: true, id }
    },

    /** `{ datas: [...] }`: a regulation's subjects by semester, then code. One Query. */
    async listSubjects(query: ListQuery) {
      const regulationID = filterValue(query, 'regulationID')
      if (!regulationID) throw filterRequired('regulation', 'regulationID')
      const datas = await queryList(
        deps.client,
        deps.table,
        {
          partition: { attribute: 'pk', value: `REG#${regulationID}` },
          sortKeyPrefix: { attribute: 'sk', value: 'SUB#' },
          satisfies: ['regulationID'],
        },
        withDefaultSort(query, 'semester'),
        REGULATION_SUBJECT_LIST_SPEC,
        publicRecord,
      )
      return { datas }
    },

    /** Adds a subject to a regulation; its code must be new in the regulation (a 409 otherwise). */
    async createSubject(caller: Caller, input: CreateRegulationSubject) {
      const { data: regulation } = await entities.regulation.get({ id: input.regulationID }).go()
      if (!regulation)
        throw badRequest('REGULATION_NOT_FOUND', `Regulation ${input.regulationID} does not exist.`, [
          { path: 'regulationID', message: 'No such regulation' },
        ])
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
      try {
        await entities.regulationSubject.create(subject).go()
      } catch (error) {
        if (isConditionalFailure(error))
          throw conflict(
            'SUBJECT_CODE_EXISTS',
            `Regulation ${regulation.year} already has a subject with the code ${input.subjectCode}.`,
          )
        throw error
      }
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
        await entities.regulationSubject
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
          .go()
          .catch(changedMeanwhile('subject'))
      } else {
        // The code is the key: write the subject under its new code, then remove the old item.
        try {
          await entities.regulationSubject.create(after).go()
        } catch (error) {
          if (isConditionalFailure(error))
            throw conflict(
              'SUBJECT_CODE_EXISTS',
              `This regulation already has a subject with the code ${after.subjectCode}.`,
            )
          throw error
        }
        stale.push(before)
      }
      await deleteSubjects(stale)
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
      await deleteSubjects([current, ...stale])
      await audit(caller, { entity: 'regulationSubject', id, action: 'DELETE', before: current })
      return { deleted: true, id }
    },
  }
}

export type RegulationsService = ReturnType<typeof createRegulationsService>
