import { manifests as domains } from '../../functions/manifests'
import { runSmoke } from '../smoke/smoke'
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './support'

test.describe('npm run smoke', () => {
  test('signs in as the administrator and finds every domain answering on the local portal', async ({
    baseURL,
  }, testInfo) => {
    // A server check, not a screen: once is enough.
    test.skip(testInfo.project.name !== 'desktop-1280')
    if (!baseURL) throw new Error('No baseURL')
    const results = await runSmoke({ baseUrl: baseURL, email: ACCOUNTS.ADMIN, password: DEMO_PASSWORD })
    // Every domain's manifest names a smoke path (functions/manifests.ts finds them all).
    expect(results.map(({ domain }) => domain).sort()).toEqual(domains.map(({ name }) => name).sort())
    for (const result of results) expect(result, result.domain).toMatchObject({ ok: true, status: 200 })
  })

  test('reports a failed sign-in instead of checking the domains', async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280')
    if (!baseURL) throw new Error('No baseURL')
    const results = await runSmoke({
      baseUrl: baseURL,
      email: 'nobody@campus.local',
      password: 'Not-the-pass1',
    })
    expect(results).toEqual([expect.objectContaining({ domain: 'sign-in', ok: false, status: 401 })])
  })
})
