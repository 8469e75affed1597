import { describe, expect, it } from 'vitest'
import { hasFile, NO_FILE, NoFileSchema } from './no-file'

describe('the legacy "no file"', () => {
  it('is an empty object that holds no file', () => {
    expect(hasFile(NO_FILE)).toBe(false)
    expect(hasFile(undefined)).toBe(false)
    expect(hasFile({ fileKey: 'a.pdf', url: 'https://x' })).toBe(true)
  })

  it('is exactly {} in a response schema', () => {
    expect(NoFileSchema.safeParse({}).success).toBe(true)
    expect(NoFileSchema.safeParse({ fileKey: 'a.pdf' }).success).toBe(false)
  })
})
