import { idKeyedRecords } from '@campus/db'
import type { EntityItem } from 'electrodb'
import type { IdentityEntities } from './entities'

/** A staff type as stored. */
export type StoredStaffType = EntityItem<IdentityEntities['staffType']>

/** Staff types (`STAFFTYPE#<id>`), listed together by name on gsi1 (`STAFFTYPES`). */
export function createStaffTypesRepository(entities: IdentityEntities) {
  const byId = idKeyedRecords<StoredStaffType>(() => entities.staffType)
  return {
    /** Every staff type, by name: one Query of the `STAFFTYPES` partition. */
    async list(): Promise<StoredStaffType[]> {
      return (await entities.staffType.query.all({}).go({ pages: 'all' })).data
    },

    ...byId,

    /** Writes the record whole (the name is part of the list key, so a rename is a put): one PutItem. */
    async put(staffType: StoredStaffType) {
      await entities.staffType.put(staffType).go()
    },

    async delete(id: string) {
      await entities.staffType.delete({ id }).go()
    },
  }
}

export type StaffTypesRepository = ReturnType<typeof createStaffTypesRepository>
