import type { Principal } from '@campus/core'
import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import { access } from './access'
import { createDomainApp } from './create-domain-app'
import { validate } from './validate'
import { illFormedJson, illFormedUrl, MAX_JSON_DEPTH } from './well-formed'

const admin: Principal = {
  userId: 'u1',
  userType: 'ADMIN',
  email: 'admin@test.local',
  name: 'Admin',
  roles: [],
  rollType: [],
  departmentIds: [],
}
const authenticate = () => Promise.resolve(admin)

describe('illFormedJson', () => {
  it('finds a lone surrogate at any depth, in values and in keys, naming the path', () => {
    expect(illFormedJson({ departmentid: ['ok', '\ud800'] })).toEqual([
      { path: 'departmentid.1', message: expect.stringContaining('lone surrogate') },
    ])
    expect(illFormedJson({ a: { b: [{ c: 'x\udc00' }] } })[0]?.path).toBe('a.b.0.c')
    expect(illFormedJson({ ['k\ud800']: 1 })[0]?.path).toBe('(key)')
  })

  it('refuses NUL and other control characters, but not tabs and line breaks', () => {
    expect(illFormedJson({ id: 'a\u0000b' })[0]?.message).toContain('control character')
    expect(illFormedJson({ id: 'a\u001bb' })).toHaveLength(1)
    expect(illFormedJson({ text: 'line one\r\nline two\tend' })).toEqual([])
  })

  it('takes every well-formed edge case: emoji, 4-byte characters, joiners, combining marks, RTL', () => {
    const fine = ['👩‍💻', '𝕏𠀋', 'e\u0301', 'a\u200db', '\u202eevil', 'ஸ்ரீ', '\ud83d\ude00']
    expect(illFormedJson({ fine })).toEqual([])
  })

  it('refuses nesting deeper than a store holds, without recursion however deep', () => {
    let deep: unknown = 'leaf'
    for (let level = 0; level < 200_000; level++) deep = [deep]
    expect(illFormedJson(deep)[0]?.message).toContain(`${MAX_JSON_DEPTH} levels`)
    let fine: unknown = 'leaf'
    for (let level = 0; level < MAX_JSON_DEPTH; level++) fine = { child: fine }
    expect(illFormedJson(fine)).toEqual([])
  })
})

describe('illFormedUrl', () => {
  it.each([
    ['/api/user/%ED%A0%80', 'path.3'],
    ['/api/user/a%00b', 'path.3'],
    ['/api/user/a%0Ab', 'path.3'],
    ['/api/user?filter=usertype%20eq%20%ED%A0%80', 'query.filter'],
    ['/api/user?filter=id%20eq%20a%00', 'query.filter'],
    ['/api/user?%ff=1', 'query'],
  ])('refuses %s at %s', (url, path) => {
    expect(illFormedUrl(`http://localhost${url}`)[0]?.path).toBe(path)
  })

  it.each([
    '/api/user/abc?filter=usertype%20eq%20FACULTY,departmentid%20eq%20d1&count=10',
    '/api/user?filter=name+eq+50%',
    '/api/events?q=%F0%9F%98%80%E2%80%8D',
    '/boot/feedback?query=start:0;count:50;filter:a%20eq%20X',
  ])('takes %s', (url) => {
    expect(illFormedUrl(`http://localhost${url}`)).toEqual([])
  })
})

describe('a domain app', () => {
  const app = createDomainApp({ name: 'things', prefixes: ['/api/things'], authenticate })
  let handled = 0
  app.put(
    '/api/things/:id',
    access('signed-in'),
    validate('json', z.object({ name: z.string(), tags: z.array(z.string()).optional() })),
    (c) => {
      handled++
      return c.json({ id: c.req.param('id') })
    },
  )
  // A route that reads the list grammar itself, as the list routes do.
  app.get('/api/things', access('signed-in'), (c) => {
    handled++
    return c.json([new URL(c.req.url).searchParams.get('filter')])
  })
  const put = (path: string, body: string) =>
    app.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body })

  it('answers a lone surrogate in a body with a 400 naming the path, before the handler runs', async () => {
    const response = await put('/api/things/t1', '{"name":"x","tags":["\\ud800"]}')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'tags.0' }] },
    })
    expect(handled).toBe(0)
  })

  it('answers an ill-formed path parameter or list query with a 400 before the route', async () => {
    for (const path of ['/api/things/%ED%A0%80', '/api/things/a%00']) {
      const response = await put(path, '{"name":"x"}')
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } })
    }
    const list = await app.request('/api/things?filter=id%20eq%20%ED%A0%80')
    expect(list.status).toBe(400)
    expect(((await list.json()) as { error: { details: unknown } }).error.details).toEqual([
      { path: 'query.filter', message: expect.any(String) },
    ])
    expect(handled).toBe(0)
  })

  it('answers a body nested a million levels deep with a 400', async () => {
    const response = await put('/api/things/t1', `{"name":${'['.repeat(500_000)}${']'.repeat(500_000)}}`)
    expect(response.status).toBe(400)
    expect(handled).toBe(0)
  })

  it('still takes well-formed unicode', async () => {
    const response = await put('/api/things/t1', JSON.stringify({ name: '👩‍💻 e\u0301 \u202e', tags: ['𠀋'] }))
    expect(response.status).toBe(200)
    expect(handled).toBe(1)
  })
})

describe("validate('json') and the record metadata a client sends back", () => {
  const app = createDomainApp({ name: 'templates', prefixes: ['/api/templates'], authenticate })
  const Template = z.strictObject({
    name: z.string(),
    questions: z.array(z.strictObject({ id: z.string(), question: z.string() })),
  })
  const received: unknown[] = []
  app.post('/api/templates', access('signed-in'), validate('json', Template), (c) => {
    received.push(c.req.valid('json'))
    return c.json({ ok: true })
  })
  const post = (body: unknown) =>
    app.request('/api/templates', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const asListed = { id: 'q1', question: 'Clear?', createdOn: 1, modifiedOn: 2, createdBy: 'u9' }

  it('takes objects sent back as the server answered them, and hands the route none of their metadata', async () => {
    const response = await post({ name: 'T', createdBy: 'u9', questions: [asListed] })
    expect(response.status).toBe(200)
    expect(received.at(-1)).toEqual({ name: 'T', questions: [{ id: 'q1', question: 'Clear?' }] })
  })

  it('refuses any other unknown key, at any depth, with 400 UNKNOWN_FIELDS naming it', async () => {
    const count = received.length
    const response = await post({ name: 'T', questions: [{ ...asListed, weight: 3 }] })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'UNKNOWN_FIELDS', details: [{ path: 'questions.0.weight' }] },
    })
    expect(received).toHaveLength(count)
  })
})
