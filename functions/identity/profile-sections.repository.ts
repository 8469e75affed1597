import type { EntityItem } from 'electrodb'
import type { IdentityEntities } from './entities'

/** A staff profile section as stored: its entries are kept whole. */
export type StoredProfileSection = EntityItem<IdentityEntities['profileSection']>

/** Which section of whose profile. */
export interface ProfileSectionKey {
  userId: string
  section: string
}

/** Staff profile sections (`USER#<userId>` / `PROFILE#<section>`). */
export function createProfileSectionsRepository(entities: IdentityEntities) {
  return {
    /** One GetItem. */
    async find(key: ProfileSectionKey): Promise<StoredProfileSection | undefined> {
      return (await entities.profileSection.get(key).go()).data ?? undefined
    },

    /** The sections of `keys` that exist: one BatchGetItem per 100 keys. */
    async findMany(keys: readonly ProfileSectionKey[]): Promise<StoredProfileSection[]> {
      if (!keys.length) return []
      return (await entities.profileSection.get([...keys]).go()).data
    },

    /** Writes the section whole: one PutItem. */
    async put(section: StoredProfileSection) {
      await entities.profileSection.put(section).go()
    },
  }
}

export type ProfileSectionsRepository = ReturnType<typeof createProfileSectionsRepository>
