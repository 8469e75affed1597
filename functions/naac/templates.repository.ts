import { byPosition } from '@campus/core'
import { writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, StoredFormVersion, StoredTemplate } from './entities'

/** Templates and their form versions: the only holder of the table for them (docs/adr/0019). */
export function createTemplatesRepository(entities: NaacEntities) {
  return {
    /** One GetItem. */
    find: async (id: string): Promise<StoredTemplate | undefined> =>
      (await entities.template.get({ id }).go()).data ?? undefined,

    /** One Query of the templates' partition, of one type (and criteria) when given, by position. */
    async list(filter: { type?: string; criteria?: string } = {}): Promise<StoredTemplate[]> {
      const query = entities.template.query.byType({})
      const { data } = await (
        filter.type
          ? query.begins({
              type: filter.type as StoredTemplate['type'],
              ...(filter.criteria ? { criteria: filter.criteria as StoredTemplate['criteria'] } : {}),
            })
          : query
      ).go({ pages: 'all' })
      const matching = filter.criteria ? data.filter((item) => item.criteria === filter.criteria) : data
      return matching.sort(byPosition)
    },

    /** A form version of a template: one GetItem. */
    findVersion: async (templateId: string, version: number): Promise<StoredFormVersion | undefined> =>
      (await entities.formVersion.get({ templateId, version }).go()).data ?? undefined,

    /** Several form versions of one template: one BatchGetItem. */
    async findVersions(templateId: string, versions: readonly number[]): Promise<StoredFormVersion[]> {
      if (!versions.length) return []
      const { data } = await entities.formVersion
        .get(versions.map((version) => ({ templateId, version })))
        .go()
      return data
    },

    /**
     * A new template: its first form version, then the template (conditional put), so a template is never
     * seen without its form.
     */
    async create(template: StoredTemplate, version: StoredFormVersion) {
      await entities.formVersion.put(version).go()
      await entities.template.create(template).go()
    },

    /**
     * Replaces a template if it is still as it was read (one conditional put on `modifiedOn`), after writing
     * its new form version when it has one. False when someone changed it meanwhile.
     */
    async replace(after: StoredTemplate, readModifiedOn: number, version?: StoredFormVersion) {
      if (version) await entities.formVersion.put(version).go()
      return writtenUnlessConditionFails(() =>
        entities.template
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, readModifiedOn))
          .go({ originalErr: true }),
      )
    },
  }
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>
