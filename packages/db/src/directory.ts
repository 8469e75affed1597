import {
  DeleteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb'
import { batchGetItems, writeBatch, type WriteRequest } from './batches'
import { isConditionalFailure } from './conditional'
import { contactEntryOf, staffContactOf, type ContactEntry, type ContactSource } from './contacts'
import { fillKey, indexKey, secondaryIndex, tableIndex } from './key-templates'
import { partitionItems } from './partition-items'

/**
 * The directory (the `directory` table): people as other domains may see them, derived by identity from its
 * users (on create, save, bulk import, student moves, and the rebuild), so that no other domain reads the
 * identity table, which holds password hashes.
 * - The student directory (docs/adr/0011): one item per student, keyed by normalised register number, holding
 *   who the student is and where they study; the public feedback form checks register numbers against it.
 * - Contacts (docs/adr/0026, contacts.ts): one item per user but an applicant, keyed by user id, with how to
 *   reach them; students with a group are indexed by group. Announcements and SMS resolve receivers with it.
 * - Department staff: each HOD and FACULTY contact again under each department of theirs, so a department's
 *   staff is one Query (mentoring lists them with their mentee counts).
 *
 * | pattern                      | index   | key                                      |
 * |------------------------------|---------|------------------------------------------|
 * | a student by register number | primary | REGNO#<register number> / STUDENT        |
 * | a user's contact             | primary | USER#<userId> / CONTACT                  |
 * | the students of a group      | gsi1    | GROUP#<groupId> / USER#<userId>          |
 * | the staff of a department    | primary | DEPTSTAFF#<departmentId> / USER#<userId> |
 */

/** A register number as identity stores and claims it: trimmed, upper case. */
export const normalizeRegisterNo = (registerNo: string) => registerNo.trim().toUpperCase()

/** The directory's keys, spelled once (the table above). */
const DIRECTORY_INDEXES = {
  student: tableIndex('REGNO#${registerNo}', 'STUDENT'),
  contact: tableIndex('USER#${userId}', 'CONTACT'),
  /** Sparse: only a student with a group has its keys. */
  studentsOfGroup: secondaryIndex('gsi1', 'GROUP#${groupId}', 'USER#${userId}'),
  /** A staff member's contact listed under one of their departments (HOD and FACULTY only). */
  departmentStaff: tableIndex('DEPTSTAFF#${departmentId}', 'USER#${userId}'),
} as const

const { student, contact, studentsOfGroup, departmentStaff } = DIRECTORY_INDEXES
const STUDENT_SK = fillKey(student.sk, {})
const CONTACT_SK = fillKey(contact.sk, {})

/** The key of a register number's directory item. */
export const directoryKey = (registerNo: string) =>
  indexKey(student, { registerNo: normalizeRegisterNo(registerNo) })

/** The key of a user's contact item. */
export const contactKey = (userId: string) => indexKey(contact, { userId })

/** The group index keys of a contact: only a student with a group has them. */
const groupIndexKeys = ({ usertype, groupId, userId }: ContactEntry) =>
  usertype === 'STUDENT' && groupId ? indexKey(studentsOfGroup, { groupId, userId }) : {}

/** A contact as the directory stores it: its key, its group index keys (students with a group), its fields. */
export const contactItemOf = (entry: ContactEntry): Record<string, unknown> => ({
  ...contactKey(entry.userId),
  ...groupIndexKeys(entry),
  ...entry,
})

/** The key of a staff member's listing under one of their departments. */
export const departmentStaffKey = (departmentId: string, userId: string) =>
  indexKey(departmentStaff, { departmentId, userId })

/** A staff listing as the directory stores it: under the department, the staff member's contact fields. */
export const departmentStaffItemOf = (
  departmentId: string,
  entry: ContactEntry,
): Record<string, unknown> => ({
  ...departmentStaffKey(departmentId, entry.userId),
  listedDepartmentId: departmentId,
  ...entry,
})

/** Every listing a staff contact has: one per department, each named once. */
export const departmentStaffItemsOf = (entry: ContactEntry) =>
  [...new Set(entry.departmentIds)].map((departmentId) => departmentStaffItemOf(departmentId, entry))

const isText = (value: unknown): value is string => typeof value === 'string'

/** Parses a raw directory item as a staff listing (its department and the contact it holds), or undefined. */
export function departmentStaffOf(
  item: Record<string, unknown> | undefined,
): { departmentId: string; entry: ContactEntry } | undefined {
  if (!item || !isText(item.listedDepartmentId)) return undefined
  if (item.pk !== fillKey(departmentStaff.pk, { departmentId: item.listedDepartmentId })) return undefined
  const entry = contactFieldsOf(item)
  return entry && { departmentId: item.listedDepartmentId, entry }
}

/** Parses a raw directory item (from a Get, a BatchGet, a Query or a Scan) as a contact, or undefined. */
export function contactOf(item: Record<string, unknown> | undefined): ContactEntry | undefined {
  return item?.sk === CONTACT_SK ? contactFieldsOf(item) : undefined
}

/** The contact fields of a contact or a staff listing. */
function contactFieldsOf(item: Record<string, unknown>): ContactEntry | undefined {
  if (!isText(item.userId) || !isText(item.usertype)) return undefined
  const optional = (field: keyof ContactEntry) => (isText(item[field]) ? { [field]: item[field] } : {})
  return {
    userId: item.userId,
    usertype: item.usertype,
    name: isText(item.name) ? item.name : '',
    ...optional('email'),
    ...optional('phone'),
    ...optional('parentPhone'),
    ...optional('registerNo'),
    departmentIds: Array.isArray(item.departmentIds) ? item.departmentIds.map(String) : [],
    ...optional('departmentName'),
    ...optional('groupId'),
    ...optional('accYearId'),
    accountStatus: isText(item.accountStatus) ? item.accountStatus : '',
  }
}

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

/** What the directory needs of a user record (identity's stored user fits it): a contact's fields cover it. */
export type DirectorySource = ContactSource

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

/**
 * What a user write does to one item derived from the user, from the user as it was (undefined for a new user)
 * to the user as it is (undefined for a deleted one): the new entry when anything it holds changed, and the old
 * entry as `gone` when the new one does not take its key (the key changed, or the user has no entry any more).
 */
function derivedItemChanges<Source, Entry>(
  before: Source | undefined,
  after: Source | undefined,
  entryOf: (user: Source | undefined) => Entry | undefined,
  keyOf: (entry: Entry) => string,
) {
  const was = entryOf(before)
  const is = entryOf(after)
  return {
    put: is && JSON.stringify(was) !== JSON.stringify(is) ? [is] : [],
    gone: was && keyOf(was) !== (is && keyOf(is)) ? [was] : [],
  }
}

/** What one user write changes in the contacts: the entry to put, and users whose entry goes. */
export interface ContactChanges {
  put: ContactEntry[]
  /** User ids: the user became an applicant, or was deleted. */
  remove: string[]
}

/** What one user write changes in the department staff listings. */
export interface DepartmentStaffChanges {
  /** Staff contacts to list (again) under each of their departments: the contact changed. */
  put: ContactEntry[]
  /** Listings that go: the user left the department, stopped being staff, or was deleted. */
  remove: { departmentId: string; userId: string }[]
}

/** What one user write changes in the directory: entries to put, register numbers to let go of, contacts. */
export interface DirectoryChanges {
  put: DirectoryEntry[]
  /** A user's former register numbers, removed only while the item still names that user. */
  remove: { registerNo: string; userId: string }[]
  /** The user's contact (contacts.ts); absent when a writer has only student entries to write. */
  contacts?: ContactChanges
  /** The user's listings under their departments (HOD and FACULTY); absent like `contacts`. */
  departmentStaff?: DepartmentStaffChanges
}

/**
 * The department staff changes of a user write: every listing holds the whole staff contact, so all of them are
 * put again when it changed; the departments the user is no longer listed under lose their listing.
 */
export function departmentStaffChanges(
  before: ContactSource | undefined,
  after: ContactSource | undefined,
): DepartmentStaffChanges {
  const was = staffContactOf(before)
  const is = staffContactOf(after)
  const kept = new Set(is?.departmentIds ?? [])
  return {
    put: is && JSON.stringify(was) !== JSON.stringify(is) ? [is] : [],
    remove: was
      ? [...new Set(was.departmentIds)]
          .filter((departmentId) => !kept.has(departmentId))
          .map((departmentId) => ({ departmentId, userId: was.userId }))
      : [],
  }
}

/**
 * The directory changes a user write makes, from the user as it was (undefined for a new user) to the user as
 * it is (undefined for a deleted one): the new student entry when anything it holds changed, and the old
 * register number's item when the student changed register number or stopped being a student; the new contact
 * when anything it holds changed, and the contact's removal when the user no longer has one; a staff member's
 * listings under their departments likewise (departmentStaffChanges).
 */
export function directoryChanges(
  before: DirectorySource | undefined,
  after: DirectorySource | undefined,
): DirectoryChanges {
  const students = derivedItemChanges(before, after, directoryEntryOf, (entry) => entry.registerNo)
  const contacts = derivedItemChanges(before, after, contactEntryOf, (entry) => entry.userId)
  return {
    put: students.put,
    remove: students.gone.map(({ registerNo, userId }) => ({ registerNo, userId })),
    contacts: { put: contacts.put, remove: contacts.gone.map((entry) => entry.userId) },
    departmentStaff: departmentStaffChanges(before, after),
  }
}

/** Whether a write's directory changes write nothing. */
export const noDirectoryChanges = (changes: DirectoryChanges) =>
  !changes.put.length &&
  !changes.remove.length &&
  !changes.contacts?.put.length &&
  !changes.contacts?.remove.length &&
  !changes.departmentStaff?.put.length &&
  !changes.departmentStaff?.remove.length

/** Reads and writes the directory table. */
export function createDirectory(client: DynamoDBDocumentClient, table: string) {
  /** The Query of one group's students (gsi1). */
  const groupQuery = (groupId: string) => ({
    TableName: table,
    IndexName: studentsOfGroup.index,
    KeyConditionExpression: '#p = :p',
    ExpressionAttributeNames: { '#p': studentsOfGroup.pk.field },
    ExpressionAttributeValues: { ':p': fillKey(studentsOfGroup.pk, { groupId }) },
  })

  const itemOf = (entry: DirectoryEntry) => ({ ...directoryKey(entry.registerNo), ...entry })

  return {
    table,
    key: directoryKey,

    /**
     * Applies one user write's changes: its items to put (the student entry, the contact, the staff listings)
     * and the staff listings that go in one PutItem, or in one BatchWriteItem when there are more; a DeleteItem
     * of a former register number that still names the user (another student may have taken it since); a
     * DeleteItem of a contact the user no longer has. No change, no call.
     */
    async apply(changes: DirectoryChanges) {
      const items = [
        ...changes.put.map(itemOf),
        ...(changes.contacts?.put ?? []).map((entry) => contactItemOf(entry)),
        ...(changes.departmentStaff?.put ?? []).flatMap(departmentStaffItemsOf),
      ]
      const unlisted = (changes.departmentStaff?.remove ?? []).map(({ departmentId, userId }) => ({
        DeleteRequest: { Key: departmentStaffKey(departmentId, userId) },
      }))
      if (items.length === 1 && !unlisted.length)
        await client.send(new PutCommand({ TableName: table, Item: items[0] }))
      else await writeBatch(client, table, [...items.map((Item) => ({ PutRequest: { Item } })), ...unlisted])
      for (const userId of changes.contacts?.remove ?? [])
        await client.send(new DeleteCommand({ TableName: table, Key: contactKey(userId) }))
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
     * register numbers are unique (identity claims them), so nobody else holds one a student just gave up. A
     * contact is keyed by its user alone, so it is put or deleted as the user's last change in the batch says;
     * so is a staff listing, keyed by its department and user.
     */
    async applyMany(all: readonly DirectoryChanges[]) {
      const puts = new Map<string, DirectoryEntry>()
      for (const changes of all) for (const entry of changes.put) puts.set(entry.registerNo, entry)
      const removes = new Set<string>()
      for (const changes of all)
        for (const { registerNo } of changes.remove) if (!puts.has(registerNo)) removes.add(registerNo)
      // A user's contact as their last change in the batch leaves it.
      const contacts = new Map<string, ContactEntry | undefined>()
      for (const { contacts: changes } of all) {
        for (const entry of changes?.put ?? []) contacts.set(entry.userId, entry)
        for (const userId of changes?.remove ?? []) contacts.set(userId, undefined)
      }
      // A staff listing as the user's last change in the batch leaves it.
      const listings = new Map<string, { departmentId: string; userId: string; entry?: ContactEntry }>()
      for (const { departmentStaff: changes } of all) {
        for (const { departmentId, userId } of changes?.remove ?? [])
          listings.set(`${departmentId}#${userId}`, { departmentId, userId })
        for (const entry of changes?.put ?? [])
          for (const departmentId of entry.departmentIds)
            listings.set(`${departmentId}#${entry.userId}`, { departmentId, userId: entry.userId, entry })
      }
      const requests: WriteRequest[] = [
        ...[...puts.values()].map((entry) => ({ PutRequest: { Item: itemOf(entry) } })),
        ...[...removes].map((registerNo) => ({ DeleteRequest: { Key: directoryKey(registerNo) } })),
        ...[...contacts].map(([userId, entry]) =>
          entry
            ? { PutRequest: { Item: contactItemOf(entry) } }
            : { DeleteRequest: { Key: contactKey(userId) } },
        ),
        ...[...listings.values()].map(({ departmentId, userId, entry }) =>
          entry
            ? { PutRequest: { Item: departmentStaffItemOf(departmentId, entry) } }
            : { DeleteRequest: { Key: departmentStaffKey(departmentId, userId) } },
        ),
      ]
      await writeBatch(client, table, requests)
    },

    /** The student holding a register number (as typed: it is normalised here), or undefined. */
    async get(registerNo: string) {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: directoryKey(registerNo) }))
      return this.entryOf(Item)
    },

    /**
     * The contacts of these users, in BatchGetItems of 100 keys (sent together, each retrying the keys DynamoDB
     * leaves unprocessed). Ids given twice are read once; users without a contact (unknown ids, applicants) are
     * left out; the order is DynamoDB's, not the ids'.
     */
    async contacts(userIds: readonly string[]): Promise<ContactEntry[]> {
      const items = await batchGetItems(client, table, [...new Set(userIds)].map(contactKey))
      return items.map(contactOf).filter((entry) => entry !== undefined)
    },

    /** Every student of a group (their contacts), by user id: a Query of the group's gsi1 partition, all pages. */
    async studentsOfGroup(groupId: string): Promise<ContactEntry[]> {
      const items = await partitionItems(
        client,
        table,
        studentsOfGroup,
        fillKey(studentsOfGroup.pk, { groupId }),
      )
      return items.map(contactOf).filter((entry) => entry !== undefined)
    },

    /**
     * Every staff member (HOD and FACULTY) of a department, in name order: one Query of the department's
     * listings, all pages. Disabled accounts are included with their `accountStatus`, for the caller to decide.
     */
    async staffOfDepartment(departmentId: string): Promise<ContactEntry[]> {
      const items = await partitionItems(
        client,
        table,
        departmentStaff,
        fillKey(departmentStaff.pk, { departmentId }),
      )
      const staff = items.map((item) => departmentStaffOf(item)?.entry).filter((entry) => entry !== undefined)
      return staff.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId))
    },

    /** How many students a group has: a counting Query of the group's gsi1 partition (no items read back). */
    async studentCount(groupId: string): Promise<number> {
      const pages = paginateQuery({ client }, { ...groupQuery(groupId), Select: 'COUNT' })
      let count = 0
      for await (const page of pages) count += page.Count ?? 0
      return count
    },

    /** Parses a raw student directory item (from a Get or a BatchGet), or undefined when there is none. */
    entryOf(item: Record<string, unknown> | undefined): DirectoryEntry | undefined {
      if (
        !item ||
        item.sk !== STUDENT_SK ||
        typeof item.userId !== 'string' ||
        typeof item.registerNo !== 'string'
      )
        return undefined
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
