/**
 * Who an announcement goes to, as the preview screen picks them: HODs and faculty one by one, students and
 * parents by group (a whole group, or some of its students). Plain arrays and objects, so the draft keeps it
 * in sessionStorage as JSON.
 */

/** A group's pick: the whole group (`true`: it follows the group as it is when sent), or these students. */
export type GroupPick = true | readonly string[]

/** Picks by group id. */
export type GroupPicks = Readonly<Record<string, GroupPick>>

export interface ReceiverSelection {
  readonly hods: readonly string[]
  readonly faculty: readonly string[]
  readonly students: GroupPicks
  readonly parents: GroupPicks
}

export const EMPTY_SELECTION: ReceiverSelection = { hods: [], faculty: [], students: {}, parents: {} }

/** The receiver lists of `POST /boot/announcement` (legacy-client 2.11). */
export interface Receivers {
  userIds: string[]
  groupIds: string[]
  parentsUserIds: string[]
  parentsGroupIds: string[]
}

const unique = (ids: Iterable<string>) => [...new Set(ids)]

function split(picks: GroupPicks) {
  const groupIds: string[] = []
  const userIds: string[] = []
  for (const [groupId, pick] of Object.entries(picks)) {
    if (pick === true) groupIds.push(groupId)
    else userIds.push(...pick)
  }
  return { groupIds, userIds }
}

/**
 * The selection as the announcement's receiver lists: a whole group by its id, some of a group's students by
 * theirs. Parents only go with an SMS (legacy-client 5.6), so without one their lists are empty.
 */
export function receiversOf(selection: ReceiverSelection, sms: boolean): Receivers {
  const students = split(selection.students)
  const parents = sms ? split(selection.parents) : { groupIds: [], userIds: [] }
  return {
    userIds: unique([...selection.hods, ...selection.faculty, ...students.userIds]),
    groupIds: students.groupIds,
    parentsUserIds: unique(parents.userIds),
    parentsGroupIds: parents.groupIds,
  }
}

/** Whether the lists name anyone at all ("please select atleast one user" otherwise). */
export const hasReceivers = (receivers: Receivers) =>
  receivers.userIds.length +
    receivers.groupIds.length +
    receivers.parentsUserIds.length +
    receivers.parentsGroupIds.length >
  0

/** `ids` added to or taken out of `chosen`. */
export function withIds(chosen: readonly string[], ids: readonly string[], on: boolean): string[] {
  if (on) return unique([...chosen, ...ids])
  const gone = new Set(ids)
  return chosen.filter((id) => !gone.has(id))
}

/** Whether every one, some, or none of `ids` is chosen: a "select all" checkbox's state. */
export function stateOf(chosen: readonly string[], ids: readonly string[]) {
  const set = new Set(chosen)
  const count = ids.filter((id) => set.has(id)).length
  return { checked: ids.length > 0 && count === ids.length, indeterminate: count > 0 && count < ids.length }
}

/** Whole groups picked (`on`) or dropped, whatever was picked of them before. */
export function withGroups(picks: GroupPicks, groupIds: readonly string[], on: boolean): GroupPicks {
  const next: Record<string, GroupPick> = { ...picks }
  for (const groupId of groupIds) {
    if (on) next[groupId] = true
    else delete next[groupId]
  }
  return next
}

/** Whether the groups are all picked whole, partly picked, or not at all: a tree checkbox's state. */
export function groupsState(picks: GroupPicks, groupIds: readonly string[]) {
  const whole = groupIds.filter((groupId) => picks[groupId] === true).length
  const some = groupIds.some((groupId) => picks[groupId] !== undefined)
  return {
    checked: groupIds.length > 0 && whole === groupIds.length,
    indeterminate: some && whole < groupIds.length,
  }
}

/**
 * Some students of a group picked in its picker: none drops the group, all of them picks the whole group,
 * anything between names those students.
 */
export function withStudents(
  picks: GroupPicks,
  groupId: string,
  chosen: readonly string[],
  groupSize: number,
): GroupPicks {
  const next: Record<string, GroupPick> = { ...picks }
  const ids = unique(chosen)
  if (!ids.length) delete next[groupId]
  else next[groupId] = ids.length >= groupSize ? true : ids
  return next
}

/** The students of a group a pick names, given the group's roster. */
export const chosenOf = (pick: GroupPick | undefined, roster: readonly string[]): string[] =>
  pick === true ? [...roster] : pick ? [...pick] : []

/** How many of the groups' people are picked one by one, and how many groups whole: for the tab labels. */
export function picksCount(picks: GroupPicks) {
  const { groupIds, userIds } = split(picks)
  return { groups: groupIds.length, people: userIds.length }
}
