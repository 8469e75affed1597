/** A JSON call to the bench portal as the legacy client makes it: the session token in the query. */
export async function apiCall(
  baseUrl: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const url = token
    ? `${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
    : `${baseUrl}${path}`
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

/** As apiCall, but the bench stops (a broken route, not a figure) unless the answer has the expected status. */
export async function apiExpect<T>(
  expected: number,
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const { status, body } = await apiCall(baseUrl, method, path, options)
  if (status !== expected)
    throw new Error(`${method} ${path} answered ${status} (expected ${expected}): ${JSON.stringify(body)}`)
  return body as T
}
