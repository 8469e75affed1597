import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { changedMeanwhile, getItems, readPartition } from '@campus/db'
import type {
  AcademicsEntities,
  StoredAcademicYear,
  StoredDepartment,
  StoredGroup,
  StoredRegulation,
  StoredSubject,
} from './entities'
import { partitions, sortKeyPrefixes } from './keys'

type Params = { Key: Record<string, unknown> }

/** Academic years: keyed by id, in a partition that also holds the year's groups and subjects taught. */
export function createAcademicYearsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    async find(id: string): Promise<StoredAcademicYear | undefined> {
      const { data } = await entities.academicYear.get({ id }).go()
      return data ?? undefined
    },

    exists: async (id: string) => Boolean((await entities.academicYear.get({ id }).go()).data),

    /** What a year's partition holds: the year, its groups and the subjects taught in it. One Query. */
    async findWithContents(id: string) {
      const parts = await readPartition(client, table, { pk: partitions.year(id) })
      return {
        year: parts.academicYear?.[0] as StoredAcademicYear | undefined,
        groups: (parts.group ?? []) as StoredGroup[],
        subjects: (parts.subject ?? []) as StoredSubject[],
      }
    },

    /** A department's years (gsi2 DEPT# / YEAR#): one Query. */
    async ofDepartment(departmentId: string) {
      const parts = await readPartition(client, table, {
        index: 'gsi2',
        pk: partitions.department(departmentId),
        skPrefix: sortKeyPrefixes.years,
      })
      return (parts.academicYear ?? []) as StoredAcademicYear[]
    },

    /** The department and regulation a new year names: one BatchGetItem. */
    async findDepartmentAndRegulation(departmentId: string, regulationId: string) {
      const read = await getItems(client, table, [
        entities.department.get({ id: departmentId }).params<Params>().Key,
        entities.regulation.get({ id: regulationId }).params<Params>().Key,
      ])
      return {
        department: read.department?.[0] as StoredDepartment | undefined,
        regulation: read.regulation?.[0] as StoredRegulation | undefined,
      }
    },

    create: async (year: StoredAcademicYear) => {
      await entities.academicYear.create(year).go()
    },

    /** Writes `after` only if nobody changed the year since `before` was read (a 409 otherwise). */
    replace: async (after: StoredAcademicYear, before: StoredAcademicYear) => {
      await entities.academicYear
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('academic year'))
    },

    delete: async (id: string) => {
      await entities.academicYear.delete({ id }).go()
    },
  }
}

export type AcademicYearsRepository = ReturnType<typeof createAcademicYearsRepository>
