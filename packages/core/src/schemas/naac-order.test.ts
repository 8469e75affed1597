import { describe, expect, it } from 'vitest'
import { byPosition } from './naac'

describe('templates by position', () => {
  it('reads positions as numbers, then text, then none', () => {
    const rows = [
      { title: 'c', position: '10' },
      { title: 'a', position: '2' },
      { title: 'e' },
      { title: 'd', position: 'x' },
      { title: 'b', position: '2.5' },
    ]
    expect([...rows].sort(byPosition).map((row) => row.title)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})
