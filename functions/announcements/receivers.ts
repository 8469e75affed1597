import { badRequest, forbidden, type Principal } from '@campus/core'
import { settleAll, type ContactEntry } from '@campus/db'
import { mayReachStudent, studentReach } from './access-rules'

/** Who an announcement names: the four lists of its body. */
export interface ReceiverLists {
  userIds: readonly string[]
  groupIds: readonly string[]
  parentsUserIds: readonly string[]
  parentsGroupIds: readonly string[]
}

/** The directory's reads an announcement needs (`createDirectory` in @campus/db). */
export interface People {
  contacts(userIds: readonly string[]): Promise<ContactEntry[]>
  studentsOfGroup(groupId: string): Promise<ContactEntry[]>
}

/** The kinds of receiver the compose screen offers and the receivers popup counts. */
export type ReceiverType = 'HOD' | 'FACULTY' | 'STUDENT' | 'PARENT'

/** User types an announcement may name one by one. */
const ADDRESSABLE: readonly string[] = ['HOD', 'FACULTY', 'STUDENT']

/** Groups read at once. */
const GROUP_READS = 4
/** Ids a refusal names before it says how many more there are. */
const NAMED = 5

const ACTIVE = 'ACTIVE'
const isActive = (contact: ContactEntry) => contact.accountStatus === ACTIVE

/** `a, b, c, d, e and 7 more`. */
export const someOf = (ids: readonly string[]) =>
  ids.length > NAMED ? `${ids.slice(0, NAMED).join(', ')} and ${ids.length - NAMED} more` : ids.join(', ')

/** The named users and the students of the named groups, as the directory holds them now. */
export interface ResolvedReceivers {
  users: ReadonlyMap<string, ContactEntry>
  /** Each group's students, active or not. */
  groups: ReadonlyMap<string, readonly ContactEntry[]>
}

/**
 * Reads what the lists name: the named users' contacts (BatchGetItems of 100) and each named group's students
 * (one Query each, a few at once).
 */
export async function resolveReceivers(people: People, lists: ReceiverLists): Promise<ResolvedReceivers> {
  const userIds = [...new Set([...lists.userIds, ...lists.parentsUserIds])]
  const groupIds = [...new Set([...lists.groupIds, ...lists.parentsGroupIds])]
  const [contacts, students] = await Promise.all([
    userIds.length ? people.contacts(userIds) : Promise.resolve([]),
    settleAll(groupIds, GROUP_READS, (groupId) => people.studentsOfGroup(groupId)),
  ])
  const groups = new Map<string, readonly ContactEntry[]>()
  students.forEach((result, index) => {
    if (result.status === 'rejected') throw result.reason
    groups.set(groupIds[index]!, result.value)
  })
  return { users: new Map(contacts.map((contact) => [contact.userId, contact])), groups }
}

/**
 * Checks that the caller may send to everyone the lists name (ADMIN anyone; an HOD any HOD or faculty member,
 * and the students and parents of the departments they head; a faculty member any HOD or faculty member, and the
 * students and parents of their own departments):
 * - 400 `UNKNOWN_RECEIVERS`: a user who does not exist or is not active (a few named).
 * - 400 `RECEIVER_NOT_ALLOWED`: a user who is not an HOD, faculty member or student, or a parent of a non-student.
 * - 400 `EMPTY_GROUP`: a group without active students.
 * - 403 `FORBIDDEN`: a student, parent or group outside the caller's reach (named).
 */
