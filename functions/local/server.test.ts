import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLocalServer, dispatchByLongestPrefix, longestPrefixOwner } from './server'
import { offlineWiring } from './testing/offline-wiring'

describe('longestPrefixOwner', () => {
  const ownerOf = longestPrefixOwner([
    { prefixes: ['/api/group', '/api/accyear'], owner: 'academics' },
    { prefixes: ['/api/group/student', '/api/user'], owner: 'identity' },
  ])

  it.each([
    ['/api/group/student/g1', 'identity'],
    ['/api/group/student', 'identity'],
    ['/api/group/g1', 'academics'],
    ['/api/group', 'academics'],
    // Prefixes match whole segments, as API Gateway's {proxy+} does.
    ['/api/group/students', 'academics'],
    ['/api/groups', undefined],
    ['/api/user/student/7', 'identity'],
    ['/api/nothing', undefined],
  ])('gives %s to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner)
  })

  it('does not depend on the order owners are listed in', () => {
    const reversed = longestPrefixOwner([
      { prefixes: ['/api/group/student'], owner: 'identity' },
      { prefixes: ['/api/group'], owner: 'academics' },
    ])
    expect(reversed('/api/group/student/g1')).toBe('identity')
    expect(reversed('/api/group/g1')).toBe('academics')
  })
})

describe('dispatchByLongestPrefix', () => {
  /** An app that answers every path with its own name, so the test sees who got the request. */
  const named = (name: string) => {
    const app = new Hono()
    app.all('*', (c) => c.json({ servedBy: name, path: c.req.path, method: c.req.method }))
    return app
  }
  const server = new Hono()
  server.use(
    '*',
    dispatchByLongestPrefix([
      { prefixes: ['/api/group'], owner: named('academics') },
      { prefixes: ['/api/group/student'], owner: named('identity') },
    ]),
  )
  server.all('*', (c) => c.json({ servedBy: 'rest' }, 404))

  it('sends each request to exactly one app, the longest prefix winning, body and method intact', async () => {
    const nested = await server.request('/api/group/student/g1?token=x', { method: 'POST', body: '{}' })
    expect(await nested.json()).toEqual({
      servedBy: 'identity',
      path: '/api/group/student/g1',
      method: 'POST',
    })
    const outer = await server.request('/api/group/g1')
    expect(await outer.json()).toMatchObject({ servedBy: 'academics', path: '/api/group/g1' })
  })

  it('passes on paths no prefix owns, and everything outside /api and /boot', async () => {
    expect(await (await server.request('/api/other')).json()).toEqual({ servedBy: 'rest' })
    expect(await (await server.request('/group/student/g1')).json()).toEqual({ servedBy: 'rest' })
  })
})

describe('createLocalServer', () => {
  // These requests need no calls.
  const server = createLocalServer(offlineWiring('server-'), '/nonexistent')

  it("serves a nested prefix from its own domain: identity's group roster inside /api/group", async () => {
    const response = await server.request('/api/group/student/g1')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    const docs = await server.request('/api/docs/identity/openapi.json')
    const paths = ((await docs.json()) as { paths: Record<string, unknown> }).paths
    expect(Object.keys(paths)).toContain('/api/group/student/{groupId}')
  })

  it('answers an API path no domain owns with the 404 envelope', async () => {
    const response = await server.request('/api/no-such-domain/x')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } })
  })
})
