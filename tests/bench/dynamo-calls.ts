import type { CommandCounter, CommandCounts } from '@campus/db'
import { DEMO_PASSWORD } from '@campus/local/demo-college'
import type { BenchPortal } from './portal'

/** The account the bench signs in as (seeded by seedDemoCollege). */
export const ADMIN_EMAIL = 'admin@campus.local'

/** The staff list as the manage-staff screen asks for its first page (web/src/features/staff/api/staff-list.ts). */
export const STAFF_LIST_PATH = '/api/user?filter=usertype eq STAFF&sort=name&order=asc&start=0&count=51'
export const STAFF_LIST_REQUEST = 'GET /api/user?filter=usertype eq STAFF (staff list, first page)'

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

  // The manage-staff screen's first page: HODs and faculty together by name, a page of 50 and one more to
  // know whether there is a next page.
  const staffList = await counted(counter, async () => {
    const response = await fetch(`${baseUrl}${STAFF_LIST_PATH}&${query}`)
    const body = (await response.json()) as { usertype?: string; name?: string }[]
    if (response.status !== 200) throw new Error(`${STAFF_LIST_PATH} answered ${response.status}`)
    return body
  })
  const names = staffList.result.map(({ name }) => (name ?? '').toLowerCase())
  if (
    !staffList.result.length ||
    staffList.result.some(({ usertype }) => usertype !== 'HOD' && usertype !== 'FACULTY') ||
    !staffList.result.some(({ usertype }) => usertype === 'HOD') ||
    names.some((name, index) => index > 0 && name < (names[index - 1] ?? ''))
  ) {
    throw new Error(`The staff list is not HODs and faculty by name: ${JSON.stringify(names)}`)
  }

  const calls: RequestCalls[] = [
    { request: 'POST /api/user/login', counts: login.counts },
    { request: 'GET /api/user/singleUser', counts: singleUser.counts },
    { request: 'GET /api/token/{token}', counts: currentUser.counts },
    { request: STAFF_LIST_REQUEST, counts: staffList.counts },
  ]
  return { token, calls }
}
