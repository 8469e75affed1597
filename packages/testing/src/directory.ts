import { contactItemOf, type ContactEntry, writeBatch } from '@campus/db'
import { testTable, type TestTables } from './integration'

/** Writes contacts into the directory table as identity does (BatchWriteItems), for domains that read them. */
export const putContacts = (env: Pick<TestTables, 'client' | 'tables'>, entries: readonly ContactEntry[]) =>
  writeBatch(
    env.client,
    testTable(env, 'directory'),
    entries.map((entry) => ({ PutRequest: { Item: contactItemOf(entry) } })),
  )
