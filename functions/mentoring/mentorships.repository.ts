import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { conflict } from '@campus/core'
import {
  batchGetItems,
  fillKey,
  indexKey,
  isConditionalFailure,
  MENTORING_INDEXES,
  mentorshipKey,
  newId,
  partitionItems,
  writeBatch,
} from '@campus/db'

/** A mentorship that ended: who mentored the student, over which period, and who ended it when. */
export type EndedMentorship = {
  staffId: string
  staffName?: string
  startDate?: number
  endDate?: number
  assignedOn: number
  removedOn: number
  removedBy: string
}

/** A student's mentorship item: the current mentor (when there is one) and every earlier one. */
export type Mentorship = {
  studentId: string
  /** The department of the current (or, with none, the last) mentorship: its HOD manages it. */
  departmentId: string
  staffId?: string
  staffName?: string
  startDate?: number
  endDate?: number
  assignedOn?: number
  assignedBy?: string
  history: EndedMentorship[]
  /** Changes on every write: the condition that makes a read-then-write safe. */
  revision: string
}

/** A mentorship with a current mentor. */
export type CurrentMentorship = Mentorship & { staffId: string; assignedOn: number }

export const isCurrent = (mentorship: Mentorship | undefined): mentorship is CurrentMentorship =>
  mentorship?.staffId !== undefined && mentorship.assignedOn !== undefined

/** What claiming a student for a mentor writes. */
export type Claim = {
  studentId: string
  departmentId: string
  staffId: string
  staffName: string
  startDate?: number
  endDate?: number
  assignedOn: number
  assignedBy: string
}

const { byStaff, byDepartment, everInDepartment } = MENTORING_INDEXES.mentorship

/** The attributes that exist only while a student has a mentor: ending a mentorship removes them all. */
const CURRENT_ATTRIBUTES = [
  'staffId',
  'staffName',
  'startDate',
  'endDate',
  'assignedOn',
  'assignedBy',
] as const
const CURRENT_KEYS = [byStaff.pk.field, byStaff.sk.field, byDepartment.pk.field, byDepartment.sk.field]

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const number = (value: unknown) => (typeof value === 'number' ? value : undefined)
const defined = <Value extends object>(value: Value) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Value

/** A raw mentorship item as a Mentorship, or undefined when it is none. */
export function mentorshipOf(item: Record<string, unknown> | undefined): Mentorship | undefined {
  const studentId = text(item?.studentId)
  const departmentId = text(item?.departmentId)
  if (!item || !studentId || !departmentId) return undefined
  return defined({
    studentId,
    departmentId,
    staffId: text(item.staffId),
    staffName: text(item.staffName),
    startDate: number(item.startDate),
    endDate: number(item.endDate),
    assignedOn: number(item.assignedOn),
    assignedBy: text(item.assignedBy),
    history: Array.isArray(item.history) ? (item.history as EndedMentorship[]) : [],
    revision: text(item.revision) ?? '',
  })
}

/** The whole stored item of a mentorship: its keys (gsi1 and gsi2 only while current) and its fields. */
export function mentorshipItemOf(mentorship: Mentorship): Record<string, unknown> {
  return {
    ...mentorshipKey(mentorship.studentId),
    ...(isCurrent(mentorship)
      ? { ...indexKey(byStaff, mentorship), ...indexKey(byDepartment, mentorship) }
      : {}),
    ...indexKey(everInDepartment, mentorship),
    ...defined(mentorship),
  }
}

/** `SET` clauses and values for the attributes given, `REMOVE` for those that are not. */
function setOrRemove(fields: Record<string, unknown>) {
  const set: string[] = []
  const remove: string[] = []
  const names: Record<string, string> = {}
  const values: Record<string, unknown> = {}
  Object.entries(fields).forEach(([field, value], index) => {
    names[`#f${index}`] = field
    if (value === undefined) remove.push(`#f${index}`)
    else {
      set.push(`#f${index} = :f${index}`)
      values[`:f${index}`] = value
    }
  })
  return { set, remove, names, values }
}

