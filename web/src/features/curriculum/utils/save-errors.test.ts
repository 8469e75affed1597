import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { saveErrors } from './save-errors'

const t = englishT('curriculum')

describe('a failed save', () => {
  it('asks to try again when the server gave no reason', () => {
    expect(saveErrors(new Error('offline'), t)).toEqual({
      fields: {},
      general: 'That did not save. Try again in a moment.',
    })
  })
})
