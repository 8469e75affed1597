import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { NaacCriteriaSchema, NaacEntryStatusSchema, NaacTemplateTypeSchema } from '@campus/core'
import {
  creatorAttributes,
  keyTimeAttribute,
  lazyEntities,
  namedFileAttribute,
  namedFileProperties,
  secondaryIndex,
  tableIndex,
  timestampAttributes,
} from '@campus/db'
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
 * | a built report workbook (and a template's pre-check)  | primary | REPORT#<kind> / FAC#…, TPL#…, CRIT#… (reports/keys.ts) |
 * | the latest report build and its progress             | primary | REPORTRUN / LATEST                                    |
 * | a merge of attachments (one per template and scope)  | primary | MERGE#<id> / REQUEST                                  |
 * | a template's merges                                  | gsi1    | MERGES#<templateId> / <level>#<facultyId or facultyDeptId> |
 * | a template's evidence packet                         | primary | EVIDENCE#<templateId> / PACKET                        |
 * | the stable link of one evidence document             | primary | EVDOC#<entryId>#<fieldKey>#<versionId> / DOC          |
 * | what a stable link opens                             | primary | EVLINK#<linkId> / LINK                                |
 * | audit records (see @campus/db)                       | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>                |
 *
 * Counters are kept at write time (atomic ADD after the entry's own conditional write), so a template's counts
 * are one GetItem however many entries it has; `naac-counts-repair` rebuilds them from the entries nightly.
 * An entry keeps the form version it was made with; the version items keep every form a template has had.
 */

/** Who asked for a background build (a merge, an evidence packet), and their name then, as its page shows it. */
const requesterAttributes = {
  requestedBy: { type: 'string', required: true },
  requestedByName: { type: 'string', required: true },
} as const

export const IMPORT_STATUSES = ['PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const COMMENT_STATUSES = ['OPEN', 'CLOSED'] as const

/** A background build's states (a report run, a merge, an evidence packet), as the legacy merge requests say them. */
export const BUILD_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const
export type BuildStatus = (typeof BUILD_STATUSES)[number]

/** The report workbooks: a faculty's of one type, a template's of one faculty, a template's, a criterion's. */
export const REPORT_KINDS = ['FACULTY', 'TEMPLATE_FACULTY', 'TEMPLATE', 'CRITERIA'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

/** Merges of attachments are asked for a faculty or one faculty department. */
export const MERGE_LEVELS = ['FACULTY', 'FACULTY_DEPT'] as const
export type MergeLevel = (typeof MERGE_LEVELS)[number]

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
          jsonFile: { ...namedFileAttribute, required: true },
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
          byId: tableIndex('TEMPLATE#${id}', 'TEMPLATE'),
          byType: secondaryIndex('gsi1', 'TEMPLATES', 'TYPE#${type}#CRIT#${criteria}#${id}'),
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
          jsonFile: { ...namedFileAttribute, required: true },
          createdBy: { type: 'string', required: true },
          createdOn: { type: 'number', required: true },
        },
        indexes: {
          byTemplate: tableIndex('TEMPLATE#${templateId}', 'VERSION#${version}'),
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
          /** When an entry of the template in the department last changed: what the report build compares. */
          changedOn: { type: 'number' },
          /**
           * Writes under way that change what these count, `<ms>#<random>` each (counts.repository.ts): one
           * left long after its write began means the write died between its entry and its count.
           */
          writing: { type: 'set', items: 'string' },
          /** Goes up with every change, so a recount writes only over the counters it read. */
          revision: { type: 'number' },
          /** When a write last marked or counted here (ms). */
          touchedOn: { type: 'number' },
        },
        indexes: {
          byTemplate: tableIndex('TEMPLATE#${templateId}', 'COUNT#${facultyDeptId}'),
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
          ...creatorAttributes,
          createdOn: keyTimeAttribute,
          modifiedBy: { type: 'string' },
          modifiedByName: { type: 'string' },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: tableIndex('ENTRY#${id}', 'ENTRY'),
          byTemplate: secondaryIndex(
            'gsi1',
            'TPL#${naacTemplateId}',
            'FD#${facultyDeptId}#ON#${createdOn}#${id}',
          ),
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
          ...timestampAttributes,
        },
        indexes: {
          byEntry: tableIndex('ENTRY#${referenceId}', 'THREAD'),
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
          byDepartment: tableIndex('NOTAPPLICABLE#${departmentId}', 'NA'),
          all: secondaryIndex('gsi1', 'NOTAPPLICABLE', 'FD#${departmentId}'),
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
          ...creatorAttributes,
          ...timestampAttributes,
        },
        indexes: {
          byId: tableIndex('IMPORT#${id}', 'IMPORT'),
        },
      },
      config,
    )

  const reportFile = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'reportFile', version: '1' },
        attributes: {
          kind: { type: REPORT_KINDS, required: true },
          /** Where it sits in its kind's partition (reports/keys.ts): `FAC#<f>#TYPE#<t>`, `TPL#<id>`, … */
          scope: { type: 'string', required: true },
          type: { type: NaacTemplateTypeSchema.options, required: true },
          criteria: { type: 'string' },
          facultyId: { type: 'string' },
          naacTemplateId: { type: 'string' },
          /** The workbook in the exports bucket. */
          objectKey: { type: 'string', required: true },
          fileName: { type: 'string', required: true },
          rows: { type: 'number', required: true },
          bytes: { type: 'number', required: true },
          /** What the build read it from (reports/stamps.ts): an equal stamp next time means nothing changed. */
          stamp: { type: 'string', required: true },
          /** A template's pre-check findings (`TEMPLATE` only; reports/precheck.ts). */
          precheck: { type: 'any' },
          ...timestampAttributes,
        },
        indexes: {
          byKind: tableIndex('REPORT#${kind}', '${scope}'),
        },
      },
      config,
    )

  const reportRun = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'reportRun', version: '1' },
        attributes: {
          /** `LATEST`: one build at a time, the latest kept. */
          slot: { type: 'string', required: true, default: 'LATEST' },
          id: { type: 'string', required: true },
          status: { type: BUILD_STATUSES, required: true },
          scope: { type: 'any', required: true },
          force: { type: 'boolean' },
          /** Workbooks looked at so far, of how many; how many were built, how many were as before. */
          done: { type: 'number', required: true },
          total: { type: 'number', required: true },
          rebuilt: { type: 'number', required: true },
          unchanged: { type: 'number', required: true },
          reason: { type: 'string' },
          startedBy: { type: 'string', required: true },
          startedByName: { type: 'string', required: true },
          startedOn: { type: 'number', required: true },
          finishedOn: { type: 'number' },
        },
        indexes: {
          bySlot: tableIndex('REPORTRUN', '${slot}'),
        },
      },
      config,
    )

  const mergeRequest = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'mergeRequest', version: '1' },
        attributes: {
          /** `fac-<facultyId>-<templateId>` or `fd-<facultyDeptId>-<templateId>`: one request per scope. */
          id: { type: 'string', required: true },
          level: { type: MERGE_LEVELS, required: true },
          naacTemplateId: { type: 'string', required: true },
          /** The faculty, or the faculty department's faculty. */
          facultyId: { type: 'string', required: true },
          facultyDeptId: { type: 'string' },
          /** The faculty id or the faculty department id: the gsi1 sort key's part. */
          scopeId: { type: 'string', required: true },
          status: { type: BUILD_STATUSES, required: true },
          /** Set when a merge was asked for (PUT) and not yet started (`download-request` starts it). */
          queued: { type: 'boolean' },
          /** The run that is merging, so a late job of an older run never overwrites a newer one's answer. */
          runId: { type: 'string', required: true },
          reason: { type: 'string' },
          done: { type: 'number', required: true },
          total: { type: 'number', required: true },
          /** Per file field: `{ fileName, fieldKey, files: [{ objectKey, fileKey, bytes }], skipped }` (reports/merge.job.ts). */
          attachment: { type: 'any', required: true },
          ...requesterAttributes,
          ...timestampAttributes,
        },
        indexes: {
          byId: tableIndex('MERGE#${id}', 'REQUEST'),
          byTemplate: secondaryIndex('gsi1', 'MERGES#${naacTemplateId}', '${level}#${scopeId}'),
        },
      },
      config,
    )

  const evidencePacket = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'evidencePacket', version: '1' },
        attributes: {
          naacTemplateId: { type: 'string', required: true },
          runId: { type: 'string', required: true },
          status: { type: BUILD_STATUSES, required: true },
          /** Set while the links are being checked again (the packet stays COMPLETED). */
          checking: { type: 'boolean' },
          reason: { type: 'string' },
          /** The portal's address the stable links start with (the origin that asked for the packet). */
          origin: { type: 'string', required: true },
          done: { type: 'number', required: true },
          total: { type: 'number', required: true },
          entries: { type: 'number', required: true },
          documents: { type: 'number', required: true },
          /** `{ objectKey, fileKey, bytes }` of the workbook, the zip; the parts with their documents. */
          workbook: { type: 'any' },
          zip: { type: 'any' },
          parts: { type: 'any', required: true },
          /** The stable links, as JSON in the exports bucket (too many for an item). */
          linksKey: { type: 'string' },
          /** The last link check: `{ checkedOn, checked, broken: [...] }`. */
          check: { type: 'any' },
          ...requesterAttributes,
          ...timestampAttributes,
        },
        indexes: {
          byTemplate: tableIndex('EVIDENCE#${naacTemplateId}', 'PACKET'),
        },
      },
      config,
    )

  const evidenceDoc = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'evidenceDoc', version: '1' },
        attributes: {
          entryId: { type: 'string', required: true },
          fieldKey: { type: 'string', required: true },
          versionId: { type: 'string', required: true },
          linkId: { type: 'string', required: true },
        },
        indexes: {
          byDocument: tableIndex('EVDOC#${entryId}#${fieldKey}#${versionId}', 'DOC'),
        },
      },
      config,
    )

  const evidenceLink = () =>
    new Entity(
      {
        model: { service: 'naac', entity: 'evidenceLink', version: '1' },
        attributes: {
          linkId: { type: 'string', required: true },
          naacTemplateId: { type: 'string', required: true },
          entryId: { type: 'string', required: true },
          fieldKey: { type: 'string', required: true },
          /** The document: the file kept on the entry's field. */
          ...namedFileProperties,
          createdOn: { type: 'number', required: true },
        },
        indexes: {
          byLink: tableIndex('EVLINK#${linkId}', 'LINK'),
        },
      },
      config,
    )

  return lazyEntities({
    template,
    formVersion,
    counts,
    entry,
    thread,
    notApplicable,
    naacImport,
    reportFile,
    reportRun,
    mergeRequest,
    evidencePacket,
    evidenceDoc,
    evidenceLink,
  })
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
export type StoredReportFile = EntityItem<NaacEntities['reportFile']>
export type StoredReportRun = EntityItem<NaacEntities['reportRun']>
export type StoredMergeRequest = EntityItem<NaacEntities['mergeRequest']>
export type StoredEvidencePacket = EntityItem<NaacEntities['evidencePacket']>
export type StoredEvidenceLink = EntityItem<NaacEntities['evidenceLink']>
