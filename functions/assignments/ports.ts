import type { ContactEntry, Teaching } from '@campus/db'
import type { Attachments } from '@campus/files'

/**
 * What assignments reads and uses beyond its own table: subjects and groups from the academics table
 * (`createTeaching`), students from the directory (`createDirectory`), and files (`createAttachments`).
 */
export interface AssignmentsPorts {
  teaching: Pick<Teaching, 'subject' | 'groupsOfYear'>
  people: { studentsOfGroup(groupId: string): Promise<ContactEntry[]> }
  attachments: Pick<Attachments, 'claim' | 'release' | 'withUrl'>
}
