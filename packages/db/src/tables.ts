/**
 * How a DynamoDB table is defined. Each domain defines its own tables in its manifest
 * (functions/<domain>/manifest.ts); CDK creates them from the manifests, the local bootstrap and the test setup
 * create them in dynalite from the same definitions, and the ElectroDB entities name these key attributes.
 */

export interface IndexDefinition {
  readonly indexName: string
  readonly partitionKey: string
  readonly sortKey: string
}

export interface TableDefinition {
  /** Logical name; code learns the physical name from `<NAME>_TABLE_NAME`. */
  readonly name: string
  /** What the table holds, for the reader of the manifest and the CDK table's description. */
  readonly description?: string
  readonly partitionKey: 'pk'
  readonly sortKey: 'sk'
  readonly indexes: readonly IndexDefinition[]
  /** Attribute holding an epoch-seconds expiry, when items expire. */
  readonly timeToLiveAttribute?: 'ttl'
}

// Both are marked free of side effects for esbuild: a domain's app imports its manifest's prefixes, and an
// unused manifest (with its lazy loaders of seeds and jobs) then drops out of the Lambda bundle.

/** The n-th generic global secondary index: `gsi<n>` keyed by `gsi<n>pk` and `gsi<n>sk`. */
/* @__NO_SIDE_EFFECTS__ */
export function gsi(n: number): IndexDefinition {
  return { indexName: `gsi${n}`, partitionKey: `gsi${n}pk`, sortKey: `gsi${n}sk` }
}

/** A table keyed by `pk` and `sk` with the given generic indexes. */
/* @__NO_SIDE_EFFECTS__ */
export function table(
  name: string,
  options: { description: string; indexes?: number; timeToLive?: boolean },
): TableDefinition {
  return {
    name,
    description: options.description,
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: Array.from({ length: options.indexes ?? 0 }, (_, index) => gsi(index + 1)),
    ...(options.timeToLive ? { timeToLiveAttribute: 'ttl' as const } : {}),
  }
}

/**
 * The tables the code knows by name. A domain's manifest adds its own by declaration merging
 * (`declare module '@campus/db' { interface TableRegistry { events: true } }`), so a misspelt table name fails to
 * compile inside the functions; code that sees no domain (infra, packages) treats a name as any string.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each domain's manifest
export interface TableRegistry {}

export type TableName = [keyof TableRegistry] extends [never]
  ? string
  : // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- never only where it is unused
    keyof TableRegistry & string

/** The environment variable that carries a table's physical name, e.g. `IDENTITY_TABLE_NAME`. */
export const tableEnvName = (name: string) => `${name.toUpperCase()}_TABLE_NAME`
