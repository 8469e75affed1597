import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { CourseMaterialTypeSchema } from '@campus/core'
import { lazyEntities } from '@campus/db'
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

const none = { casing: 'none' } as const

/** Creation times in keys are zero-padded, so keys sort as the numbers do. */
const onCreated = 'ON#${createdOn}#${id}'

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
          file: {
            type: 'map',
            properties: {
              versionId: { type: 'string', required: true },
              fileKey: { type: 'string', required: true },
              fileName: { type: 'string', required: true },
            },
          },
          createdBy: { type: 'string', required: true },
          /** The name of the staff member who added it, as the lists show it. */
          createdByStaff: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'MATERIAL#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'MATERIAL', ...none },
          },
          bySubject: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['subjectId'], template: 'SUBJECT#${subjectId}', ...none },
            sk: { field: 'gsi1sk', composite: ['createdOn', 'id'], template: onCreated, ...none },
          },
          byDepartment: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['departmentId'],
              template: 'DEPT#${departmentId}',
              ...none,
            },
            sk: {
              field: 'gsi2sk',
              composite: ['subjectId', 'createdOn', 'id'],
              template: `SUBJECT#\${subjectId}#${onCreated}`,
              ...none,
            },
          },
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
