import type { CommandCounts } from '@campus/db'

/** Anything with Hono's `request()`: a domain app, and the bindings a request runs with (Lambda's event). */
interface RequestableApp {
  request: (input: string, init?: RequestInit, bindings?: object) => Response | Promise<Response>
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

/** How a legacy multipart call is sent: its token (in the query), form fields, the file, headers, bindings. */
export interface FormCallOptions {
  token?: string | undefined
  /** Form fields, sent before the file. */
  fields?: Record<string, string>
  /** Sent in the field `file`: a File, or text. */
  file?: File | string | undefined
  headers?: Record<string, string>
  /** What the request runs with (Lambda's `event`, the local server's `incoming`). */
  bindings?: object
}

/** Calls a domain app in process with a multipart form, as the legacy client uploads: the token in the query. */
export async function callAppWithForm(
  app: RequestableApp,
  method: string,
  path: string,
  options: FormCallOptions = {},
): Promise<CallResult> {
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
  if (options.file !== undefined) form.append('file', options.file)
  const init = { method, body: form, headers: options.headers ?? {} }
  return callResultOf(await app.request(withToken(path, options.token), init, options.bindings))
}

/**
 * What every domain fixture offers its tests over one app: `call`, `ok` (the body of a call that must answer
 * 200, or a thrown error saying what the API answered), `callWithForm` (a legacy multipart call) and
 * `countCalls` (DynamoDB calls made by some work).
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

  const callWithForm = (method: string, path: string, options?: FormCallOptions) =>
    callAppWithForm(app, method, path, options)

  return { call, ok, callWithForm, countCalls }
}
