import { listParams, type ListFields, type ListParams, type ListRequest } from '@campus/core'
import { ApiError, toApiError } from './api-error'

/**
 * List routes read through the typed clients of api-client.ts: a route that declares `listQuery(spec)` on the
 * server has its fields in its client node's query type, so a request naming a field the route does not allow
 * fails to compile. The call goes through the node's `$get`, so it carries the session like every call.
 */

/** What a route whose node declares no list query allows: nothing to filter, test or sort on. */
export interface NoListFields extends ListFields {
  readonly filter: never
  readonly in: never
  readonly sort: never
}

/** What the list helpers read of the typed client's answer. */
interface ListResponse {
  readonly ok: boolean
  readonly status: number
  readonly headers: Headers
  json(): Promise<unknown>
}

/**
 * A typed-client node of a list route, such as `identityApi.api.user`: its `$get` takes the list grammar with
 * the route's fields, and `$path()` names the route (for cache keys).
 */
export interface ListEndpoint<Fields extends ListFields> {
  $get(args: { query: ListParams<Fields> }): Promise<ListResponse>
  $path(): string
}

/** The requests a list route's node accepts: `ListRequestOf<typeof identityApi.api.user>`. */
export type ListRequestOf<Endpoint> =
  Endpoint extends ListEndpoint<infer Fields> ? ListRequest<Fields> : never

/** One page of a list, and the cursor the list names for the next (`X-Next-Cursor`), when it gives one. */
export interface ListPage<Row> {
  rows: Row[]
  next?: string
}

/*
 * The row type of these helpers comes from where the result goes (`const rows: Group[] = await fetchList(…)`,
 * `useApi<Group[]>(…)`), never as a type argument: TypeScript infers all of a call's type arguments or none,
 * and naming `Row` would leave `Fields` at NoListFields, refusing every filter, test and sort.
 */

/**
 * One page of a list in the legacy grammar (`filter=…&sort=…&start=…&count=…`, written by
 * `listSearchParams`), e.g. `fetchListPage(identityApi.api.user, { filter: { usertype: 'STAFF' }, sort: 'name' })`.
 */
export async function fetchListPage<Row = Record<string, unknown>, Fields extends ListFields = NoListFields>(
  endpoint: ListEndpoint<Fields>,
  request: NoInfer<ListRequest<Fields>>,
): Promise<ListPage<Row>> {
  let response: ListResponse
  try {
    response = await endpoint.$get({ query: listParams<Fields>(request) })
  } catch (error) {
    throw toApiError(error)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const envelope = (body as { error?: { code: string; message: string; details?: unknown } } | undefined)
      ?.error
    throw envelope
      ? new ApiError(response.status, envelope.code, envelope.message, envelope.details)
      : new ApiError(
          response.status,
          'HTTP_ERROR',
          `The server answered ${response.status}. Try again in a moment.`,
        )
  }
  const next = response.headers.get('X-Next-Cursor')
  // The rows are what the caller says they are: list routes answer records, projected by `fields`.
  return { rows: body as Row[], ...(next ? { next } : {}) }
}

/** {@link fetchListPage}'s rows alone. */
export async function fetchList<Row = Record<string, unknown>, Fields extends ListFields = NoListFields>(
  endpoint: ListEndpoint<Fields>,
  request: NoInfer<ListRequest<Fields>>,
): Promise<Row[]> {
  return (await fetchListPage<Row, Fields>(endpoint, request)).rows
}
