import { logger } from '@campus/runtime'
import {
  exitCodeOf,
  formatPlan,
  formatResult,
  formatStatus,
  MIGRATE_USAGE,
  parseMigrateArgs,
} from '../migrations/cli'
import { plannedMigrations } from '../migrations/job'
import { migrate, migrationStatus, pendingMigrations } from '../migrations/migrate'
import { manifests } from '../manifests'
import { DataInUseError } from './data-dir'
import { localEnv } from './env'
import { startLocalRuntime } from './runtime'

/**
 * `npm run migrate [-- --list | --dry-run]`: applies the data migrations not yet applied to the local data,
 * through the same function the jobs Lambda's `migrate` job calls (ADR 0021). The portal must be stopped (it
 * holds the data).
 */
async function main() {
  const command = parseMigrateArgs(process.argv.slice(2))
  if (command.mode === 'help') {
    console.log(MIGRATE_USAGE)
    return
  }
  const env = localEnv()
  // The summary below says what each migration did; the log adds warnings (drift it repaired) and errors.
  logger.setLogLevel(env.LOG_LEVEL)
  const runtime = await startLocalRuntime(env.DATA_DIR)
  try {
    const context = runtime.jobContext
    const migrations = plannedMigrations(manifests)
    switch (command.mode) {
      case 'list':
        console.log(formatStatus(await migrationStatus(context, migrations), Date.now()))
        break
      case 'dry-run':
        console.log(formatPlan(await pendingMigrations(context, migrations), Date.now()))
        break
      case 'apply': {
        const result = await migrate(context, migrations)
        console.log(formatResult(result))
        process.exitCode = exitCodeOf(result)
        break
      }
    }
  } finally {
    await runtime.stop()
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DataInUseError
      ? `${error.message} Stop the portal, then run npm run migrate again.`
      : error instanceof Error
        ? error.message
        : error,
  )
  process.exit(1)
})
