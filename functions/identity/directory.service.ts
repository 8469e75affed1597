import { randomUUID } from 'node:crypto'
import { AppError, notFound, type Principal } from '@campus/core'
import type { AuditLog } from '@campus/db'
import type { CollegeRepository } from './college.repository'
import type { StaffTypesRepository } from './staff-types.repository'
import { STAFF_LIST } from './user-list-keys'
import type { UsersRepository } from './users.repository'
import { wholeList } from './whole-list'

export interface CollegePages {
  contact?: string
  privacy?: string
  terms?: string
}

export interface CollegeUpdate {
  name: string
  shortName?: string | undefined
  address?: string | undefined
  city?: string | undefined
  state?: string | undefined
  phone?: string | undefined
  email?: string | undefined
  website?: string | undefined
  studentLoginUrl?: string | undefined
  pages?: CollegePages | undefined
}

const countBy = <T>(items: readonly T[], key: (item: T) => string | undefined) => {
  const counts: Record<string, number> = {}
  for (const item of items) {
    const value = key(item) ?? 'Not set'
    counts[value] = (counts[value] ?? 0) + 1
  }
  return counts
}

/** The college record, staff types, and the whole-directory reports. */
export function createDirectoryService(deps: {
  college: CollegeRepository
  staffTypes: StaffTypesRepository
  users: UsersRepository
  audit: AuditLog
}) {
  const audit = (
    actor: Principal,
    entityType: string,
    entityId: string,
    action: string,
    before: unknown,
    after: unknown,
  ) =>
    deps.audit.write({
      entityType,
      entityId,
      action,
      actorId: actor.userId,
      actorType: actor.userType,
      at: Date.now(),
      before,
      after,
    })

  return {
    async getCollege() {
      const college = await deps.college.find()
      if (!college) throw notFound('College', 'record')
      return college
    },

    async updateCollege(actor: Principal, update: CollegeUpdate) {
      const before = await deps.college.find()
      // PUT replaces the record, so a field left empty in the settings form is cleared. The logo is not
      // part of the form and is kept.
      const next = {
        ...update,
        logo: before?.logo as unknown,
        id: before?.id ?? 'college',
        modifiedOn: Date.now(),
      }
      await deps.college.put(next)
      await audit(actor, 'college', next.id, 'UPDATE', before, next)
      return next
    },

    async listStaffTypes() {
      return (await deps.staffTypes.list()).map(({ id, name }) => ({ id, name }))
    },

    async createStaffType(actor: Principal, name: string) {
      const existing = await this.listStaffTypes()
      if (existing.some((type) => type.name.toLowerCase() === name.toLowerCase())) {
        throw new AppError(409, 'STAFF_TYPE_EXISTS', `The staff type "${name}" already exists.`)
      }
      const record = { id: randomUUID().replace(/-/g, '').slice(0, 24), name, createdOn: Date.now() }
      await deps.staffTypes.create(record)
      await audit(actor, 'staffType', record.id, 'CREATE', undefined, record)
      return { id: record.id, name }
    },

    async renameStaffType(actor: Principal, id: string, name: string) {
      const before = await deps.staffTypes.find(id)
      if (!before) throw notFound('Staff type', id)
      // The name is part of the list key, so the record is written whole.
      await deps.staffTypes.put({ ...before, name })
      await audit(actor, 'staffType', id, 'UPDATE', before, { ...before, name })
      return { id, name }
    },

    async deleteStaffType(actor: Principal, id: string) {
      const before = await deps.staffTypes.find(id)
      if (!before) throw notFound('Staff type', id)
      // HODs hold staff types too: STAFF lists them with the faculty.
      const holders = await deps.users.list({
        ...wholeList([
          { field: 'usertype', value: STAFF_LIST },
          { field: 'staffTypeId', value: id },
        ]),
        count: 1,
      })
      if (holders.length) {
        throw new AppError(
          409,
          'STAFF_TYPE_IN_USE',
          `Staff still have the type "${before.name}"; move them to another type first.`,
        )
      }
      await deps.staffTypes.delete(id)
      await audit(actor, 'staffType', id, 'DELETE', before, undefined)
      return { deleted: true, id }
    },

    /**
     * Staff head counts by type, status, gender, staff type and faculty department. An HOD sees their faculty
     * department; an administrator the whole college.
     */
    async staffStatistics(actor: Principal) {
      const types = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM']
      let staff: Record<string, unknown>[]
      if (actor.userType === 'HOD') {
        if (!actor.facultyDeptId)
          return {
            total: 0,
            byUserType: {},
            byAccountStatus: {},
            byGender: {},
            byStaffType: {},
            byFacultyDepartment: {},
          }
        staff = (
          await deps.users.list(wholeList([{ field: 'facultyDeptId', value: actor.facultyDeptId }]))
        ).filter((user) => types.includes(String(user.usertype)))
      } else {
        staff = []
        for (const usertype of types)
          staff.push(...(await deps.users.list(wholeList([{ field: 'usertype', value: usertype }]))))
      }
      const staffTypeNames = new Map((await this.listStaffTypes()).map((type) => [type.id, type.name]))
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
      return {
        total: staff.length,
        byUserType: countBy(staff, (user) => text(user.usertype)),
        byAccountStatus: countBy(staff, (user) => text(user.accountStatus)),
        byGender: countBy(staff, (user) => text(user.gender)),
        byStaffType: countBy(staff, (user) => {
          const id = text(user.staffTypeId)
          return id ? (staffTypeNames.get(id) ?? id) : undefined
        }),
        byFacultyDepartment: countBy(staff, (user) => text(user.facultyDeptId)),
      }
    },

    /**
     * Students who look like the same person entered twice: the same phone, or the same name and date of
     * birth. Accreditation (the student satisfaction survey) rejects duplicate students and mobiles.
     */
    async duplicateProfiles() {
      const students = await deps.users.list(wholeList([{ field: 'usertype', value: 'STUDENT' }]))
      const groups: { field: string; value: string; users: Record<string, unknown>[] }[] = []
      const collect = (field: string, key: (user: Record<string, unknown>) => string | undefined) => {
        const byValue = new Map<string, Record<string, unknown>[]>()
        for (const user of students) {
          const value = key(user)
          if (value) byValue.set(value, [...(byValue.get(value) ?? []), user])
        }
        for (const [value, users] of byValue) {
          if (users.length > 1) {
            groups.push({
              field,
              value,
              users: users.map(({ id, name, registerNo, email, phone, dateofBirth, departmentName }) => ({
                id,
                name,
                registerNo,
                email,
                phone,
                dateofBirth,
                departmentName,
              })),
            })
          }
        }
      }
      const digits = (value: unknown) =>
        typeof value === 'string' ? value.replace(/\D/g, '').slice(-10) : undefined
      collect('phone', (user) => digits(user.phone) || undefined)
      collect('name+dateofBirth', (user) =>
        typeof user.name === 'string' && typeof user.dateofBirth === 'string' && user.dateofBirth
          ? `${user.name.trim().toLowerCase()}|${user.dateofBirth}`
          : undefined,
      )
      return groups
    },
  }
}

export type DirectoryService = ReturnType<typeof createDirectoryService>
