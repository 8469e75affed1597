import { writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, StoredNotApplicable } from '../entities'

export { notApplicableIdOf } from '../entities'

/**
 * The templates each faculty department marked not applicable: one record per department (`NOTAPPLICABLE#<fd>`),
 * all of them one Query of gsi1. The only holder of the table for them (docs/adr/0019).
 */
export function createNotApplicableRepository(entities: NaacEntities) {
  /** A department's record: one GetItem. */
  const find = async (facultyDeptId: string): Promise<StoredNotApplicable | undefined> =>
    (await entities.notApplicable.get({ departmentId: facultyDeptId }).go()).data ?? undefined

  const templateIdsOf = async (facultyDeptId: string) => (await find(facultyDeptId))?.templateIds ?? []

  return {
    find,
    templateIdsOf,

    /** Whether a department marked a template not applicable (one GetItem): entries and imports ask it. */
    isNotApplicable: async (facultyDeptId: string, templateId: string) =>
      (await templateIdsOf(facultyDeptId)).includes(templateId),

    /** Every department's record: one Query (all pages) of gsi1. */
    async all(): Promise<StoredNotApplicable[]> {
      const { data } = await entities.notApplicable.query.all({}).go({ pages: 'all' })
      return data
    },

    /** The ids of those templates that exist: one BatchGetItem (per 100 ids). */
    async existingTemplates(ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set()
      const { data } = await entities.template.get(ids.map((id) => ({ id }))).go({ concurrency: 4 })
      return new Set(data.map((template) => template.id))
    },

    /**
     * Writes a department's record if it is still as it was read: a conditional put on the `modifiedOn` read,
     * or on there being none when none was. False when another write came first.
     */
    write: (record: StoredNotApplicable, read: StoredNotApplicable | undefined) =>
      writtenUnlessConditionFails(() =>
        read
          ? entities.notApplicable
              .put(record)
              .where((attributes, { eq }) => eq(attributes.modifiedOn, read.modifiedOn))
              .go({ originalErr: true })
          : entities.notApplicable.create(record).go({ originalErr: true }),
      ),
  }
}

export type NotApplicableRepository = ReturnType<typeof createNotApplicableRepository>
