import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  ASSIGNMENTS_INDEXES,
  creatorAttributes,
  exportStatusAttribute,
  keyTimeAttribute,
  lazyEntities,
  namedFileProperties,
  timestampAttributes,
} from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The assignments table's entities, on the keys @campus/db's assignments-keys.ts spells (mentoring reads a
 * group's assignments and a student's submissions):
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

/** A kept file: its reference and what it was uploaded as; the URL is signed on each read. */
export const storedFileAttribute = {
  type: 'map',
  properties: {
    ...namedFileProperties,
    size: { type: 'number', required: true },
    contentType: { type: 'string', required: true },
  },
} as const

export const SUBMISSION_SETTINGS = ['Enable', 'Disable'] as const

export const createAssignmentsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }
  // ElectroDB writes into the schema it is given (it adds `facets` to each key): these entities get their own copy.
  const indexes = structuredClone(ASSIGNMENTS_INDEXES)

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
          ...creatorAttributes,
          ...timestampAttributes,
          createdOn: keyTimeAttribute,
          /** The last reminder to those who had not submitted, and how many it reached. */
          remindedOn: { type: 'number' },
          remindedCount: { type: 'number' },
        },
        indexes: indexes.assignment,
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
          createdOn: keyTimeAttribute,
        },
        indexes: indexes.groupItem,
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
        indexes: indexes.submission,
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
          status: exportStatusAttribute,
          /** Files in the zip so far; `total` once READY. */
          done: { type: 'number', required: true },
          /** Submissions to zip. */
          total: { type: 'number', required: true },
          /** The zip's name when downloaded. */
          fileName: { type: 'string', required: true },
          requestedBy: { type: 'string', required: true },
          requestedOn: { type: 'number', required: true },
          /** What it zips: a key of the submitted files (zip-exports.service.ts), so an identical zip is reused. */
          builtFrom: { type: 'string' },
          /** Where the zip is in the exports bucket, and its size, once written. */
          objectKey: { type: 'string' },
          bytes: { type: 'number' },
          /** Why it failed, as the page shows it. */
          reason: { type: 'string' },
          finishedOn: { type: 'number' },
        },
        indexes: indexes.zipExport,
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
