import { describe, expect, it } from 'vitest'
import { nameIn } from './names'

const groups = [{ id: 'g1', groupName: 'A' }]
const name = (group: { groupName: string }) => group.groupName

describe('nameIn', () => {
  it('names a record found, says a missing one is unknown, and gives nothing while the list loads', () => {
    expect(nameIn(groups, 'g1', name, 'Unknown group')).toBe('A')
    expect(nameIn(groups, 'g2', name, 'Unknown group')).toBe('Unknown group')
    expect(nameIn<(typeof groups)[number]>(undefined, 'g1', name, 'Unknown group')).toBeUndefined()
  })
})
