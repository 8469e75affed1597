import { expect } from 'vitest'

type Answer = { status: number; body: { error?: { code: string; details?: unknown } | undefined } }

/** Checks that a call was refused as the API documents it: by its status and its error code. */
export function expectRefused(response: Answer, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(response.body.error?.code).toBe(code)
}

/** Checks that a call was refused as invalid (400), naming exactly these problems (or what a matcher accepts). */
export function expectInvalid(response: Answer, details: unknown) {
  expect(response.status).toBe(400)
  expect(response.body.error?.details).toEqual(details)
}
