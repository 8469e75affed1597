import { parseListQuery } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { checkListQuery, stripKeys } from './list'

const spec = { filter: { usertype: 'string', sem: 'number' }, in: ['departmentid'], sort: ['name'] } as const
const check = (query: string) => () => checkListQuery(parseListQuery(new URLSearchParams(query)), spec)

describe('checkListQuery', () => {
  it('accepts declared filters, membership tests and sorts', () => {
    expect(check('filter=usertype eq HOD,sem eq 3&in=departmentid eq d1&sort=name')).not.toThrow()
  })

  it.each([
    ['filter=password eq x', 'Cannot filter on "password". Allowed: usertype, sem.'],
    ['in=roles eq x', 'Cannot test membership on "roles". Allowed: departmentid.'],
    ['sort=email', 'Cannot sort on "email". Allowed: name.'],
  ])('refuses %s naming the allowed fields', (query, message) => {
    expect(check(query)).toThrow(message)
  })
})

it('strips keys and library attributes', () => {
  expect(
    stripKeys({ pk: 'a', sk: 'b', gsi1pk: 'c', gsi12sk: 'd', __edb_e__: 'user', ttl: 1, name: 'N' }),
  ).toEqual({ name: 'N' })
})
