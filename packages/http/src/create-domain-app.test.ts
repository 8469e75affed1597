import { ADMINS } from '@campus/core'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { access } from './access'
import { createDomainApp } from './create-domain-app'
import { describe as describeRoute } from './route-meta'

const authenticate = () => Promise.resolve({ failure: 'Sign in to continue.' })

describe('createDomainApp', () => {
  const domain = createDomainApp({ name: 'things', prefixes: ['/api/things'], authenticate })
  domain.get('/api/things', access('public'), describeRoute({ summary: 'List things' }), (c) => c.json([]))
  domain.get('/api/things/boom', access('public'), () => {
    throw new Error('secret detail')
  })
  domain.get('/api/things/mine', access(ADMINS), (c) => c.json({}))
  const server = new Hono().route('/', domain).get('/elsewhere', (c) => c.text('other domain'))

  it('runs its middleware under its own prefixes only', async () => {
    const own = await server.request('/api/things')
    expect(own.headers.get('x-request-id')).toBeTruthy()
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await server.request('/elsewhere')).headers.get('x-request-id')).toBeNull()
  })

  it('turns an unexpected error into a 500 envelope without the detail', async () => {
    const response = await server.request('/api/things/boom')
    expect(response.status).toBe(500)
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } }
    expect(body.error).toMatchObject({ code: 'INTERNAL_ERROR', requestId: expect.any(String) })
    expect(JSON.stringify(body)).not.toContain('secret detail')
  })

  it('refuses a route with a role-restricted access and no token with 401', async () => {
    const response = await server.request('/api/things/mine')
    expect(response.status).toBe(401)
  })
})
