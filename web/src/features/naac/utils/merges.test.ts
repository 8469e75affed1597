import { describe, expect, it } from 'vitest'
import { mergesState } from './merges'

describe('where merges asked for at once stand', () => {
  it('is unfinished while any merge runs', () => {
    expect(mergesState([{ status: 'COMPLETED' }, { status: 'PROCESSING' }])).toEqual({
      finished: false,
      completed: 1,
      failed: 0,
      total: 2,
    })
  })

  it('ends when every merge has, counting failures and requests that were never recorded', () => {
    expect(mergesState([{ status: 'COMPLETED' }, { status: 'COMPLETED' }])).toMatchObject({
      finished: true,
      failed: 0,
    })
    expect(mergesState([{ status: 'COMPLETED' }, { status: 'FAILED' }, null])).toEqual({
      finished: true,
      completed: 1,
      failed: 2,
      total: 3,
    })
  })

  it('has nothing to wait for when nothing was asked', () => {
    expect(mergesState([])).toEqual({ finished: true, completed: 0, failed: 0, total: 0 })
  })
})
