import type { CommandCounts } from '@campus/db'

/** Anything with Hono's `request()`: a domain app. */
interface RequestableApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>
}

export interface CallOptions {
  token?: string | undefined
  body?: unknown
  /** Sent as-is, for malformed-body tests. */
  rawBody?: string
  headers?: Record<string, string>
}

/** What a test reads back: the status and the parsed JSON body (or the text when it is not JSON). */
export interface CallResult {
  status: number
  headers: Headers
  body: Record<string, unknown> & {
    error?: { code: string; message: string; details?: { path: string; message: string }[] }
  }
}

/** The path with the session token as the `token` query parameter, as the legacy client sends it. */
export const withToken = (path: string, token: string | undefined) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path

/** A test's view of an answer: its status, headers and body, parsed as JSON when it is JSON. */
export async function callResultOf(response: Response): Promise<CallResult> {
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: response.status, headers: response.headers, body: json as CallResult['body'] }
}

/**
 * Calls a domain app in process as a browser would: the token as the `token` query parameter, a JSON body.
 * Every domain's test fixture uses this one request builder.
 */
export async function callApp(
  app: RequestableApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const response = await app.request(withToken(path, options.token), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    ...(body === undefined ? {} : { body }),
  })
  return callResultOf(response)
}

/**
 * What every domain fixture offers its tests over one app: `call`, `ok` (the body of a call that must answer
 * 200, or a thrown error saying what the API answered) and `countCalls` (DynamoDB calls made by some work).
 */
export function appCaller(app: RequestableApp, counter: { reset(): void; snapshot(): CommandCounts }) {
  const call = (method: string, path: string, options?: CallOptions) => callApp(app, method, path, options)

  const ok = async <Body = Record<string, unknown>>(...args: Parameters<typeof call>): Promise<Body> => {
    const response = await call(...args)
    if (response.status !== 200)
      throw new Error(`${args[0]} ${args[1]} -> ${response.status} ${JSON.stringify(response.body)}`)
    return response.body as Body
  }

  const countCalls = async (run: () => Promise<unknown>) => {
    counter.reset()
    await run()
    return counter.snapshot()
  }

  return { call, ok, countCalls }
}
