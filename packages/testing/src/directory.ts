import {
  contactItemOf,
  type ContactEntry,
  departmentStaffItemsOf,
  STAFF_USER_TYPES,
  writeBatch,
} from '@campus/db'
import { testTable, type TestTables } from './integration'

/**
 * Writes contacts into the directory table as identity does (BatchWriteItems), for domains that read them: each
 * contact, and for HODs and faculty their listing under each of their departments.
 */
export const putContacts = (env: Pick<TestTables, 'client' | 'tables'>, entries: readonly ContactEntry[]) =>
  writeBatch(env.client, testTable(env, 'directory'), [
    ...entries.map((entry) => ({ PutRequest: { Item: contactItemOf(entry) } })),
    ...entries
      .filter((entry) => STAFF_USER_TYPES.includes(entry.usertype))
      .flatMap(departmentStaffItemsOf)
      .map((Item) => ({ PutRequest: { Item } })),
  ])