const expression = ({ set, remove }: { set: string[]; remove: string[] }) =>
  [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
    .filter(Boolean)
    .join(' ')

/**
 * Students' mentorships: one item per student (packages/db/src/mentoring-keys.ts). Every write is one conditional
 * UpdateItem on that item, so a student has at most one current mentor without a transaction, and ending a
 * mentorship moves it into `history` in the same write that removes it (never half done).
 */
export function createMentorshipsRepository(client: DynamoDBDocumentClient, table: string) {
  /** One Query of a GSI partition, all pages, reading only `attributes` when given. */
  const queryAll = (
    index: { index: string; pk: { field: string } },
    partition: string,
    attributes?: readonly string[],
  ) => partitionItems(client, table, index, partition, attributes ? { attributes } : {})

  /** Sets the current mentorship's fields when `condition` holds; false when it does not. */
  async function update(
    studentId: string,
    fields: Record<string, unknown>,
    condition: { expression: string; values: Record<string, unknown> },
    extra: { set?: string[]; values?: Record<string, unknown> } = {},
  ) {
    const parts = setOrRemove({ ...fields, revision: newId() })
    try {
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: mentorshipKey(studentId),
          UpdateExpression: expression({ set: [...parts.set, ...(extra.set ?? [])], remove: parts.remove }),
          ConditionExpression: condition.expression,
          ExpressionAttributeNames: parts.names,
          ExpressionAttributeValues: { ...parts.values, ...condition.values, ...extra.values },
        }),
      )
      return true
    } catch (error) {
      if (isConditionalFailure(error)) return false
      throw error
    }
  }

  /** The condition that the item is still as read: same mentor, same revision. */
  const unchanged = (before: CurrentMentorship) => ({
    expression: 'staffId = :staff AND revision = :revision',
    values: { ':staff': before.staffId, ':revision': before.revision },
  })

  return {
    /** Writes whole mentorships as they are (demo data, the bench): BatchWriteItems, no condition. */
    putAll: (all: readonly Mentorship[]) =>
      writeBatch(
        client,
        table,
        all.map((mentorship) => ({ PutRequest: { Item: mentorshipItemOf(mentorship) } })),
      ),

    /** One GetItem. */
    async ofStudent(studentId: string): Promise<Mentorship | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: mentorshipKey(studentId) }))
      return mentorshipOf(Item)
    },

    /** The mentorships of these students that exist, by student id: BatchGetItems of 100 keys. */
    async ofStudents(studentIds: readonly string[]): Promise<Map<string, Mentorship>> {
      const items = await batchGetItems(client, table, [...new Set(studentIds)].map(mentorshipKey))
      const found = new Map<string, Mentorship>()
      for (const item of items) {
        const mentorship = mentorshipOf(item)
        if (mentorship) found.set(mentorship.studentId, mentorship)
      }
      return found
    },

    /** The students a staff member mentors now: one Query of their gsi1 partition. */
    async currentOfStaff(staffId: string): Promise<CurrentMentorship[]> {
      const items = await queryAll(byStaff, fillKey(byStaff.pk, { staffId }))
      return items.map(mentorshipOf).filter(isCurrent)
    },

    /** Who mentors whom in a department now: one Query of its gsi2 partition, reading two attributes of each. */
    async currentOfDepartment(departmentId: string): Promise<{ staffId: string; studentId: string }[]> {
      const items = await queryAll(byDepartment, fillKey(byDepartment.pk, { departmentId }), [
        'staffId',
        'studentId',
      ])
      return items.flatMap((item) =>
        typeof item.staffId === 'string' && typeof item.studentId === 'string'
          ? [{ staffId: item.staffId, studentId: item.studentId }]
          : [],
      )
    },

    /**
     * Makes a staff member the student's mentor if the student has none: one conditional UpdateItem (the item is
     * made when the student never had a mentor). False, with nothing written, when someone mentors them.
     */
    claim: (claim: Claim) =>
      update(
        claim.studentId,
        {
          ...claim,
          ...indexKey(byStaff, claim),
          ...indexKey(byDepartment, claim),
          ...indexKey(everInDepartment, claim),
        },
        { expression: 'attribute_not_exists(staffId)', values: {} },
        { set: ['history = if_not_exists(history, :empty)'], values: { ':empty': [] } },
      ),

    /**
     * Takes back a claim this request made when another claim of the same request lost: only while the claim is
     * still as written (its mentor and assignment time), so a later assignment is never undone.
     */
    release: (claim: Claim) =>
      update(
        claim.studentId,
        Object.fromEntries([...CURRENT_ATTRIBUTES, ...CURRENT_KEYS].map((field) => [field, undefined])),
        {
          expression: 'staffId = :staff AND assignedOn = :assignedOn',
          values: { ':staff': claim.staffId, ':assignedOn': claim.assignedOn },
        },
      ),

    /** Sets (or, undefined, removes) the period's dates, if the mentorship is still as read (409 if not). */
    async setDates(before: CurrentMentorship, dates: { startDate?: number; endDate?: number }) {
      const written = await update(
        before.studentId,
        { startDate: dates.startDate, endDate: dates.endDate },
        unchanged(before),
      )
      if (!written)
        throw conflict(
          'CHANGED_MEANWHILE',
          'Someone else changed this mentorship just now. Reload and try again.',
        )
    },

    /**
     * Ends the mentorship: one UpdateItem moves its fields into `history` and removes its gsi1 and gsi2 keys, if
     * it is still as read. False, with nothing written, when it changed or ended meanwhile.
     */
    end: (before: CurrentMentorship, ended: EndedMentorship) =>
      update(
        before.studentId,
        Object.fromEntries([...CURRENT_ATTRIBUTES, ...CURRENT_KEYS].map((field) => [field, undefined])),
        unchanged(before),
        {
          set: ['history = list_append(if_not_exists(history, :empty), :ended)'],
          values: { ':empty': [], ':ended': [ended] },
        },
      ),
  }
}

export type MentorshipsRepository = ReturnType<typeof createMentorshipsRepository>
