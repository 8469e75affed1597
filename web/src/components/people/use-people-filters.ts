import { useState } from 'react'
import type { PeopleFilters } from './person-row'

/** The table's sort, as mantine-datatable's `sortStatus` reads it. */
interface SortStatus {
  columnAccessor: PropertyKey
  direction: 'asc' | 'desc'
}

/** What the shared people list reads and changes of a list's filters: department, status and the sort. */
export interface PeopleFiltering {
  filters: Pick<PeopleFilters, 'departmentId' | 'accountStatus'>
  change: (next: Pick<PeopleFilters, 'departmentId' | 'accountStatus'>) => void
  sortStatus: SortStatus & { columnAccessor: string }
  onSortStatusChange: (status: SortStatus) => void
}

/**
 * A people list's filters as state: a change merges into them, and the table's sort reads and writes them.
 * @param sorts the columns the server sorts by; any other column sorts by the first
 */
export function usePeopleFilters<Filters extends PeopleFilters>(
  initial: Filters,
  sorts: readonly Filters['sort'][],
) {
  const [filters, setFilters] = useState(initial)
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next }))
  return {
    filters,
    change,
    sortStatus: { columnAccessor: filters.sort, direction: filters.order },
    onSortStatusChange: ({ columnAccessor, direction }: SortStatus) =>
      change({
        sort: sorts.find((sort) => sort === columnAccessor) ?? sorts[0],
        order: direction,
      } as Partial<Filters>),
  }
}
