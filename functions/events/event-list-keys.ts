import type { ListQuery } from '@campus/core'
import { filterValue, partitionListKey, type ListKey } from '@campus/db'

/**
 * The partition a list reads: a creator's events or a department type's when the filter names one (the
 * narrower read), otherwise every event. Each is ordered by start.
 */
export function eventListKey(query: ListQuery): ListKey {
  const createdBy = filterValue(query, 'createdBy')
  if (createdBy)
    return partitionListKey('gsi2', `CREATOR#${createdBy}`, { satisfies: ['createdBy'], orderedBy: 'from' })
  const depType = filterValue(query, 'depType')
  if (depType)
    return partitionListKey('gsi3', `DEPTYPE#${depType}`, { satisfies: ['depType'], orderedBy: 'from' })
  return partitionListKey('gsi1', 'EVENTS', { orderedBy: 'from' })
}
