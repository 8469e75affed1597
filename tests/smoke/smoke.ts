import { manifests as domains } from '../../functions/manifests'

/** One domain's answer to the smoke check. */
export interface SmokeResult {
  domain: string
  path: string
  status: number
  ms: number
  ok: boolean
  /** Why it failed, from the error envelope or the status. */
  problem?: string
}

const SIGN_IN_PATH = '/api/user/login'

/**
 * Signs in as an administrator and calls every registered domain's `smokePath` (its manifest) with the
 * token in the Authorization header: each must answer 200 with JSON. The password only travels in the
 * sign-in body; neither it nor the token is ever returned or printed.
 */
export async function runSmoke(options: {
  baseUrl: string
  email: string
  password: string
  fetch?: typeof fetch
}): Promise<SmokeResult[]> {
  const send = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const signIn = await send(`${base}${SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: options.email, password: options.password }),
  })
  const session = (await signIn.json().catch(() => undefined)) as
    { token?: string; error?: { message?: string } } | undefined
  if (signIn.status !== 200 || !session?.token) {
    const reason = session?.error?.message ?? `status ${signIn.status}`
    return [
      { domain: 'sign-in', path: SIGN_IN_PATH, status: signIn.status, ms: 0, ok: false, problem: reason },
    ]
  }
  const authorization = `Bearer ${session.token}`
  return Promise.all(
    domains.map(async ({ name, smokePath }): Promise<SmokeResult> => {
      const started = performance.now()
      try {
        const response = await send(`${base}${smokePath}`, { headers: { authorization } })
        const body = (await response.json().catch(() => undefined)) as
          { error?: { message?: string } } | undefined
        const ms = Math.round(performance.now() - started)
        const ok = response.status === 200 && body !== undefined
        return {
          domain: name,
          path: smokePath,
          status: response.status,
          ms,
          ok,
          ...(ok ? {} : { problem: body?.error?.message ?? 'no JSON answer' }),
        }
      } catch (error) {
        const ms = Math.round(performance.now() - started)
        return { domain: name, path: smokePath, status: 0, ms, ok: false, problem: (error as Error).message }
      }
    }),
  )
}

/** The results as a small text table. */
export function smokeTable(results: readonly SmokeResult[]): string {
  const rows = results.map((r) =>
    [r.ok ? 'ok  ' : 'FAIL', r.domain.padEnd(10), String(r.status).padEnd(4), `${r.ms} ms`.padEnd(8), r.path]
      .concat(r.problem ? [`(${r.problem})`] : [])
      .join(' '),
  )
  return rows.join('\n')
}
