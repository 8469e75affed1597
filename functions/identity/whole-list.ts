import { MAX_LIST_COUNT, type ListCondition, type ListQuery } from '@campus/core'

/**
 * A list query for every user the conditions select, by name: what the reports and the profile pages read
 * whole (as the legacy client's `count=100000` does).
 */
export const wholeList = (filter: ListCondition[], inConditions: ListCondition[] = []): ListQuery => ({
  filter,
  in: inConditions,
  fields: [],
  order: 'asc',
  start: 0,
  count: MAX_LIST_COUNT,
})
