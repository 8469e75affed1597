import type { IdentityApp } from '@api/identity/app'
import { listSearchParams } from '@campus/core'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { ApiError } from './api-error'
import { fetchList, fetchListPage, type ListRequestOf } from './list-endpoint'
import { FULL_LIST_PAGE, fetchWholeList } from './paged-list'

/** A typed client whose fetch records each URL asked for and answers from `answers`, in turn. */
function clientAnswering(...answers: Response[]) {
  const urls: string[] = []
  const client = hc<IdentityApp>('/', {
    fetch: (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input))
      const answer = answers.shift()
      if (!answer) throw new Error(`No answer left for ${urls.at(-1)}`)
      return Promise.resolve(answer)
    },
  })
  return { users: client.api.user, urls }
}

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: `u${from + index}` }))
const json = (body: unknown, init?: ResponseInit) => Response.json(body, init)

describe('list calls through the typed client', () => {
  it('send the query string listSearchParams writes, to the route the client node names', async () => {
    const request = {
      filter: { usertype: 'STUDENT', accYearId: 'ay-1', groupId: undefined, staffTypeId: '' },
      in: { departmentid: 'dept-a' },
      fields: ['id', 'name'],
      sort: 'name',
      order: 'desc',
      start: 50,
      count: 51,
    } satisfies ListRequestOf<ReturnType<typeof clientAnswering>['users']>
    const { users, urls } = clientAnswering(json([{ id: 'u1' }]), json([]), json([]))

    expect(await fetchList(users, request)).toEqual([{ id: 'u1' }])
    await fetchList(users, { fields: ['id'] })
    await fetchList(users, {})

    expect(urls).toEqual([
      `/api/user?${listSearchParams(request).toString()}`,
      '/api/user?fields=id',
      '/api/user',
    ])
    expect(urls[0]).toBe(
      '/api/user?filter=usertype+eq+STUDENT%2CaccYearId+eq+ay-1&in=departmentid+eq+dept-a&fields=id&fields=name&sort=name&order=des&start=50&count=51',
    )
  })

  it('hands back the cursor the list names for its next page', async () => {
    const { users } = clientAnswering(json([{ id: 'u1' }], { headers: { 'X-Next-Cursor': 'after-u1' } }))
    expect(await fetchListPage(users, { count: 1 })).toEqual({ rows: [{ id: 'u1' }], next: 'after-u1' })
  })

  it('reads a whole list by cursor once the list names one, until it names no next page', async () => {
    const { users, urls } = clientAnswering(
      json(rows(FULL_LIST_PAGE), { headers: { 'X-Next-Cursor': 'c1' } }),
      json(rows(FULL_LIST_PAGE, FULL_LIST_PAGE)),
    )
    const whole = await fetchWholeList(users, { filter: { usertype: 'STAFF' }, sort: 'name' })
    expect(whole).toHaveLength(2 * FULL_LIST_PAGE)
    expect(urls).toEqual([
      `/api/user?filter=usertype+eq+STAFF&sort=name&start=0&count=${FULL_LIST_PAGE}`,
      `/api/user?filter=usertype+eq+STAFF&sort=name&count=${FULL_LIST_PAGE}&cursor=c1`,
    ])
  })

  it('reads a list that names no cursor by offset, until a page comes back short', async () => {
    const { users, urls } = clientAnswering(json(rows(FULL_LIST_PAGE)), json(rows(3, FULL_LIST_PAGE)))
    expect(await fetchWholeList(users, {})).toHaveLength(FULL_LIST_PAGE + 3)
    expect(urls).toEqual([
      `/api/user?start=0&count=${FULL_LIST_PAGE}`,
      `/api/user?start=${FULL_LIST_PAGE}&count=${FULL_LIST_PAGE}`,
    ])
  })

  it('turns the error envelope into an ApiError, and any other failure into HTTP_ERROR', async () => {
    const envelope = {
      error: { code: 'LIST_FIELD_NOT_ALLOWED', message: 'Cannot sort on "x".', details: [] },
    }
    const { users } = clientAnswering(json(envelope, { status: 400 }), new Response('oops', { status: 502 }))
    await expect(fetchList(users, {})).rejects.toEqual(
      new ApiError(400, 'LIST_FIELD_NOT_ALLOWED', 'Cannot sort on "x".', []),
    )
    await expect(fetchList(users, {})).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' })
  })
})

describe('a list request is typed by its route', () => {
  const { users } = clientAnswering()
  type UserRequest = ListRequestOf<typeof users>

  it('allows only the fields the route declares (compile-time; the calls never run)', () => {
    const typedOnly = () => {
      void fetchList(users, { filter: { usertype: 'STAFF' }, in: { departmentid: 'd' }, sort: 'name' })
      // @ts-expect-error: `/api/user` cannot sort on `phone`.
      void fetchList(users, { sort: 'phone' })
      // @ts-expect-error: `/api/user` cannot filter on `phone`.
      void fetchList(users, { filter: { phone: '555' } })
      // @ts-expect-error: `/api/user` tests membership on departmentid and rollType only.
      void fetchList(users, { in: { groupId: 'g' } })
      // @ts-expect-error: a row type given as a type argument stops the route's fields being inferred.
      void fetchList<{ id: string }>(users, { sort: 'name' })
    }
    expect(typedOnly).toBeTypeOf('function')
    expectTypeOf<NonNullable<UserRequest['sort']>>().toEqualTypeOf<
      'name' | 'email' | 'registerNo' | 'createdOn' | 'modifiedOn'
    >()
    expectTypeOf<keyof NonNullable<UserRequest['in']>>().toEqualTypeOf<'departmentid' | 'rollType'>()
  })

  it('types the rows by where they go', () => {
    const annotated = (): Promise<{ id: string }[]> => fetchList(users, { fields: ['id'] })
    const unannotated = () => fetchList(users, {})
    expectTypeOf(annotated).returns.resolves.toEqualTypeOf<{ id: string }[]>()
    expectTypeOf(unannotated).returns.resolves.toEqualTypeOf<Record<string, unknown>[]>()
  })
})
