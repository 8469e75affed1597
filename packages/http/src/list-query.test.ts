import { Hono } from 'hono'
import { expect, it } from 'vitest'
import { operationsOf } from './docs'
import { handleError } from './errors'
import { listQuery, listQueryOf } from './list-query'
import type { AppEnv } from './types'

const SPEC = { filter: { usertype: 'string' as const }, in: ['departmentid'], sort: ['name'] }

function appWithList() {
  let handled = 0
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.get('/list', listQuery(SPEC), (c) => {
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
