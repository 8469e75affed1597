import type { CommandCounter, CommandCounts } from '@campus/db'
import { DEMO_PASSWORD } from '@campus/functions/local/seed/demo-college'
import type { BenchPortal } from './portal'

/** The account the bench signs in as (seeded by seedDemoCollege). */
export const ADMIN_EMAIL = 'admin@campus.local'

/** DynamoDB commands one request sent, by command name. */
export interface RequestCalls {
  request: string
  counts: CommandCounts
}

/** Commands sent between two snapshots of the same counter; the counter itself is never reset here. */
export function difference(before: CommandCounts, after: CommandCounts): CommandCounts {
  const byCommand: Record<string, number> = {}
  for (const [name, count] of Object.entries(after.byCommand)) {
    const delta = count - (before.byCommand[name] ?? 0)
    if (delta > 0) byCommand[name] = delta
  }
  return { total: after.total - before.total, byCommand }
}

/** Scans among `counts`, whichever way the command is named. */
export const scansIn = (counts: CommandCounts) =>
  Object.entries(counts.byCommand)
    .filter(([name]) => /^Scan(Command)?$/.test(name))
    .reduce((sum, [, count]) => sum + count, 0)

/**
 * Sends one request at a time to the idle server and counts the DynamoDB commands it caused. The body is read
 * to the end first, so the handler has finished; nothing else (no scheduler, no load) runs meanwhile.
 */
async function counted<T>(counter: CommandCounter, request: () => Promise<T>) {
  const before = counter.snapshot()
  const result = await request()
  return { result, counts: difference(before, counter.snapshot()) }
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

/**
 * Signs in as the demo administrator and reads the current user both ways, counting DynamoDB commands for
 * each; also checks the answers are right, so the load phase only ever measures working routes. Returns the
 * session token the load phase uses.
 */
export async function measureCallsPerRequest(portal: BenchPortal) {
  const { baseUrl, counter } = portal
  const login = await counted(counter, async () =>
    json(
      await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }),
      }),
      'POST /api/user/login',
    ),
  )
  const token = login.result.token
  if (typeof token !== 'string' || token.length === 0) throw new Error('Sign-in returned no token')
  const query = `token=${encodeURIComponent(token)}`

  const singleUser = await counted(counter, async () =>
    json(await fetch(`${baseUrl}/api/user/singleUser?${query}`), 'GET /api/user/singleUser'),
  )
  if (singleUser.result.email !== ADMIN_EMAIL) throw new Error('singleUser returned someone else')

  const currentUser = await counted(counter, async () =>
    json(await fetch(`${baseUrl}/api/token/${encodeURIComponent(token)}?${query}`), 'GET /api/token/{token}'),
  )
  if (currentUser.result.userId !== 'user-admin') throw new Error('/api/token returned someone else')

  const calls: RequestCalls[] = [
    { request: 'POST /api/user/login', counts: login.counts },
    { request: 'GET /api/user/singleUser', counts: singleUser.counts },
    { request: 'GET /api/token/{token}', counts: currentUser.counts },
  ]
  return { token, calls }
}
