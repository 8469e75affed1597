import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { NaacCriteriaSchema, NaacEntryStatusSchema, NaacTemplateTypeSchema } from '@campus/core'
import { lazyEntities } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The naac table's entities:
 * | pattern                                              | index   | key                                                   |
 * |------------------------------------------------------|---------|-------------------------------------------------------|
 * | a template by id                                     | primary | TEMPLATE#<id> / TEMPLATE                              |
 * | its form at each version                             | primary | TEMPLATE#<id> / VERSION#<version, 6>                  |
 * | its counters per faculty department                  | primary | TEMPLATE#<id> / COUNT#<facultyDeptId>                 |
 * | the templates of a type (and criteria)               | gsi1    | TEMPLATES / TYPE#<type>#CRIT#<criteria>#<id>          |
 * | an entry by id                                       | primary | ENTRY#<id> / ENTRY                                    |
 * | its comment thread                                   | primary | ENTRY#<id> / THREAD                                   |
 * | a template's entries of a faculty department, by age | gsi1    | TPL#<templateId> / FD#<facultyDeptId>#ON#<createdOn, 15>#<id> |
 * | the templates a faculty department marked not applicable | primary | NOTAPPLICABLE#<facultyDeptId> / NA               |
 * | every not-applicable record                          | gsi1    | NOTAPPLICABLE / FD#<facultyDeptId>                    |
 * | an Excel import and its progress                     | primary | IMPORT#<id> / IMPORT                                  |
 * | audit records (see @campus/db)                       | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>                |
 *
 * Counters are kept at write time (atomic ADD after the entry's own conditional write), so a template's counts
 * are one GetItem however many entries it has; `naac-counts-repair` rebuilds them from the entries nightly.
 * An entry keeps the form version it was made with; the version items keep every form a template has had.
 */

const none = { casing: 'none' } as const

/** A file kept on an entry or template: its reference and the name it was uploaded with. */
const fileAttribute = {
  type: 'map',
  properties: {
    versionId: { type: 'string', required: true },
    fileKey: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
  },
} as const

export const IMPORT_STATUSES = ['PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const COMMENT_STATUSES = ['OPEN', 'CLOSED'] as const

export const createNaacEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const template = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'template', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          title: { type: 'string', required: true },
          description: { type: 'string' },
          /** Free text, sorted numerically (legacy-client.md 5.2). */
          position: { type: 'string' },
          type: { type: NaacTemplateTypeSchema.options, required: true },
          criteria: { type: NaacCriteriaSchema.options, required: true },
          subCriteria: { type: 'string', required: true },
          jsonFile: { ...fileAttribute, required: true },
          /** The current form's version: 1, then one more each time a different JSON file is saved. */
          version: { type: 'number', required: true },
          /** The current form's fields (`NaacFormField[]`, @campus/core). */
          fields: { type: 'any', required: true },
          createdBy: { type: 'string', required: true },
          createdOn: { type: 'number', required: true },
          modifiedBy: { type: 'string', required: true },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'TEMPLATE#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'TEMPLATE', ...none },
          },
          byType: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'TEMPLATES', ...none },
            sk: {
              field: 'gsi1sk',
              composite: ['type', 'criteria', 'id'],
              template: 'TYPE#${type}#CRIT#${criteria}#${id}',
              ...none,
            },
          },
        },
      },
      config,
    )

  const formVersion = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'formVersion', version: '1' },
        attributes: {
          templateId: { type: 'string', required: true },
          version: { type: 'number', required: true, padding: { length: 6, char: '0' } },
          fields: { type: 'any', required: true },
          jsonFile: { ...fileAttribute, required: true },
          createdBy: { type: 'string', required: true },
          createdOn: { type: 'number', required: true },
        },
        indexes: {
          byTemplate: {
            pk: { field: 'pk', composite: ['templateId'], template: 'TEMPLATE#${templateId}', ...none },
            sk: { field: 'sk', composite: ['version'], template: 'VERSION#${version}', ...none },
          },
        },
      },
      config,
    )

  const counts = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'counts', version: '1' },
        attributes: {
          templateId: { type: 'string', required: true },
          facultyDeptId: { type: 'string', required: true },
          submitted: { type: 'number', default: 0 },
          waiting: { type: 'number', default: 0 },
          approved: { type: 'number', default: 0 },
          unApproved: { type: 'number', default: 0 },
          commentCount: { type: 'number', default: 0 },
        },
        indexes: {
          byTemplate: {
            pk: { field: 'pk', composite: ['templateId'], template: 'TEMPLATE#${templateId}', ...none },
            sk: { field: 'sk', composite: ['facultyDeptId'], template: 'COUNT#${facultyDeptId}', ...none },
          },
        },
      },
      config,
    )

  const entry = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'entry', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          naacTemplateId: { type: 'string', required: true },
          facultyDeptId: { type: 'string', required: true },
          /** The form version the entry was made with (`fields.jsonVersion` on the wire). */
          version: { type: 'number', required: true },
          /** Values by field key: text, or a kept file `{ versionId, fileKey, fileName }`. */
          fields: { type: 'any', required: true },
          status: { type: NaacEntryStatusSchema.options, required: true },
          commentStatus: { type: COMMENT_STATUSES },
          /** The import that wrote it, if one did. */
          importId: { type: 'string' },
          createdBy: { type: 'string', required: true },
          createdByName: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
          modifiedBy: { type: 'string' },
          modifiedByName: { type: 'string' },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'ENTRY#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'ENTRY', ...none },
          },
          byTemplate: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['naacTemplateId'],
              template: 'TPL#${naacTemplateId}',
              ...none,
            },
            sk: {
              field: 'gsi1sk',
              composite: ['facultyDeptId', 'createdOn', 'id'],
              template: 'FD#${facultyDeptId}#ON#${createdOn}#${id}',
              ...none,
            },
          },
        },
      },
      config,
    )

  const thread = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'thread', version: '1' },
        attributes: {
          /** `cmt-<referenceId>`: one thread per entry. */
          id: { type: 'string', required: true },
          referenceId: { type: 'string', required: true },
          status: { type: COMMENT_STATUSES, required: true },
          comments: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                comment: { type: 'string', required: true },
                userId: { type: 'string', required: true },
                userName: { type: 'string', required: true },
                date: { type: 'number', required: true },
              },
            },
          },
          createdOn: { type: 'number', required: true },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byEntry: {
            pk: { field: 'pk', composite: ['referenceId'], template: 'ENTRY#${referenceId}', ...none },
            sk: { field: 'sk', composite: [], template: 'THREAD', ...none },
          },
        },
      },
      config,
    )

  const notApplicable = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'notApplicable', version: '1' },
        attributes: {
          /** `na-<facultyDeptId>`: one record per faculty department. */
          id: { type: 'string', required: true },
          /** The faculty department (the legacy field name). */
          departmentId: { type: 'string', required: true },
          templateIds: { type: 'list', items: { type: 'string' }, required: true },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byDepartment: {
            pk: {
              field: 'pk',
              composite: ['departmentId'],
              template: 'NOTAPPLICABLE#${departmentId}',
              ...none,
            },
            sk: { field: 'sk', composite: [], template: 'NA', ...none },
          },
          all: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'NOTAPPLICABLE', ...none },
            sk: { field: 'gsi1sk', composite: ['departmentId'], template: 'FD#${departmentId}', ...none },
          },
        },
      },
      config,
    )

  const naacImport = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'import', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          naacTemplateId: { type: 'string', required: true },
          facultyDeptId: { type: 'string', required: true },
          /** The form version the rows are read against. */
          version: { type: 'number', required: true },
          fileName: { type: 'string', required: true },
          /** The uploaded workbook in the exports bucket. */
          fileKey: { type: 'string', required: true },
          status: { type: IMPORT_STATUSES, required: true },
          /** Data rows in the workbook, rows written so far, rows refused. */
          total: { type: 'number', required: true },
          done: { type: 'number', required: true },
          rejected: { type: 'number', required: true },
          /** The first refused row's message, as the legacy client shows it. */
          firstError: { type: 'string' },
          /** The refused rows with their errors, in the exports bucket. */
          errorFileKey: { type: 'string' },
          /** Set once the written entries are counted, so a rerun never counts them twice. */
          countedOn: { type: 'number' },
          createdBy: { type: 'string', required: true },
          createdByName: { type: 'string', required: true },
          createdOn: { type: 'number', required: true },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'IMPORT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'IMPORT', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({ template, formVersion, counts, entry, thread, notApplicable, naacImport })
}

/** The gsi1 partition of a template's entries and the prefix of one faculty department's. */
export const entryKeys = {
  partition: (templateId: string) => `TPL#${templateId}`,
  facultyDept: (facultyDeptId: string) => `FD#${facultyDeptId}#`,
} as const

export const threadIdOf = (referenceId: string) => `cmt-${referenceId}`
export const notApplicableIdOf = (facultyDeptId: string) => `na-${facultyDeptId}`

export type NaacEntities = ReturnType<typeof createNaacEntities>
export type StoredTemplate = EntityItem<NaacEntities['template']>
export type StoredFormVersion = EntityItem<NaacEntities['formVersion']>
export type StoredCounts = EntityItem<NaacEntities['counts']>
export type StoredEntry = EntityItem<NaacEntities['entry']>
export type StoredThread = EntityItem<NaacEntities['thread']>
export type StoredNotApplicable = EntityItem<NaacEntities['notApplicable']>
export type StoredImport = EntityItem<NaacEntities['naacImport']>
