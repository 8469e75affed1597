import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { Agent, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '@campus/http'
import { SECURITY_HEADERS } from '../security-headers'
import {
  createLocalServer,
  dispatchByLongestPrefix,
  LOCAL_SECURITY_HEADERS,
  longestPrefixOwner,
  MAX_DISCARDED_BODY_BYTES,
  serveLocal,
} from './server'
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

describe('createLocalServer', async () => {
  // These requests need no calls.
  const server = await createLocalServer(offlineWiring('server-'), '/nonexistent')

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

describe('the local server on a real socket', () => {
  // A built SPA of one page and one asset, so every kind of response is served.
  const webDir = mkdtempSync(join(tmpdir(), 'campus-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Campus Portal</title>')
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)')
  let server: Server
  let port: number
  beforeAll(async () => {
    server = serveLocal(await createLocalServer(offlineWiring('keepalive-'), webDir), {
      hostname: '127.0.0.1',
      port: 0,
    })
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  interface Answer {
    status: number
    headers: Record<string, string | string[] | undefined>
    body: string
    /** The client port: the same for two requests on one connection. */
    localPort: number | undefined
  }
  const send = (
    agent: Agent,
    method: string,
    path: string,
    body?: { text: string; chunked?: boolean },
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: body
            ? {
                'content-type': 'application/json',
                ...(body.chunked ? {} : { 'content-length': Buffer.byteLength(body.text) }),
              }
            : {},
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              localPort: req.socket?.localPort,
            }),
          )
        },
      )
      req.setTimeout(5000, () => req.destroy(new Error('No answer within 5 s')))
      req.on('error', reject)
      if (body) req.write(body.text)
      req.end()
    })
  const tooLarge = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) })

  it.each([
    ['with a content length', false],
    ['chunked', true],
  ])('keeps a keep-alive connection usable after a 413 for a body %s', async (_, chunked) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/api/user', {
        text: tooLarge(2 * JSON_BODY_LIMIT),
        chunked,
      })
      expect(refused.status).toBe(413)
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
      const next = await send(agent, 'GET', '/api/docs/identity/openapi.json')
      expect(next.status).toBe(200)
      expect(next.localPort).toBe(refused.localPort)
      const again = await send(agent, 'POST', '/api/user', { text: '{}' })
      expect(again.status).toBe(401)
      expect(again.localPort).toBe(refused.localPort)
    } finally {
      agent.destroy()
    }
  })

  it('says Connection: close on its 413 for a body too large to read away, and the next request gets through', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/api/user', {
        text: tooLarge(MAX_DISCARDED_BODY_BYTES + 1024),
      }).catch((error: NodeJS.ErrnoException) => error)
      // The client may still be writing when the server closes: an EPIPE or reset is the honest answer too.
      if (!(refused instanceof Error)) {
        expect(refused.status).toBe(413)
        expect(refused.headers.connection).toBe('close')
      }
      expect((await send(agent, 'GET', '/api/docs/identity/openapi.json')).status).toBe(200)
    } finally {
      agent.destroy()
    }
  })

  it.each([
    ['the SPA', '/login'],
    ['an asset', '/assets/app.js'],
    ['an API answer', '/api/user'],
    ['an API error', '/api/no-such-domain/x'],
    ['the API reference', '/api/docs'],
  ])('sends the CloudFront security headers on %s', async (_, path) => {
    const agent = new Agent({ keepAlive: false })
    const answer = await send(agent, 'GET', path)
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (name !== 'Content-Security-Policy')
        expect(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
    // CloudFront's policy, with the local s3rver's loopback port let in for uploads and attachments.
    expect(answer.headers['content-security-policy']).toBe(LOCAL_SECURITY_HEADERS['Content-Security-Policy'])
    expect(answer.headers['content-security-policy']).toContain(
      "connect-src 'self' http://127.0.0.1:* http://localhost:* https://*.amazonaws.com",
    )
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })
})
