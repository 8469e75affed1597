import {
  type CreateFacultyDepartment,
  type FacultyInput,
  type ListQuery,
  type UpdateFacultyDepartment,
  type Caller,
  orNotFound,
  orNoSuchReference,
} from '@campus/core'
import { type ListSpec, sortRecords, nextModifiedOn, withDefaultSort } from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { FacultiesRepository, FacultyDepartmentsRepository } from './org-units.repository'
import { newId } from './keys'
import { publicRecord } from './records'
import type { StructureRepository } from './structure.repository'

export const FACULTY_LIST_SPEC = {
  filter: { id: 'string', name: 'string' },
  sort: ['name', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

export const FACULTY_DEPARTMENT_LIST_SPEC = {
  filter: { id: 'string', name: 'string', facultyId: 'string' },
  sort: ['name', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/** Faculties and faculty departments: the administrator's, read by all staff. */
export function createFacultiesService(deps: {
  faculties: FacultiesRepository
  facultyDepartments: FacultyDepartmentsRepository
  structure: StructureRepository
  audit: AuditTrail
}) {
  const { faculties, facultyDepartments, audit } = deps

  const loadFaculty = async (id: string) => orNotFound(await faculties.find(id), 'Faculty', id)

  /** A faculty named in a request body: missing is the caller's mistake, a 400 on that field. */
  const referencedFaculty = async (id: string) =>
    orNoSuchReference(await faculties.find(id), 'Faculty', id, 'facultyId')

  const loadFacultyDepartment = async (id: string) =>
    orNotFound(await facultyDepartments.find(id), 'Faculty department', id)

  return {
    listFaculties: (query: ListQuery) => faculties.list(withDefaultSort(query, 'name'), FACULTY_LIST_SPEC),

    getFaculty: async (id: string) => publicRecord(await loadFaculty(id)),

    async createFaculty(caller: Caller, input: FacultyInput) {
      const now = Date.now()
      const faculty = { id: newId(), name: input.name, createdOn: now, modifiedOn: now }
      await faculties.create(faculty)
      await audit(caller, { entity: 'faculty', id: faculty.id, action: 'CREATE', after: faculty })
      return faculty
    },

    async renameFaculty(caller: Caller, id: string, input: FacultyInput) {
      const before = await loadFaculty(id)
      const after = { ...before, name: input.name, modifiedOn: nextModifiedOn(before.modifiedOn) }
      await faculties.replace(after, before)
      await audit(caller, { entity: 'faculty', id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    listFacultyDepartments: (query: ListQuery) =>
      facultyDepartments.list(withDefaultSort(query, 'name'), FACULTY_DEPARTMENT_LIST_SPEC),

    getFacultyDepartment: async (id: string) => publicRecord(await loadFacultyDepartment(id)),

    /** Every faculty department with its faculty's name, by faculty then name: one Query. */
    async allFacultyDepartments() {
      const units = await deps.structure.faculties()
      const names = new Map(units.faculties.map(({ id, name }) => [id, name]))
      const listed = units.facultyDepartments.map(({ id, name, facultyId }) => ({
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
      await facultyDepartments.create(created)
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
      await facultyDepartments.replace(after, before)
      await audit(caller, { entity: 'facultyDepartment', id, action: 'UPDATE', before, after })
      return { ...publicRecord(after), facultyName: faculty.name }
    },
  }
}

export type FacultiesService = ReturnType<typeof createFacultiesService>
