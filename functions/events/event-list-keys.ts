import type { ListQuery } from '@campus/core'
import { filterValue, type ListKey } from '@campus/db'

/**
 * The partition a list reads: a creator's events or a department type's when the filter names one (the
 * narrower read), otherwise every event. Each is ordered by start.
 */
export function eventListKey(query: ListQuery): ListKey {
  const createdBy = filterValue(query, 'createdBy')
  if (createdBy)
    return {
      indexName: 'gsi2',
      partition: { attribute: 'gsi2pk', value: `CREATOR#${createdBy}` },
      satisfies: ['createdBy'],
      orderedBy: 'from',
    }
  const depType = filterValue(query, 'depType')
  if (depType)
    return {
      indexName: 'gsi3',
      partition: { attribute: 'gsi3pk', value: `DEPTYPE#${depType}` },
      satisfies: ['depType'],
      orderedBy: 'from',
    }
  return { indexName: 'gsi1', partition: { attribute: 'gsi1pk', value: 'EVENTS' }, orderedBy: 'from' }
}
