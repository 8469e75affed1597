import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { semesterCount, semesterOptions } from './semesters'

const t = englishT('curriculum')

describe('the semester choices', () => {
  it('names each semester of the course', () => {
    expect(semesterOptions(t, 2)).toEqual([
      { value: '1', label: 'Semester 1' },
      { value: '2', label: 'Semester 2' },
    ])
  })

  it('offers every semester when the count is unreadable', () => {
    expect(semesterOptions(t, semesterCount('eight'))).toHaveLength(10)
  })
})
