import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import {
  partitionListKey,
  queryList,
  stripKeys,
  writtenUnlessConditionFails,
  type ListSpec,
} from '@campus/db'
import { subjectPartition, type CourseMaterialEntities, type StoredMaterial } from './entities'

/** What the lists filter and sort on: anything else in the query is a 400 naming what is allowed. */
const FILTERS = { subjectId: 'string', courseMaterialType: 'string', createdBy: 'string' } as const
const SORTS = ['subjectId', 'subjectName', 'title', 'courseMaterialType', 'createdOn', 'modifiedOn'] as const

/** `GET /api/courseMaterial`: one subject's materials (`filter=subjectId eq <regSubId>` is required). */
export const SUBJECT_LIST_SPEC = { filter: FILTERS, sort: SORTS } as const satisfies ListSpec

/** `GET /api/courseMaterial/staff`: the materials of a staff member's subjects (`in=stafflist.staffid eq <id>`). */
export const STAFF_LIST_SPEC = {
  filter: FILTERS,
  in: ['stafflist.staffid'],
  sort: SORTS,
} as const satisfies ListSpec

/** Subjects whose materials one filtered Query reads; a FilterExpression stays far below its 4 KB limit. */
const SUBJECTS_PER_QUERY = 50

/** A stored material without its keys: what the service works with (list reads return raw items). */
const materialOf = (item: Record<string, unknown>) => stripKeys(item) as unknown as StoredMaterial

const chunks = <Item>(items: readonly Item[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/** Course materials: the only holder of the client and the table (docs/adr/0019). */
export function createMaterialsRepository(
  entities: CourseMaterialEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** One GetItem. */
    find: async (id: string): Promise<StoredMaterial | undefined> =>
      (await entities.material.get({ id }).go()).data ?? undefined,

    /** One conditional put: an id is never written twice. */
    async create(material: StoredMaterial) {
      await entities.material.create(material).go()
    },

    /**
     * Replaces a material (a new subject moves it to that subject's and department's partitions) if it is still
     * as it was read: one conditional put on its `modifiedOn`. False when someone changed or deleted it meanwhile.
     */
    replace: (after: StoredMaterial, readModifiedOn: number) =>
      writtenUnlessConditionFails(() =>
        entities.material
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, readModifiedOn))
          .go({ originalErr: true }),
      ),

    /** Deletes a material if it is still as it was read: one conditional delete. False when it changed or went. */
    remove: (material: StoredMaterial) =>
      writtenUnlessConditionFails(() =>
        entities.material
          .delete({ id: material.id })
          .where((attributes, { eq }) => eq(attributes.modifiedOn, material.modifiedOn))
          .go({ originalErr: true }),
      ),

    /**
     * One subject's materials in creation order (newest first with `order=desc`): one Query of its partition,
     * never a Scan. Projection is the service's, after it joins the subject's name.
     */
    async ofSubject(subjectId: string, query: ListQuery): Promise<StoredMaterial[]> {
      const key = partitionListKey('gsi1', subjectPartition(subjectId), {
        satisfies: ['subjectId'],
        orderedBy: 'createdOn',
      })
      const items = await queryList(client, table, key, { ...query, fields: [] }, SUBJECT_LIST_SPEC)
      return items.map(materialOf)
    },

    /**
     * The materials of some subjects of one department: one Query of the department's partition, filtered to
     * those subjects (another Query per 50 subjects, which no teacher reaches), by subject, then oldest first.
     */
    async ofSubjects(departmentId: string, subjectIds: readonly string[]): Promise<StoredMaterial[]> {
      const pages = await Promise.all(
        chunks([...new Set(subjectIds)], SUBJECTS_PER_QUERY).map(
          async (ids) =>
            (
              await entities.material.query
                .byDepartment({ departmentId })
                .where((attributes, { eq }) => ids.map((id) => eq(attributes.subjectId, id)).join(' OR '))
                .go({ pages: 'all' })
            ).data,
        ),
      )
      return pages.flat()
    },
  }
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>
