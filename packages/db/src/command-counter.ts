import type { DynamoDBClient } from '@aws-sdk/client-dynamodb'

/** Counts of DynamoDB commands sent through one client, by command name (e.g. `GetItemCommand`). */
export interface CommandCounts {
  total: number
  byCommand: Record<string, number>
}

/**
 * Counts every command the client sends, so tests and the benchmark can assert calls per request and that no
 * request path ever Scans. Attach once per client; `reset()` between measurements.
 */
export function countCommands(client: DynamoDBClient) {
  let counts: CommandCounts = { total: 0, byCommand: {} }
  client.middlewareStack.add(
    (next, context) => (args) => {
      const name = context.commandName ?? 'UnknownCommand'
      counts.total += 1
      counts.byCommand[name] = (counts.byCommand[name] ?? 0) + 1
      return next(args)
    },
    { step: 'initialize', name: 'campusCommandCounter' },
  )
  return {
    snapshot: (): CommandCounts => ({ total: counts.total, byCommand: { ...counts.byCommand } }),
    reset() {
      counts = { total: 0, byCommand: {} }
    },
  }
}

export type CommandCounter = ReturnType<typeof countCommands>
