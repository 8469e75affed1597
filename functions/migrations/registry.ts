import { rebuildHeadCounts, repairDerived } from '../identity/derived-repair.job'
import { requireTable } from '../jobs/context'
import type { MigrationDefinition } from './migration'
import { relistUsers } from '../identity/relist-users'

/**
 * Every data migration, oldest first (ADR 0021). Add a new one at the end with the next version; never change,
 * renumber or remove one that a release has shipped: deployments record the versions they applied.
 */
export const migrations: readonly MigrationDefinition[] = [
  {
    version: 1,
    name: 'identity-derived-user-data',
    description:
      'identity: rebuild the derived user data (list index keys, search terms, unique-key claims, head counts, ' +
      'directory) from the users, for users written before each existed.',
    tables: { identity: 'readwrite', directory: 'readwrite' },
    run: async (context) => {
      const table = requireTable(context, 'identity')
      const lists = await relistUsers(context.client, table)
      // The nightly repair (ADR 0013): safe while users write; a head-count drift it must leave because users
      // were written in the last minute is corrected by its next nightly run.
      const derived = await repairDerived(
        context.client,
        table,
        context.now,
        requireTable(context, 'directory'),
      )
      return { lists, ...derived }
    },
  },
  {
    version: 2,
    name: 'identity-sharded-head-counts',
    description:
      'identity: move the head counts from the single item that grew with every department and year into one ' +
      'item per department (ADR 0022), rebuilt from the users; the old item is deleted last.',
    tables: { identity: 'readwrite' },
    run: async (context) => rebuildHeadCounts(context.client, requireTable(context, 'identity'), context.now),
  },
]
