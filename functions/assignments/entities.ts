import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The assignments table's entities:
 * | pattern                                               | index   | key                                            |
 * |-------------------------------------------------------|---------|------------------------------------------------|
 * | an assignment with every submission to it             | primary | ASSIGNMENT#<id> / ASSIGNMENT, SUBMISSION#<student> |
 * | the assignments one member of staff sent, newest first | gsi1    | CREATOR#<userId> / ON#<createdOn, 15>#<id>     |
 * | the assignments of a department, newest first          | gsi2    | DEPT#<departmentId> / ON#<createdOn, 15>#<id>  |
 * | the assignments a group was set, newest first          | primary | GROUP#<groupId> / ON#<createdOn, 15>#<id>      |
 * | one student's submissions                              | gsi1    | STUDENT#<studentId> / SUBMISSION#<assignmentId> |
 * | the zip of an assignment's submissions                 | primary | ZIP#<assignmentId> / ZIP                        |
 * | audit records (see @campus/db)                         | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>         |
 *
 * The staff's submission table is one Query of the assignment's partition (with the group's students from the
 * directory, one more). A student's list is one Query of their group's partition, a BatchGet of the assignments
 * it names and one Query of their own submissions: a group item only points, so an assignment whose write died
 * halfway, or was deleted, shows nobody anything (docs/adr/0013).
 */

const none = { casing: 'none' } as const

const byCreatedOn = (field: string) =>
  ({ field, composite: ['createdOn', 'id'], template: 'ON#${createdOn}#${id}', ...none }) as const

/** A kept file: its reference and what it was uploaded as; the URL is signed on each read. */
export const storedFileAttribute = {
  type: 'map',
  properties: {
    versionId: { type: 'string', required: true },
    fileKey: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    size: { type: 'number', required: true },
    contentType: { type: 'string', required: true },
  },
} as const

export const SUBMISSION_SETTINGS = ['Enable', 'Disable'] as const

/** Where a zip of the submissions stands. */
export const ZIP_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const

export const createAssignmentsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const assignment = () =>
    new Entity(
      {
        model: { service: 'assignments', entity: 'assignment', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          title: { type: 'string', required: true },
          message: { type: 'string', required: true },
          files: { type: 'list', required: true, items: storedFileAttribute },
          /** As sent and shown, `dd-MMM-yyyy`. */
          deadLine: { type: 'string', required: true },
          /** The last instant a submission is on time: the end of the deadline's day in the college's zone. */
          deadlineAt: { type: 'number', required: true },
          submission: { type: SUBMISSION_SETTINGS, required: true },
          /** The highest mark; marks run from 0 to it. */
          maxMark: { type: 'number', required: true },
          subjectId: { type: 'string', required: true },
          subjectName: { type: 'string', required: true },
          regSubId: { type: 'string', required: true },
          accYearId: { type: 'string', required: true },
          departmentId: { type: 'string', required: true },
          department: { type: 'string', required: true },
          groupIds: { type: 'list', required: true, items: { type: 'string' } },
          /** The subject's staff when the assignment was set or last saved: they manage it with its author. */
          staffIds: { type: 'list', required: true, items: { type: 'string' } },
          createdBy: { type: 'string', required: true },
          createdByName: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
          modifiedOn: { type: 'number', required: true },
          /** The last reminder to those who had not submitted, and how many it reached. */
          remindedOn: { type: 'number' },
          remindedCount: { type: 'number' },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'ASSIGNMENT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'ASSIGNMENT', ...none },
          },
          byCreator: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['createdBy'], template: 'CREATOR#${createdBy}', ...none },
            sk: byCreatedOn('gsi1sk'),
          },
          byDepartment: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['departmentId'], template: 'DEPT#${departmentId}', ...none },
            sk: byCreatedOn('gsi2sk'),
          },
        },
      },
      config,
    )

  /** One per group an assignment is set for: a pointer, read with a BatchGet of the assignments. */
  const groupItem = () =>
    new Entity(
      {
        model: { service: 'assignments', entity: 'groupItem', version: '1' },
        attributes: {
          groupId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
        },
        indexes: {
          byGroup: {
            pk: { field: 'pk', composite: ['groupId'], template: 'GROUP#${groupId}', ...none },
            sk: byCreatedOn('sk'),
          },
        },
      },
      config,
    )

  /** A student's upload for an assignment, with the mark and remark staff give it. */
  const submission = () =>
    new Entity(
      {
        model: { service: 'assignments', entity: 'submission', version: '1' },
        attributes: {
          assignmentId: { type: 'string', required: true },
          studentId: { type: 'string', required: true },
          studentName: { type: 'string', required: true },
          registerNo: { type: 'string' },
          groupId: { type: 'string' },
          file: { ...storedFileAttribute, required: true },
          submittedOn: { type: 'number', required: true },
          /** Uploaded after the deadline, in the late window the college allows. */
          late: { type: 'boolean', required: true },
          mark: { type: 'number' },
          remark: { type: 'string' },
          markedBy: { type: 'string' },
          markedOn: { type: 'number' },
        },
        indexes: {
          byAssignment: {
            pk: {
              field: 'pk',
              composite: ['assignmentId'],
              template: 'ASSIGNMENT#${assignmentId}',
              ...none,
            },
            sk: { field: 'sk', composite: ['studentId'], template: 'SUBMISSION#${studentId}', ...none },
          },
          byStudent: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['studentId'], template: 'STUDENT#${studentId}', ...none },
            sk: {
              field: 'gsi1sk',
              composite: ['assignmentId'],
              template: 'SUBMISSION#${assignmentId}',
              ...none,
            },
          },
        },
      },
      config,
    )

  /**
   * The latest zip of an assignment's submissions: one per assignment, replaced by the next request once it
   * has ended (one conditional put, zip-exports.repository.ts); the `assignment-submissions-zip` job fills it.
   */
  const zipExport = () =>
    new Entity(
      {
        model: { service: 'assignments', entity: 'zipExport', version: '1' },
        attributes: {
          /** This request's id: its job names it, so the job of a request that was replaced leaves it alone. */
          id: { type: 'string', required: true },
          assignmentId: { type: 'string', required: true },
          status: { type: ZIP_STATUSES, required: true },
          /** Files in the zip so far; `total` once READY. */
          done: { type: 'number', required: true },
          /** Submissions to zip. */
          total: { type: 'number', required: true },
          /** The zip's name when downloaded. */
          fileName: { type: 'string', required: true },
          requestedBy: { type: 'string', required: true },
          requestedOn: { type: 'number', required: true },
          /** Where the zip is in the exports bucket, and its size, once written. */
          objectKey: { type: 'string' },
          bytes: { type: 'number' },
          /** Why it failed, as the page shows it. */
          reason: { type: 'string' },
          finishedOn: { type: 'number' },
        },
        indexes: {
          byAssignment: {
            pk: { field: 'pk', composite: ['assignmentId'], template: 'ZIP#${assignmentId}', ...none },
            sk: { field: 'sk', composite: [], template: 'ZIP', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({ assignment, groupItem, submission, zipExport })
}

export type AssignmentsEntities = ReturnType<typeof createAssignmentsEntities>
export type StoredAssignment = EntityItem<AssignmentsEntities['assignment']>
export type StoredSubmission = EntityItem<AssignmentsEntities['submission']>
export type StoredFileItem = StoredAssignment['files'][number]
export type StoredZipExport = EntityItem<AssignmentsEntities['zipExport']>
