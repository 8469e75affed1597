import { type ContactEntry, settleAll } from '@campus/db'
import type { AssignmentsPorts } from './ports'

/** Groups whose students are read at once. */
const GROUP_READS = 4

/**
 * Every student of an assignment's groups, as the directory holds them now (one Query a group, a few at once),
 * active or not: the staff table keeps a disabled student who submitted, reminders leave them out.
 */
export async function studentsOfGroups(
  people: AssignmentsPorts['people'],
  groupIds: readonly string[],
): Promise<ContactEntry[]> {
  const results = await settleAll(groupIds, GROUP_READS, (groupId) => people.studentsOfGroup(groupId))
  return results.flatMap((result) => {
    if (result.status === 'rejected') throw result.reason
    return result.value
  })
}
