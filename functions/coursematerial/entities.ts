import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { CourseMaterialTypeSchema } from '@campus/core'
import {
  keyTimeAttribute,
  lazyEntities,
  namedFileAttribute,
  secondaryIndex,
  tableIndex,
  timestampAttributes,
} from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The coursematerial table's entities:
 * | pattern                                      | index   | key                                                   |
 * |----------------------------------------------|---------|-------------------------------------------------------|
 * | a material by id                             | primary | MATERIAL#<id> / MATERIAL                              |
 * | a subject's materials, newest last           | gsi1    | SUBJECT#<regSubId> / ON#<createdOn, 15 digits>#<id>   |
 * | a department's materials, by subject         | gsi2    | DEPT#<departmentId> / SUBJECT#<regSubId>#ON#<createdOn>#<id> |
 * | audit records (see @campus/db)               | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>                |
 *
 * A material hangs on a regulation subject (`subjectId` is its `regSubId`, as in the legacy client) and carries
 * that subject's department, which scopes an HOD. A staff member's list is one Query of their subjects in the
 * academics table and one Query per department they teach in (gsi2, filtered to their subjects): usually two.
 */

export const createCourseMaterialEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const material = () =>
    new Entity(
      {
        model: { service: 'coursematerial', entity: 'material', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          title: { type: 'string', required: true },
          /** The regulation subject's id (`regSubId`). */
          subjectId: { type: 'string', required: true },
          /** The subject's name when the material was last written; lists show academics' current one. */
          subjectName: { type: 'string', required: true },
          /** The regulation's department: who heads it may change the material. */
          departmentId: { type: 'string', required: true },
          courseMaterialType: { type: CourseMaterialTypeSchema.options, required: true },
          description: { type: 'string' },
          link: { type: 'string' },
          /** The attached file as its claim answered it, with the name it was uploaded with. */
          file: namedFileAttribute,
          createdBy: { type: 'string', required: true },
          /** The name of the staff member who added it, as the lists show it. */
          createdByStaff: { type: 'string', required: true },
          ...timestampAttributes,
          createdOn: keyTimeAttribute,
        },
        indexes: {
          byId: tableIndex('MATERIAL#${id}', 'MATERIAL'),
          bySubject: secondaryIndex('gsi1', 'SUBJECT#${subjectId}', 'ON#${createdOn}#${id}'),
          byDepartment: secondaryIndex(
            'gsi2',
            'DEPT#${departmentId}',
            'SUBJECT#${subjectId}#ON#${createdOn}#${id}',
          ),
        },
      },
      config,
    )

  return lazyEntities({ material })
}

/** The gsi1 partition of one subject's materials, which the subject list reads. */
export const subjectPartition = (subjectId: string) => `SUBJECT#${subjectId}`

export type CourseMaterialEntities = ReturnType<typeof createCourseMaterialEntities>
export type StoredMaterial = EntityItem<CourseMaterialEntities['material']>