export function checkReceivers(actor: Principal, lists: ReceiverLists, resolved: ResolvedReceivers) {
  const named = [...new Set([...lists.userIds, ...lists.parentsUserIds])]
  const unknown = named.filter((id) => {
    const contact = resolved.users.get(id)
    return !contact || !isActive(contact)
  })
  if (unknown.length)
    throw badRequest(
      'UNKNOWN_RECEIVERS',
      `These users do not exist or are not active: ${someOf(unknown)}.`,
      unknown.map((id) => ({ path: pathOf(lists, id), message: `No active user ${id}` })),
    )
  const contact = (id: string) => resolved.users.get(id)!

  const notAddressable = lists.userIds.filter((id) => !ADDRESSABLE.includes(contact(id).usertype))
  if (notAddressable.length)
    throw badRequest(
      'RECEIVER_NOT_ALLOWED',
      `Announcements go to HODs, faculty and students; not to ${someOf(notAddressable)}.`,
    )
  const notStudents = lists.parentsUserIds.filter((id) => contact(id).usertype !== 'STUDENT')
  if (notStudents.length)
    throw badRequest(
      'RECEIVER_NOT_ALLOWED',
      `Only students have parents to send to; not ${someOf(notStudents)}.`,
    )

  const empty = [...new Set([...lists.groupIds, ...lists.parentsGroupIds])].filter(
    (groupId) => !(resolved.groups.get(groupId) ?? []).some(isActive),
  )
  if (empty.length) throw badRequest('EMPTY_GROUP', `These groups have no active students: ${someOf(empty)}.`)

  const outOfReach = [
    ...lists.userIds.filter((id) => contact(id).usertype === 'STUDENT'),
    ...lists.parentsUserIds,
  ].filter((id) => !mayReachStudent(actor, contact(id)))
  if (outOfReach.length)
    throw forbidden(
      `You can send only to the students and parents of ${studentReach(actor)}; not to ${someOf([...new Set(outOfReach)])}.`,
    )
  const groupsOutOfReach = [...resolved.groups]
    .filter(([, students]) => !students.filter(isActive).every((student) => mayReachStudent(actor, student)))
    .map(([groupId]) => groupId)
  if (groupsOutOfReach.length)
    throw forbidden(
      `You can send only to the groups of ${studentReach(actor)}; not to group ${someOf(groupsOutOfReach)}.`,
    )
}

const pathOf = (lists: ReceiverLists, id: string) =>
  lists.userIds.includes(id) ? 'userIds' : 'parentsUserIds'

/** One person an announcement reaches: a user, or a student's parent (`parent:<userId>`). */
export interface Receiver {
  key: string
  usertype: ReceiverType
  name: string
  email: string
  phone?: string
}

/**
 * Everyone the lists reach, each once, as the directory holds them now: the named active users, the active
 * students of the named groups, and the parents of the named students and of the students of the parent
 * groups (`Parent of <student>`, reached at the student's parent phone).
 */
export function receiversOf(lists: ReceiverLists, resolved: ResolvedReceivers): Receiver[] {
  const receivers = new Map<string, Receiver>()
  const active = (id: string) => {
    const contact = resolved.users.get(id)
    return contact && isActive(contact) ? [contact] : []
  }
  const groupStudents = (groupIds: readonly string[]) =>
    groupIds.flatMap((groupId) => (resolved.groups.get(groupId) ?? []).filter(isActive))

  for (const contact of [...lists.userIds.flatMap(active), ...groupStudents(lists.groupIds)]) {
    if (!ADDRESSABLE.includes(contact.usertype) || receivers.has(contact.userId)) continue
    receivers.set(contact.userId, {
      key: contact.userId,
      usertype: contact.usertype as ReceiverType,
      name: contact.name,
      email: contact.email ?? '',
      ...(contact.phone ? { phone: contact.phone } : {}),
    })
  }
  for (const student of [...lists.parentsUserIds.flatMap(active), ...groupStudents(lists.parentsGroupIds)]) {
    const key = `parent:${student.userId}`
    if (student.usertype !== 'STUDENT' || receivers.has(key)) continue
    receivers.set(key, {
      key,
      usertype: 'PARENT',
      name: `Parent of ${student.name}`,
      email: '',
      ...(student.parentPhone ? { phone: student.parentPhone } : {}),
    })
  }
  return [...receivers.values()]
}

/** How many receivers of each kind. */
export function countByType(receivers: readonly Receiver[]): Record<ReceiverType, number> {
  const counts: Record<ReceiverType, number> = { HOD: 0, FACULTY: 0, STUDENT: 0, PARENT: 0 }
  for (const { usertype } of receivers) counts[usertype] += 1
  return counts
}
