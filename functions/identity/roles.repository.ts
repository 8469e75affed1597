import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { queryList, type ListSpec, partitionListKey, idKeyedRecords } from '@campus/db'
import type { EntityItem } from 'electrodb'
import type { IdentityEntities } from './entities'

export const USER_ROLE_LIST_SPEC = {
  filter: { userId: 'string', rollType: 'string', id: 'string' },
  sort: ['createdOn', 'userName', 'rollType'],
} as const satisfies ListSpec

export type StoredUserRole = EntityItem<IdentityEntities['userRole']>

/**
 * User-role records (`id` is `<userId>-<rollType>`), listed together on gsi1 (`USERROLES`). The user's
 * `rollType` list, which mirrors them, is written through users.repository.ts.
 */
export function createRolesRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** Every record the query selects: one Query of the `USERROLES` partition. */
    list: (query: ListQuery) =>
      queryList(client, table, partitionListKey('gsi1', 'USERROLES'), query, USER_ROLE_LIST_SPEC),

    find: idKeyedRecords<StoredUserRole>(() => entities.userRole).find,

    /** Writes a new record unless one with its id exists: false then. One conditional put. */
    async create(record: StoredUserRole): Promise<boolean> {
      try {
        await entities.userRole.create(record).go()
        return true
      } catch (error) {
        if (error instanceof Error && /conditional/i.test(`${error.message} ${String(error.cause)}`))
          return false
        throw error
      }
    },

    async delete(id: string) {
      await entities.userRole.delete({ id }).go()
    },
  }
}

export type RolesRepository = ReturnType<typeof createRolesRepository>
