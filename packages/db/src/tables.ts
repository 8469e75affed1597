/**
 * Every DynamoDB table, defined once. CDK creates them from this list, the local bootstrap and the test setup
 * create them in dynalite from it, and the ElectroDB entities name these key attributes.
 */

export interface IndexDefinition {
  readonly indexName: string
  readonly partitionKey: string
  readonly sortKey: string
}

export interface TableDefinition {
  /** Logical name; code learns the physical name from `<NAME>_TABLE_NAME`. */
  readonly name: string
  readonly partitionKey: 'pk'
  readonly sortKey: 'sk'
  readonly indexes: readonly IndexDefinition[]
  /** Attribute holding an epoch-seconds expiry, when items expire. */
  readonly timeToLiveAttribute?: 'ttl'
}

const gsi = (n: number): IndexDefinition => ({
  indexName: `gsi${n}`,
  partitionKey: `gsi${n}pk`,
  sortKey: `gsi${n}sk`,
})

export const tables = {
  /** Users, unique keys (email, register number), OTPs, user roles, college, staff types, audit records. */
  identity: {
    name: 'identity',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [gsi(1), gsi(2), gsi(3), gsi(4)],
    timeToLiveAttribute: 'ttl',
  },
  /**
   * Live sign-in sessions. Identity writes them; every domain reads them to check a token, so no domain but
   * identity ever needs the identity table (which holds password hashes).
   */
  sessions: {
    name: 'sessions',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [],
    timeToLiveAttribute: 'ttl',
  },
  /**
   * Faculties, faculty departments, departments, academic years, groups, regulations and their subjects,
   * subjects taught with their staff assignments, and audit records (see functions/academics/entities.ts).
   */
  academics: {
    name: 'academics',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [gsi(1), gsi(2), gsi(3)],
  },
  /**
   * Feedback questions, templates, answers (one item per respondent and form) and the report aggregates kept
   * at write time (see functions/feedback/entities.ts).
   */
  feedback: {
    name: 'feedback',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [gsi(1), gsi(2)],
  },
  /**
   * The student directory: one item per student, keyed by normalised register number, holding who they are and
   * where they study (see directory.ts). Identity writes it as data derived from its users; domains that must
   * check a register number (the public feedback form) read it instead of the identity table, which holds
   * password hashes.
   */
  directory: {
    name: 'directory',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [],
  },
  /**
   * Events with their speakers and feedback template, listed by start date overall, by creator and by
   * department type; and audit records (see functions/events/entities.ts).
   */
  events: {
    name: 'events',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [gsi(1), gsi(2), gsi(3)],
  },
} as const satisfies Record<string, TableDefinition>

export type TableName = keyof typeof tables

/** The environment variable that carries a table's physical name, e.g. `IDENTITY_TABLE_NAME`. */
export const tableEnvName = (name: TableName) => `${name.toUpperCase()}_TABLE_NAME`
