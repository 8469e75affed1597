import type { ListSpec } from '@campus/db'
import { Hono } from 'hono'
import { hc } from 'hono/client'
import { expect, expectTypeOf, it } from 'vitest'
import { operationsOf } from './docs'
import { handleError } from './errors'
import { listQuery, listQueryOf } from './list-query'
import type { AppEnv } from './types'

const SPEC = {
  filter: { usertype: 'string' },
  in: ['departmentid'],
  sort: ['name'],
} as const satisfies ListSpec

function appWithList() {
  let handled = 0
  const app = new Hono<AppEnv>().onError(handleError).get('/list', listQuery(SPEC), (c) => {
    handled += 1
    return c.json(listQueryOf(c))
  })
  return { app, handled: () => handled }
}

it('hands the handler the parsed query the list allows', async () => {
  const { app } = appWithList()
  const response = await app.request('/list?filter=usertype eq STUDENT&sort=name&order=des&count=5')
  expect(await response.json()).toMatchObject({
    filter: [{ field: 'usertype', value: 'STUDENT' }],
    sort: 'name',
    order: 'desc',
    count: 5,
  })
})

it('gives a query that names neither a sort nor an order the default order the route asks for', async () => {
  const app = new Hono<AppEnv>()
    .onError(handleError)
    .get('/newest', listQuery(SPEC), (c) => c.json(listQueryOf(c, { defaultOrder: 'desc' })))
  const orderOf = async (query: string) =>
    ((await (await app.request(`/newest${query}`)).json()) as { order: string }).order
  expect(await orderOf('')).toBe('desc')
  expect(await orderOf('?count=5')).toBe('desc')
  expect(await orderOf('?order=asc')).toBe('asc')
  expect(await orderOf('?query=start:0;count:5;order:asc')).toBe('asc')
  expect(await orderOf('?sort=name')).toBe('asc')
  const { app: plain } = appWithList()
  expect(((await (await plain.request('/list')).json()) as { order: string }).order).toBe('asc')
})

it('refuses a field the list does not allow before the handler runs, naming the allowed ones', async () => {
  const { app, handled } = appWithList()
  const response = await app.request('/list?sort=email')
  expect(response.status).toBe(400)
  const { error } = (await response.json()) as { error: { code: string; message: string } }
  expect(error).toMatchObject({
    code: 'LIST_FIELD_NOT_ALLOWED',
    message: 'Cannot sort on "email". Allowed: name.',
  })
  expect(handled()).toBe(0)
})

it('documents the allowed fields with the grammar', () => {
  const [operation] = operationsOf(appWithList().app)
  const described = Object.fromEntries(
    (operation?.meta.query ?? []).map(({ name, description }) => [name, description]),
  )
  expect(described.filter).toContain('`usertype`')
  expect(described.in).toContain('`departmentid`')
  expect(described.sort).toContain('`name`')
  expect(Object.keys(described)).toEqual(
    expect.arrayContaining(['fields', 'start', 'count', 'cursor', 'query']),
  )
})

it("types the route's query for the typed client with the spec's field names", async () => {
  const { app } = appWithList()
  const list = hc<typeof app>('http://portal.test', { fetch: app.request }).list
  type Query = NonNullable<Parameters<typeof list.$get>[0]>['query']
  expectTypeOf<Query['filter']>().toEqualTypeOf<`usertype eq ${string}` | undefined>()
  expectTypeOf<Query['in']>().toEqualTypeOf<`departmentid eq ${string}` | undefined>()
  expectTypeOf<Query['sort']>().toEqualTypeOf<'name' | undefined>()
  // @ts-expect-error: the list does not sort on `email`.
  const unsortable: Query = { sort: 'email' }
  // @ts-expect-error: nor filter on it.
  const unfilterable: Query = { filter: 'email eq someone@college.test' }
  expect([unsortable, unfilterable]).toHaveLength(2)

  const response = await list.$get({ query: { filter: 'usertype eq STAFF', sort: 'name', count: '2' } })
  expect(await response.json()).toMatchObject({ filter: [{ field: 'usertype', value: 'STAFF' }], count: 2 })
})
