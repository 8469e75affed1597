import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb'
import { untilProcessed } from './batches'
import { isConditionalFailure } from './conditional'

/**
 * The student directory (the `directory` table): one item per student, keyed by normalised register number,
 * holding who the student is and where they study. Identity writes it as data derived from its STUDENT users
 * (on create, save, bulk import, student moves, and the rebuild); other domains read it to check a register
 * number without touching the identity table, which holds password hashes.
 *
 * | pattern                      | key                              |
 * |------------------------------|----------------------------------|
 * | a student by register number | REGNO#<register number> / STUDENT |
 */

/** A register number as identity stores and claims it: trimmed, upper case. */
export const normalizeRegisterNo = (registerNo: string) => registerNo.trim().toUpperCase()

/** The key of a register number's directory item. */
export const directoryKey = (registerNo: string) => ({
  pk: `REGNO#${normalizeRegisterNo(registerNo)}`,
  sk: 'STUDENT',
})

/** One student, as the directory holds them. */
export interface DirectoryEntry {
  userId: string
  /** Normalised (trimmed, upper case). */
  registerNo: string
  name?: string
  departmentIds: string[]
  accYearId?: string
  groupId?: string
  /** ACTIVE or DISABLE, as on the user. */
  accountStatus: string
}

/** What the directory needs of a user record (identity's stored user fits it). */
export interface DirectorySource {
  id: string
  usertype: string
  registerNo?: string | undefined
  name?: string | undefined
  departmentid?: readonly string[] | undefined
  accYearId?: string | undefined
  groupId?: string | undefined
  accountStatus?: string | undefined
}

/** The directory entry of a user: only a STUDENT with a register number has one. */
export function directoryEntryOf(user: DirectorySource | undefined): DirectoryEntry | undefined {
  if (!user || user.usertype !== 'STUDENT' || !user.registerNo?.trim()) return undefined
  return {
    userId: user.id,
    registerNo: normalizeRegisterNo(user.registerNo),
    ...(user.name ? { name: user.name } : {}),
    departmentIds: [...(user.departmentid ?? [])],
    ...(user.accYearId ? { accYearId: user.accYearId } : {}),
    ...(user.groupId ? { groupId: user.groupId } : {}),
    accountStatus: user.accountStatus ?? 'ACTIVE',
  }
}

/** What one user write changes in the directory: entries to put, and register numbers to let go of. */
export interface DirectoryChanges {
  put: DirectoryEntry[]
  /** A user's former register numbers, removed only while the item still names that user. */
  remove: { registerNo: string; userId: string }[]
}

const same = (a: DirectoryEntry | undefined, b: DirectoryEntry | undefined) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The directory changes a user write makes, from the user as it was (undefined for a new user) to the user as
 * it is: the new entry when anything it holds changed, and the old register number's item when the student
 * changed register number or stopped being a student.
 */
export function directoryChanges(
  before: DirectorySource | undefined,
  after: DirectorySource | undefined,
): DirectoryChanges {
  const was = directoryEntryOf(before)
  const is = directoryEntryOf(after)
  return {
    put: is && !same(was, is) ? [is] : [],
    remove:
      was && was.registerNo !== is?.registerNo ? [{ registerNo: was.registerNo, userId: was.userId }] : [],
  }
}

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }

/** Reads and writes the directory table. */
export function createDirectory(client: DynamoDBDocumentClient, table: string) {
  const itemOf = (entry: DirectoryEntry) => ({ ...directoryKey(entry.registerNo), ...entry })

  /** BatchWrites `requests`, 25 at a time, retrying what DynamoDB leaves unprocessed. */
  async function batchWrite(requests: readonly WriteRequest[]) {
    for (let first = 0; first < requests.length; first += BATCH_SIZE) {
      await untilProcessed(requests.slice(first, first + BATCH_SIZE), async (pending) => {
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }))
        return { unprocessed: (result.UnprocessedItems?.[table] ?? []) as WriteRequest[] }
      })
    }
  }

  return {
    table,
    key: directoryKey,

    /**
     * Applies one user write's changes: one PutItem for the entry, and a DeleteItem of a former register
     * number that still names the user (another student may have taken it since).
     */
    async apply(changes: DirectoryChanges) {
      for (const entry of changes.put)
        await client.send(new PutCommand({ TableName: table, Item: itemOf(entry) }))
      for (const { registerNo, userId } of changes.remove) {
        if (changes.put.some((entry) => entry.registerNo === registerNo)) continue
        try {
          await client.send(
            new DeleteCommand({
              TableName: table,
              Key: directoryKey(registerNo),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            }),
          )
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
      }
    },

    /**
     * Applies many writes' changes with BatchWriteItems (an import, a student move, the rebuild). A batch
     * cannot be conditional, so a former register number is removed only when no entry of this batch takes it;
     * register numbers are unique (identity claims them), so nobody else holds one a student just gave up.
     */
    async applyMany(all: readonly DirectoryChanges[]) {
      const puts = new Map<string, DirectoryEntry>()
      for (const changes of all) for (const entry of changes.put) puts.set(entry.registerNo, entry)
      const removes = new Set<string>()
      for (const changes of all)
        for (const { registerNo } of changes.remove) if (!puts.has(registerNo)) removes.add(registerNo)
      await batchWrite([
        ...[...puts.values()].map((entry) => ({ PutRequest: { Item: itemOf(entry) } })),
        ...[...removes].map((registerNo) => ({ DeleteRequest: { Key: directoryKey(registerNo) } })),
      ])
    },

    /** The student holding a register number (as typed: it is normalised here), or undefined. */
    async get(registerNo: string) {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: directoryKey(registerNo) }))
      return this.entryOf(Item)
    },

    /** Parses a raw directory item (from a Get or a BatchGet), or undefined when there is none. */
    entryOf(item: Record<string, unknown> | undefined): DirectoryEntry | undefined {
      if (!item || typeof item.userId !== 'string' || typeof item.registerNo !== 'string') return undefined
      return {
        userId: item.userId,
        registerNo: item.registerNo,
        ...(typeof item.name === 'string' ? { name: item.name } : {}),
        departmentIds: Array.isArray(item.departmentIds) ? item.departmentIds.map(String) : [],
        ...(typeof item.accYearId === 'string' ? { accYearId: item.accYearId } : {}),
        ...(typeof item.groupId === 'string' ? { groupId: item.groupId } : {}),
        accountStatus: typeof item.accountStatus === 'string' ? item.accountStatus : '',
      }
    },
  }
}

export type Directory = ReturnType<typeof createDirectory>
