import type { MigrationDefinition } from '@campus/http'

export type { MigrationDefinition }

/** A migration as `migrate` runs it: with the table its record is kept in, its domain's own first table. */
export interface PlannedMigration extends MigrationDefinition {
  readonly recordTable: string
}
