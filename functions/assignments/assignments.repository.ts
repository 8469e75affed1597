import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import {
  partitionListKey,
  queryListPage,
  readPartition,
  stripKeys,
  untilProcessed,
  writtenUnlessConditionFails,
  type ListSpec,
} from '@campus/db'
import type { AssignmentsEntities, StoredAssignment, StoredSubmission } from './entities'
import { partitions, SENT_ON_PREFIX } from './keys'

/** The sent list's query: one author's or one department's assignments, newest first. */
export const SENT_LIST_SPEC = {
  filter: { createdBy: 'string', departmentId: 'string', subjectId: 'string', submission: 'string' },
  sort: ['createdOn'],
} as const satisfies ListSpec

/** BatchWriteItem and BatchGetItem calls sent at once for one request. */
const CONCURRENT_BATCHES = 4

const groupItemsOf = ({ id, createdOn }: StoredAssignment, groupIds: readonly string[]) =>
  groupIds.map((groupId) => ({ groupId, id, createdOn }))

/**
 * Assignments with their group pointers and submissions: the only holder of the client and the table
 * (docs/adr/0019). Writes are ordered so a request that dies halfway leaves nothing anyone sees wrongly
 * (docs/adr/0013): group pointers first and the assignment last on create; on delete the reverse.
 */
export function createAssignmentsRepository(
  entities: AssignmentsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  const putGroupItems = (assignment: StoredAssignment, groupIds: readonly string[]) =>
    untilProcessed(groupItemsOf(assignment, groupIds), async (pending) => {
      const { unprocessed } = await entities.groupItem.put(pending).go({ concurrent: CONCURRENT_BATCHES })
      return { unprocessed }
    })

  const deleteGroupItems = (assignment: StoredAssignment, groupIds: readonly string[]) =>
    untilProcessed(groupItemsOf(assignment, groupIds), async (pending) => {
      const { unprocessed } = await entities.groupItem.delete(pending).go({ concurrent: CONCURRENT_BATCHES })
      const left = new Set(unprocessed.map(({ groupId }) => groupId))
      return { unprocessed: pending.filter(({ groupId }) => left.has(groupId)) }
    })

  return {
    /** One GetItem. */
    find: async (id: string): Promise<StoredAssignment | undefined> =>
      (await entities.assignment.get({ id }).go()).data ?? undefined,

    /**
     * The assignment with every submission to it: one Query of its partition (all pages), which is the whole
     * of the staff's submission table but its students' names.
     */
    async withSubmissions(id: string) {
      const items = await readPartition<'assignment' | 'submission'>(client, table, {
        pk: partitions.assignment(id),
      })
      // Raw items carry the table's keys; the records never show them.
      return {
        assignment: items.assignment?.map(stripKeys)[0] as StoredAssignment | undefined,
        submissions: (items.submission ?? []).map(stripKeys) as StoredSubmission[],
      }
    },

    /** Stores a new assignment: its group pointers (BatchWriteItems), then the assignment (a conditional put). */
    async create(assignment: StoredAssignment) {
      await putGroupItems(assignment, assignment.groupIds)
      await entities.assignment.create(assignment).go()
    },

    /**
     * Replaces a saved assignment if nobody saved it since `previous` (its `modifiedOn` is the version): new
     * group pointers first, then the assignment, then the pointers it no longer has. False when it changed
     * meanwhile or is gone.
     */
    async replace(previous: StoredAssignment, next: StoredAssignment): Promise<boolean> {
      const added = next.groupIds.filter((groupId) => !previous.groupIds.includes(groupId))
      const removed = previous.groupIds.filter((groupId) => !next.groupIds.includes(groupId))
      await putGroupItems(next, added)
      const saved = await writtenUnlessConditionFails(() =>
        entities.assignment
          .put(next)
          .where((item, { eq }) => eq(item.modifiedOn, previous.modifiedOn))
          .go(),
      )
      if (!saved) return false
      await deleteGroupItems(next, removed)
      return true
    },

    /**
     * Deletes an assignment: its group pointers first (students stop seeing it), its zip request, then the
     * assignment. Its submissions are deleted by the caller first, one by one with their files.
     */
    async remove(assignment: StoredAssignment) {
      await deleteGroupItems(assignment, assignment.groupIds)
      // The zip's request record goes with it (its file expires with the exports bucket's rule).
      await entities.zipExport.delete({ assignmentId: assignment.id }).go()
      await entities.assignment.delete({ id: assignment.id }).go()
    },

    /** Records a reminder unless another was recorded since `after` (one conditional update). */
    recordReminder: (id: string, at: number, count: number, notSince: number): Promise<boolean> =>
      writtenUnlessConditionFails(() =>
        entities.assignment
          .patch({ id })
          .set({ remindedOn: at, remindedCount: count })
          .where(
            (item, { notExists, lt }) => `${notExists(item.remindedOn)} OR ${lt(item.remindedOn, notSince)}`,
          )
          .go(),
      ),

    /** One author's (gsi1) or one department's (gsi2) assignments, newest first unless sorted: one Query. */
    listSent: (scope: { createdBy: string } | { departmentId: string }, query: ListQuery) =>
      queryListPage(
        client,
        table,
        'createdBy' in scope
          ? partitionListKey('gsi1', partitions.creator(scope.createdBy), {
              skPrefix: SENT_ON_PREFIX,
              satisfies: ['createdBy'],
              orderedBy: 'createdOn',
            })
          : partitionListKey('gsi2', partitions.department(scope.departmentId), {
              skPrefix: SENT_ON_PREFIX,
              satisfies: ['departmentId'],
              orderedBy: 'createdOn',
            }),
        query,
        SENT_LIST_SPEC,
      ),

    /** The newest `count` assignment ids a group was set: one Query. */
    async idsOfGroup(groupId: string, count: number): Promise<string[]> {
      const { data } = await entities.groupItem.query
        .byGroup({ groupId })
        .go({ order: 'desc', count, limit: count })
      return data.map(({ id }) => id)
    },

    /** These assignments, those that exist: BatchGetItems (100 keys a call). */
    async findMany(ids: readonly string[]): Promise<StoredAssignment[]> {
      return untilProcessed<{ id: string }, StoredAssignment>(
        [...new Set(ids)].map((id) => ({ id })),
        async (pending) => {
          const { data, unprocessed } = await entities.assignment
            .get(pending)
            .go({ concurrent: CONCURRENT_BATCHES })
          return { done: data, unprocessed }
        },
      )
    },
  }
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>
