import {
  academicsPartitions,
  academicsSortKeyPrefixes,
  readPartition,
  writeBatch,
  type WriteRequest,
} from '@campus/db'
import type { AcademicsTable, StoredSubject } from './entities'

/** Fields a subject taught copies from its regulation subject and its department. */
export type SubjectSnapshot = Partial<
  Pick<StoredSubject, 'subjectName' | 'subjectCode' | 'credits' | 'department'>
>

/**
 * Subjects taught and the assignment items that copy them for each of their staff. A subject and its
 * assignments are written together in one BatchWriteItem (up to 24 staff): puts replace whole items, so a
 * failed or repeated write is repaired by writing again, and a staff list never shows a subject twice.
 */
export function createSubjectsRepository({ entities, client, table }: AcademicsTable) {
  type Params = { Item: Record<string, unknown>; Key: Record<string, unknown> }
  const putSubject = (subject: StoredSubject): WriteRequest => ({
    PutRequest: { Item: entities.subject.put(subject).params<Params>().Item },
  })
  const putAssignment = (subject: StoredSubject, staffid: string): WriteRequest => ({
    PutRequest: { Item: entities.assignment.put({ ...subject, staffid }).params<Params>().Item },
  })
  const deleteSubject = ({ accYearId, groupKey, regSubId }: StoredSubject): WriteRequest => ({
    DeleteRequest: { Key: entities.subject.delete({ accYearId, groupKey, regSubId }).params<Params>().Key },
  })
  const deleteAssignment = (subject: StoredSubject, staffid: string): WriteRequest => ({
    DeleteRequest: { Key: entities.assignment.delete({ staffid, id: subject.id }).params<Params>().Key },
  })

  /** The writes that take a subject from `before` to `after` (either may be absent: create, delete). */
  function writesFor(after: StoredSubject | undefined, before: StoredSubject | undefined): WriteRequest[] {
    const writes: WriteRequest[] = []
    if (after) {
      writes.push(putSubject(after), ...after.stafflist.map(({ staffid }) => putAssignment(after, staffid)))
    } else if (before) {
      writes.push(deleteSubject(before))
    }
    if (before) {
      const staying = new Set(after?.stafflist.map(({ staffid }) => staffid))
      for (const { staffid } of before.stafflist)
        if (!staying.has(staffid)) writes.push(deleteAssignment(before, staffid))
    }
    return writes
  }

  return {
    /** A subject taught, by id (gsi3). */
    async find(id: string): Promise<StoredSubject | undefined> {
      const { data } = await entities.subject.query.byId({ id }).go()
      return data[0]
    },

    /** Writes a new or changed subject with its staff assignments; `before` is what it replaces. */
    save: (after: StoredSubject, before?: StoredSubject) =>
      writeBatch(client, table, writesFor(after, before)),

    /** Deletes a subject taught and its staff assignments. */
    delete: (subject: StoredSubject) => writeBatch(client, table, writesFor(undefined, subject)),

    /** The subjects taught of a department (gsi1), to refresh their department label. */
    async ofDepartment(departmentId: string) {
      const { data } = await entities.subject.query.byDepartment({ departmentId }).go({ pages: 'all' })
      return data
    },

    /** Whether any subject is taught to this group: one Query of the year's partition, stopping at one. */
    async anyTaughtToGroup(accYearId: string, groupId: string) {
      const taught = await readPartition(client, table, {
        pk: academicsPartitions.year(accYearId),
        skPrefix: academicsSortKeyPrefixes.subjectsOf(groupId),
        limit: 1,
      })
      return Boolean(taught.subject?.length)
    },

    /** The assignment items of a staff member: copies of the subjects they teach. */
    async ofStaff(staffid: string) {
      const { data } = await entities.assignment.query.byStaff({ staffid }).go({ pages: 'all' })
      return data
    },

    /** The subjects taught from a regulation subject (gsi2); `limit` 1 to ask whether there are any. */
    async ofRegulationSubject(regSubId: string, limit?: number) {
      const { data } = await entities.subject.query
        .byRegulationSubject({ regSubId })
        .go(limit ? { limit } : { pages: 'all' })
      return data
    },

    /**
     * Puts what changed in a regulation subject or department into the subjects taught that copy it, and
     * into their staff assignments. Repeating it is harmless, so a failure is repaired by saving again.
     */
    refresh: (subjects: readonly StoredSubject[], snapshot: SubjectSnapshot) =>
      writeBatch(
        client,
        table,
        subjects.flatMap((subject) =>
          writesFor({ ...subject, ...snapshot, modifiedOn: Date.now() }, subject),
        ),
      ),
  }
}

export type SubjectsRepository = ReturnType<typeof createSubjectsRepository>
