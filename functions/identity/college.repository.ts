import type { EntityItem } from 'electrodb'
import type { IdentityEntities } from './entities'

/** The college record as stored. */
export type StoredCollege = EntityItem<IdentityEntities['college']>

/** The college record: the one item `COLLEGE` / `COLLEGE`. */
export function createCollegeRepository(entities: IdentityEntities) {
  return {
    /** One GetItem; undefined before the college is set up. */
    async find(): Promise<StoredCollege | undefined> {
      return (await entities.college.get({}).go()).data ?? undefined
    },

    /** Writes the record whole: one PutItem. */
    async put(college: StoredCollege) {
      await entities.college.put(college).go()
    },
  }
}

export type CollegeRepository = ReturnType<typeof createCollegeRepository>
