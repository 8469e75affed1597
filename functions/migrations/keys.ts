/** Where the record of each migration lives: one partition of the identity table, one item per version. */
export const MIGRATIONS_PARTITION = 'MIGRATIONS'

export const migrationKey = (version: number) => ({
  pk: MIGRATIONS_PARTITION,
  sk: `VERSION#${String(version).padStart(6, '0')}`,
})
