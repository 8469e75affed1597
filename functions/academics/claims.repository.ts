import type { AcademicsEntities } from './entities'
import { isConditionalFailure } from '@campus/db'

export interface ClaimKey {
  departmentId: string
  kind: 'YEARSPAN' | 'REGYEAR'
  value: string
}

/**
 * Values unique within a department (an academic year's start-end years, a regulation's year), claimed with a
 * conditional create of a deterministic item before the record is written and released after it is gone.
 * The claims also tell a department delete what still refers to the department.
 */
export function createClaimsRepository(entities: AcademicsEntities) {
  return {
    /**
     * Claims `key` for `ownerId`. Returns undefined when the claim is (now) the owner's, or the id of the
     * record that holds it. A claim whose owner no longer exists (a write interrupted between the claim and
     * the record, or the record and the release) is taken over, so such a failure never blocks the value.
     */
    async claim(
      key: ClaimKey,
      ownerId: string,
      ownerExists: (id: string) => Promise<boolean>,
    ): Promise<string | undefined> {
      try {
        await entities.departmentClaim.create({ ...key, ownerId }).go()
        return undefined
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
      const { data: held } = await entities.departmentClaim.get(key).go()
      if (!held) return this.claim(key, ownerId, ownerExists)
      if (held.ownerId === ownerId) return undefined
      if (await ownerExists(held.ownerId)) return held.ownerId
      try {
        await entities.departmentClaim
          .put({ ...key, ownerId })
          .where((attributes, { eq }) => eq(attributes.ownerId, held.ownerId))
          .go()
        return undefined
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        return held.ownerId
      }
    },

    /** Lets go of `key` if `ownerId` still holds it. */
    async release(key: ClaimKey, ownerId: string) {
      try {
        await entities.departmentClaim
          .delete(key)
          .where((attributes, { eq }) => eq(attributes.ownerId, ownerId))
          .go()
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    },
  }
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>
