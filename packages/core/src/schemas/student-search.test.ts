import { describe, expect, it } from 'vitest'
import { StudentSearchQuerySchema } from './student-search'

describe('StudentSearchQuerySchema', () => {
  it('trims the text and returns 50 students unless told otherwise', () => {
    expect(StudentSearchQuerySchema.parse({ text: '  meena ' })).toStrictEqual({ text: 'meena', count: 50 })
    expect(StudentSearchQuerySchema.parse({ text: 'cse23', count: '10' })).toStrictEqual({
      text: 'cse23',
      count: 10,
    })
  })

  it.each([
    [{ text: ' a ' }, 'Type at least 2 characters to search'],
    [{}, 'Type a register number, name, phone, email or parent phone to search'],
    [{ text: 'cse', count: '101' }, 'count must be between 1 and 100'],
    [{ text: 'cse', count: '0' }, 'count must be between 1 and 100'],
    [{ text: 'cse', count: 'all' }, 'count must be a whole number'],
  ])('refuses %j', (query, message) => {
    expect(StudentSearchQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message)
  })
})
