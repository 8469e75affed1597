import {
  conflict,
  departmentLabel,
  notFound,
  type CreateDepartment,
  type ListQuery,
  type UpdateDepartment,
  type Caller,
  andList,
  plural,
  noSuchReference,
  DEPARTMENT_REMOVED_QUEUE,
  type DepartmentRemovedMessage,
} from '@campus/core'
import { type ListSpec, nextModifiedOn, listRecords } from '@campus/db'
import type { QueueSender } from '@campus/runtime'
import type { AuditTrail } from './audit-trail'
import type { DepartmentsRepository } from './departments.repository'
import type { StoredDepartment, StoredFacultyDepartment } from './entities'
import type { FacultyDepartmentsRepository } from './org-units.repository'
import { newId } from './keys'
import { publicRecord } from './records'
import type { StructureRepository } from './structure.repository'
import { departmentIn, listedDepartments } from './structure'
import type { SubjectsRepository } from './subjects.repository'

export const DEPARTMENT_LIST_SPEC = {
  filter: {
    id: 'string',
    facultyDeptId: 'string',
    facultyId: 'string',
    degreeName: 'string',
    departmentName: 'string',
    examType: 'string',
  },
  sort: ['degreeName', 'departmentName', 'facultyDepartment', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/** Departments: the administrator's; read by staff and students. */
export function createDepartmentsService(deps: {
  departments: DepartmentsRepository
  facultyDepartments: FacultyDepartmentsRepository
  structure: StructureRepository
  subjects: SubjectsRepository
  audit: AuditTrail
  /** Tells identity a department is gone, so its HODs stop heading it (`department-removed`). */
  queues: QueueSender
}) {
  const { departments, facultyDepartments, audit } = deps

  const noSuchFacultyDepartment = (id: string) => noSuchReference('Faculty department', id, 'facultyDeptId')

  const listed = (department: StoredDepartment, facultyDepartment: StoredFacultyDepartment) => ({
    ...publicRecord(department),
    facultyDepartment: facultyDepartment.name,
    facultyId: facultyDepartment.facultyId,
  })

  return {
    /** Every department with its faculty department and faculty: one Query. */
    async list(query: ListQuery) {
      return listRecords(listedDepartments(await deps.structure.units()), query, DEPARTMENT_LIST_SPEC)
    },

    async get(id: string) {
      const units = await deps.structure.units()
      departmentIn(units, id)
      return listedDepartments(units).find((department) => department.id === id)
    },

    async create(caller: Caller, input: CreateDepartment) {
      const facultyDepartment = await facultyDepartments.find(input.facultyDeptId)
      if (!facultyDepartment) throw noSuchFacultyDepartment(input.facultyDeptId)
      const now = Date.now()
      const department = { ...input, id: newId(), createdOn: now, modifiedOn: now }
      await departments.create(department)
      await audit(caller, { entity: 'department', id: department.id, action: 'CREATE', after: department })
      return listed(department, facultyDepartment)
    },

    /**
     * Updates a department (the legacy client sends the listed record back; unknown keys are dropped). A new
     * name reaches the subjects taught in the department, which show its label.
     */
    async update(caller: Caller, id: string, input: UpdateDepartment) {
      // The listed record the client sends back names the faculty department, so both come in one read.
      const read = await departments.findWithFacultyDepartment(id, input.facultyDeptId)
      const before = read.department
      if (!before) throw notFound('Department', id)
      const facultyDeptId = input.facultyDeptId ?? before.facultyDeptId
      const facultyDepartment =
        read.facultyDepartment ??
        (input.facultyDeptId ? undefined : await facultyDepartments.find(facultyDeptId))
      if (!facultyDepartment) throw noSuchFacultyDepartment(facultyDeptId)
      const after: StoredDepartment = {
        ...publicRecord(before),
        ...input,
        id,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      await departments.replace(after, before)
      if (departmentLabel(after) !== departmentLabel(before)) {
        const subjects = await deps.subjects.ofDepartment(id)
        await deps.subjects.refresh(subjects, { department: departmentLabel(after) })
      }
      await audit(caller, { entity: 'department', id, action: 'UPDATE', before, after })
      return listed(after, facultyDepartment)
    },

    /**
     * Deletes a department nothing refers to any more, and takes it off its HODs (legacy client 5.8). Its
     * academic years and regulations are found through the claims in its own partition (one strongly
     * consistent Query); a department in use is refused before anything is written, so its HODs keep it. HODs
     * live in the identity domain: the `department-removed` message goes on identity's queue first, then the
     * department is deleted. A failed send deletes nothing; identity acts on a message only once the
     * department is gone (retrying until then), so the HODs lose the department if and only if it is deleted.
     * Staff and students are the client's to move first.
     */
    async remove(caller: Caller, id: string) {
      const { department, claims } = await departments.findWithClaims(id)
      if (!department) throw notFound('Department', id)
      const years = claims.filter(({ kind }) => kind === 'YEARSPAN').length
      const regulations = claims.filter(({ kind }) => kind === 'REGYEAR').length
      if (years || regulations) {
        const held = andList([
          years ? plural(years, 'academic year') : '',
          regulations ? plural(regulations, 'regulation') : '',
        ])
        throw conflict(
          'DEPARTMENT_IN_USE',
          `This department still has ${held}. Delete the groups and academic years and then the ` +
            'regulations in Manage academic year first, and move or remove its staff and students, then delete ' +
            'the department.',
        )
      }
      const removed: DepartmentRemovedMessage = {
        departmentId: id,
        removedBy: { userId: caller.actor.userId, userType: caller.actor.userType },
        removedOn: Date.now(),
        ...(caller.requestId ? { requestId: caller.requestId } : {}),
      }
      await deps.queues.send(DEPARTMENT_REMOVED_QUEUE, [removed])
      await departments.delete(id)
      await audit(caller, { entity: 'department', id, action: 'DELETE', before: department })
      return { deleted: true, id }
    },
  }
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>
