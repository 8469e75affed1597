import { describe, expect, it } from 'vitest'
import { fromPortalOnly, fromPortalOnlyWithSecret, ORIGIN_HEADER } from './origin-guard'

const answer = async (_event: { headers?: Record<string, string> }, _context?: unknown) =>
  Promise.resolve({ statusCode: 200, body: 'ok' })

describe('the origin guard', () => {
  it('leaves the handler as it is without a secret (local mode and tests)', async () => {
    const handler = await fromPortalOnly(answer, { region: 'ap-south-1' })
    expect(handler).toBe(answer)
  })
})

describe('with a secret', () => {
  // The secret is read from Secrets Manager on AWS; here the guard is built the same way around a known value.
  const guard = (secret: string) => fromPortalOnlyWithSecret(answer, secret)

  it('answers 403 without the header or with a wrong value, and passes the right one through', async () => {
    const handler = guard('s3cret-value-from-secrets-manager')
    const call = (headers?: Record<string, string>) => handler({ ...(headers ? { headers } : {}) })
    expect(await call()).toMatchObject({ statusCode: 403 })
    expect(await call({ [ORIGIN_HEADER]: 'wrong' })).toMatchObject({ statusCode: 403 })
    expect(await call({ [ORIGIN_HEADER]: 's3cret-value-from-secrets-manager!' })).toMatchObject({
      statusCode: 403,
    })
    expect(await call({ [ORIGIN_HEADER]: 's3cret-value-from-secrets-manager' })).toEqual({
      statusCode: 200,
      body: 'ok',
    })
    const refused = (await call()) as { body: string }
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'NOT_THROUGH_PORTAL' } })
  })
})
