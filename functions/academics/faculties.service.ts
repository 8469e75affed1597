import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  badRequest,
  notFound,
  type CreateFacultyDepartment,
  type FacultyInput,
  type ListQuery,
  type UpdateFacultyDepartment,
  type Caller,
} from '@campus/core'
import {
  queryList,
  type ListSpec,
  sortRecords,
  changedMeanwhile,
  nextModifiedOn,
  withDefaultSort,
} from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { AcademicsEntities } from './entities'
import { newId } from './keys'
import { publicRecord } from './records'
import type { StructureRepository } from './structure.repository'

export const FACULTY_LIST_SPEC: ListSpec = {
  filter: { id: 'string', name: 'string' },
  sort: ['name', 'createdOn', 'modifiedOn'],
}

export const FACULTY_DEPARTMENT_LIST_SPEC: ListSpec = {
  filter: { id: 'string', name: 'string', facultyId: 'string' },
  sort: ['name', 'createdOn', 'modifiedOn'],
}

/** Faculties and faculty departments: the administrator's, read by all staff. */
export function createFacultiesService(deps: {
  entities: AcademicsEntities
  structure: StructureRepository
  audit: AuditTrail
  client: DynamoDBDocumentClient
  table: string
}) {
  const { entities, audit } = deps
  const orgList = (prefix: string, query: ListQuery, spec: ListSpec) =>
    queryList(
      deps.client,
      deps.table,
      {
        indexName: 'gsi1',
        partition: { attribute: 'gsi1pk', value: 'ORG' },
        sortKeyPrefix: { attribute: 'gsi1sk', value: prefix },
      },
      withDefaultSort(query, 'name'),
      spec,
      publicRecord,
    )

  async function loadFaculty(id: string) {
    const { data } = await entities.faculty.get({ id }).go()
    if (!data) throw notFound('Faculty', id)
    return data
  }

  /** A faculty named in a request body: missing is the caller's mistake, a 400 on that field. */
  async function referencedFaculty(id: string) {
    const { data } = await entities.faculty.get({ id }).go()
    if (!data)
      throw badRequest('FACULTY_NOT_FOUND', `Faculty ${id} does not exist.`, [
        { path: 'facultyId', message: 'No such faculty' },
      ])
    return data
  }

  async function loadFacultyDepartment(id: string) {
    const { data } = await entities.facultyDepartment.get({ id }).go()
    if (!data) throw notFound('Faculty department', id)
    return data
  }

  return {
    listFaculties: (query: ListQuery) => orgList('UNIT#FACULTY#', query, FACULTY_LIST_SPEC),

    getFaculty: async (id: string) => publicRecord(await loadFaculty(id)),

    async createFaculty(caller: Caller, input: FacultyInput) {
      const now = Date.now()
      const faculty = { id: newId(), name: input.name, createdOn: now, modifiedOn: now }
      await entities.faculty.create(faculty).go()
      await audit(caller, { entity: 'faculty', id: faculty.id, action: 'CREATE', after: faculty })
      return faculty
    },

    async renameFaculty(caller: Caller, id: string, input: FacultyInput) {
      const before = await loadFaculty(id)
      const after = { ...before, name: input.name, modifiedOn: nextModifiedOn(before.modifiedOn) }
      await entities.faculty
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('faculty'))
      await audit(caller, { entity: 'faculty', id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    listFacultyDepartments: (query: ListQuery) => orgList('UNIT#FDEPT#', query, FACULTY_DEPARTMENT_LIST_SPEC),

    getFacultyDepartment: async (id: string) => publicRecord(await loadFacultyDepartment(id)),

    /** Every faculty department with its faculty's name, by faculty then name: one Query. */
    async allFacultyDepartments() {
      const { faculties, facultyDepartments } = await deps.structure.faculties()
      const names = new Map(faculties.map(({ id, name }) => [id, name]))
      const listed = facultyDepartments.map(({ id, name, facultyId }) => ({
        id,
        name,
        facultyId,
        facultyName: names.get(facultyId) ?? '',
      }))
      return sortRecords(sortRecords(listed, 'name'), 'facultyName')
    },

    async createFacultyDepartment(caller: Caller, input: CreateFacultyDepartment) {
      const faculty = await referencedFaculty(input.facultyId)
      const now = Date.now()
      const created = { id: newId(), ...input, createdOn: now, modifiedOn: now }
      await entities.facultyDepartment.create(created).go()
      await audit(caller, { entity: 'facultyDepartment', id: created.id, action: 'CREATE', after: created })
      return { ...created, facultyName: faculty.name }
    },

    async updateFacultyDepartment(caller: Caller, id: string, input: UpdateFacultyDepartment) {
      const before = await loadFacultyDepartment(id)
      const faculty = await referencedFaculty(input.facultyId ?? before.facultyId)
      const after = {
        ...before,
        ...(input.name === undefined ? {} : { name: input.name }),
        facultyId: faculty.id,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      await entities.facultyDepartment
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('faculty department'))
      await audit(caller, { entity: 'facultyDepartment', id, action: 'UPDATE', before, after })
      return { ...publicRecord(after), facultyName: faculty.name }
    },
  }
}

export type FacultiesService = ReturnType<typeof createFacultiesService>
