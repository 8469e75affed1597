import {
  badRequest,
  conflict,
  type CreateGroup,
  type ListQuery,
  type UpdateGroup,
  type Caller,
  orNoSuchReference,
} from '@campus/core'
import { type Directory, type ListSpec, nextModifiedOn, requiredFilterValue } from '@campus/db'
import type { AcademicYearsRepository } from './academic-years.repository'
import { currentAndStale } from './copies'
import { assertManagesDepartment, assertMayReadYear } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { StoredGroup } from './entities'
import type { GroupsRepository } from './groups.repository'
import { groupNameKey, newId } from './keys'
import { publicRecord } from './records'
import type { SubjectsRepository } from './subjects.repository'

export const GROUP_LIST_SPEC = {
  filter: { accYearId: 'string', type: 'string', id: 'string', groupName: 'string', departmentId: 'string' },
  sort: ['groupName', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/**
 * Groups (sections) of an academic year. A group is keyed by its folded name inside its year, so a
 * conditional create is the duplicate check; its id stays the same through renames (students refer to it).
 */
export function createGroupsService(deps: {
  groups: GroupsRepository
  years: AcademicYearsRepository
  subjects: SubjectsRepository
  directory: Pick<Directory, 'studentCount'>
  audit: AuditTrail
}) {
  const { groups, audit } = deps

  /**
   * The group with this id (gsi3), and any older copies a rename interrupted between writing the new item and
   * deleting the old one left behind; writes clear those.
   */
  const findGroup = async (id: string) => currentAndStale(await groups.copiesOf(id), 'Group', id)

  return {
    /**
     * A year's groups by name: one Query on the year's partition, then each group's student count (`count`,
     * the legacy client's "Tot no.of students") from the directory, counted side by side.
     */
    async list(caller: Caller, query: ListQuery) {
      const accYearId = requiredFilterValue(query, 'accYearId', 'academic year')
      assertMayReadYear(caller.actor, accYearId)
      const listed = await groups.list(accYearId, query, GROUP_LIST_SPEC)
      return Promise.all(
        listed.map(async (group) =>
          typeof group.id === 'string'
            ? { ...group, count: await deps.directory.studentCount(group.id) }
            : group,
        ),
      )
    },

    async get(caller: Caller, id: string) {
      const { current } = await findGroup(id)
      assertMayReadYear(caller.actor, current.accYearId)
      return publicRecord(current)
    },

    /**
     * Adds a group to a year. A name the year already has (ignoring case and spacing) is answered with
     * `status: "YES"` (HTTP 200, nothing written), as the legacy client expects; otherwise `status: "NO"`.
     */
    async create(caller: Caller, input: CreateGroup) {
      const year = orNoSuchReference(
        await deps.years.find(input.accYearId),
        'Academic year',
        input.accYearId,
        'accYearId',
      )
      assertManagesDepartment(caller.actor, year.departmentId)
      const now = Date.now()
      const group: StoredGroup = {
        ...input,
        id: newId(),
        nameKey: groupNameKey(input.groupName),
        departmentId: year.departmentId,
        createdOn: now,
        modifiedOn: now,
      }
      if (!(await groups.create(group))) {
        const existing = await groups.findByName(year.id, group.nameKey)
        return {
          status: 'YES' as const,
          message: `Group ${input.groupName} already exists in this academic year.`,
          id: existing?.id ?? '',
        }
      }
      await audit(caller, { entity: 'group', id: group.id, action: 'CREATE', after: group })
      return { ...publicRecord(group), status: 'NO' as const }
    },

    /** Renames a group (the id travels in the body) or moves it to OLD. A taken name is a 409. */
    async update(caller: Caller, input: UpdateGroup) {
      const { current: before, stale } = await findGroup(input.id)
      assertManagesDepartment(caller.actor, before.departmentId)
      if (input.accYearId !== undefined && input.accYearId !== before.accYearId)
        throw badRequest('ACADEMIC_YEAR_READ_ONLY', 'A group cannot move to another academic year.', [
          { path: 'accYearId', message: 'Cannot change' },
        ])
      const groupName = input.groupName ?? before.groupName
      const after: StoredGroup = {
        ...before,
        groupName,
        nameKey: groupNameKey(groupName),
        type: input.type ?? before.type,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      if (after.nameKey === before.nameKey) {
        await groups.replace(after, before)
      } else {
        // The name is the key: write the group under its new name, then remove the old item.
        if (!(await groups.create(after)))
          throw conflict('GROUP_EXISTS', `Group ${groupName} already exists in this academic year.`)
        stale.push(before)
      }
      await groups.delete(stale)
      await audit(caller, { entity: 'group', id: after.id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Deletes a group no subject is taught to. Its students live in identity: the client checks them first. */
    async remove(caller: Caller, id: string) {
      const { current, stale } = await findGroup(id)
      assertManagesDepartment(caller.actor, current.departmentId)
      if (await deps.subjects.anyTaughtToGroup(current.accYearId, id))
        throw conflict(
          'GROUP_IN_USE',
          'Subjects are still taught to this group. Delete them from the group first, then the group.',
        )
      await groups.delete([current, ...stale])
      await audit(caller, { entity: 'group', id, action: 'DELETE', before: current })
      return { deleted: true, id }
    },
  }
}

export type GroupsService = ReturnType<typeof createGroupsService>
