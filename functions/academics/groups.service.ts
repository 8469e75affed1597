import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  badRequest,
  conflict,
  notFound,
  type CreateGroup,
  type ListQuery,
  type UpdateGroup,
  type Caller,
} from '@campus/core'
import {
  filterValue,
  queryList,
  type ListSpec,
  changedMeanwhile,
  nextModifiedOn,
  readPartition,
} from '@campus/db'
import { filterRequired } from './academic-years.service'
import { assertManagesDepartment, assertMayReadYear } from './access-rules'
import type { AuditTrail } from './audit-trail'
import { isConditionalFailure } from '@campus/db'
import type { AcademicsEntities, StoredGroup } from './entities'
import { groupNameKey, newId } from './keys'
import { publicRecord } from './records'

export const GROUP_LIST_SPEC: ListSpec = {
  filter: { accYearId: 'string', type: 'string', id: 'string', groupName: 'string', departmentId: 'string' },
  sort: ['groupName', 'createdOn', 'modifiedOn'],
}

/**
 * Groups (sections) of an academic year. A group is keyed by its folded name inside its year, so a
 * conditional create is the duplicate check; its id stays the same through renames (students refer to it).
 */
export function createGroupsService(deps: {
  entities: AcademicsEntities
  audit: AuditTrail
  client: DynamoDBDocumentClient
  table: string
}) {
  const { entities, audit } = deps

  /**
   * The group with this id (gsi3), and any older copies a rename interrupted between writing the new item and
   * deleting the old one left behind; writes clear those.
   */
  async function findGroup(id: string) {
    const { data } = await entities.group.query.byId({ id }).go()
    const [current, ...stale] = data.sort((a, b) => b.modifiedOn - a.modifiedOn)
    if (!current) throw notFound('Group', id)
    return { current, stale }
  }

  const deleteItems = async (groups: readonly StoredGroup[]) => {
    for (const { accYearId, nameKey } of groups) await entities.group.delete({ accYearId, nameKey }).go()
  }

  return {
    /** A year's groups by name: one Query on the year's partition. Students may list their own year's. */
    async list(caller: Caller, query: ListQuery) {
      const accYearId = filterValue(query, 'accYearId')
      if (!accYearId) throw filterRequired('academic year', 'accYearId')
      assertMayReadYear(caller.actor, accYearId)
      return queryList(
        deps.client,
        deps.table,
        {
          partition: { attribute: 'pk', value: `ACCYEAR#${accYearId}` },
          sortKeyPrefix: { attribute: 'sk', value: 'GROUP#' },
          satisfies: ['accYearId'],
        },
        query,
        GROUP_LIST_SPEC,
        publicRecord,
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
      const { data: year } = await entities.academicYear.get({ id: input.accYearId }).go()
      if (!year)
        throw badRequest('ACADEMIC_YEAR_NOT_FOUND', `Academic year ${input.accYearId} does not exist.`, [
          { path: 'accYearId', message: 'No such academic year' },
        ])
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
      try {
        await entities.group.create(group).go()
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        const { data: existing } = await entities.group
          .get({ accYearId: year.id, nameKey: group.nameKey })
          .go()
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
        await entities.group
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
          .go()
          .catch(changedMeanwhile('group'))
      } else {
        // The name is the key: write the group under its new name, then remove the old item.
        try {
          await entities.group.create(after).go()
        } catch (error) {
          if (isConditionalFailure(error))
            throw conflict('GROUP_EXISTS', `Group ${groupName} already exists in this academic year.`)
          throw error
        }
        stale.push(before)
      }
      await deleteItems(stale)
      await audit(caller, { entity: 'group', id: after.id, action: 'UPDATE', before, after })
      return publicRecord(after)
    },

    /** Deletes a group no subject is taught to. Its students live in identity: the client checks them first. */
    async remove(caller: Caller, id: string) {
      const { current, stale } = await findGroup(id)
      assertManagesDepartment(caller.actor, current.departmentId)
      const taught = await readPartition(deps.client, deps.table, {
        pk: `ACCYEAR#${current.accYearId}`,
        skPrefix: `SUBJECT#${id}#`,
        limit: 1,
      })
      if (taught.subject?.length)
        throw conflict(
          'GROUP_IN_USE',
          'Subjects are still taught to this group. Delete them from the group first, then the group.',
        )
      await deleteItems([current, ...stale])
      await audit(caller, { entity: 'group', id, action: 'DELETE', before: current })
      return { deleted: true, id }
    },
  }
}

export type GroupsService = ReturnType<typeof createGroupsService>
