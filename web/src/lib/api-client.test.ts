import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiFetch, publicFetch, setSignedOutHandler } from './api-client'
import { isSignedIn } from './session'

/** A browser's cookie jar as page scripts see it: `document.cookie` reads `a=1; b=2`, a write sets or expires one. */
function fakeDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(text: string) {
        const [pair = ''] = text.split(';')
        const [name = '', value = ''] = pair.split('=')
        if (/max-age=0/i.test(text)) jar.delete(name)
        else jar.set(name, value)
      },
    },
  }
}

let sent: { input: unknown; init: RequestInit | undefined }[]
let answer: Response

beforeEach(() => {
  sent = []
  answer = new Response('{}', { status: 200 })
  vi.stubGlobal('location', { protocol: 'http:' })
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown, init?: RequestInit) => {
      sent.push({ input, init })
      return Promise.resolve(answer)
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  setSignedOutHandler(() => undefined)
})

describe('apiFetch', () => {
  it('lets the browser send the cookie and adds the web client header, never a token', async () => {
    const { document } = fakeDocument({ campus_signed_in: '1' })
    vi.stubGlobal('document', document)
    await apiFetch('/api/user/singleUser', { headers: { accept: 'application/json' } })
    const init = sent[0]?.init
    const headers = new Headers(init?.headers)
    expect(headers.get('x-requested-with')).toBe('campus-portal')
    expect(headers.get('accept')).toBe('application/json')
    expect(headers.has('authorization')).toBe(false)
    expect(init?.credentials).toBe('same-origin')
  })

  it('on a 401 forgets the session here, drops an old script-readable token, and goes to sign-in', async () => {
    const { document, jar } = fakeDocument({ campus_signed_in: '1', token: 'old.jwt.value', theme: 'dark' })
    vi.stubGlobal('document', document)
    const signedOut = vi.fn()
    setSignedOutHandler(signedOut)
    answer = new Response('{}', { status: 401 })
    await apiFetch('/api/user/singleUser')
    expect(signedOut).toHaveBeenCalledOnce()
    expect(isSignedIn()).toBe(false)
    expect([...jar.keys()]).toEqual(['theme'])
  })

  it('does not send a reader who was not signed in to sign-in on a 401 (a wrong password)', async () => {
    vi.stubGlobal('document', fakeDocument({}).document)
    const signedOut = vi.fn()
    setSignedOutHandler(signedOut)
    answer = new Response('{}', { status: 401 })
    await apiFetch('/api/user/login', { method: 'POST' })
    expect(signedOut).not.toHaveBeenCalled()
  })
})

describe('publicFetch', () => {
  it('keeps the session cookie out of calls anyone may make', async () => {
    await publicFetch('/boot/feedback/feedbackTemplate/getQuestions')
    expect(sent[0]?.init?.credentials).toBe('omit')
  })
})
