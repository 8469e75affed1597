import { describe, expect, it } from 'vitest'
import { CreateCourseMaterialSchema } from './course-material'

/** Metadata arrives in the query string, so the tests parse it from one. */
const fromQuery = (search: string) =>
  CreateCourseMaterialSchema.safeParse(Object.fromEntries(new URLSearchParams(search)))

describe('CreateCourseMaterialSchema', () => {
  it('reads the query-string metadata, treating empty values as absent', () => {
    expect(
      fromQuery('title=Unit 1&subjectId=s1&courseMaterialType=Notes&description=&link=').data,
    ).toStrictEqual({
      title: 'Unit 1',
      subjectId: 's1',
      courseMaterialType: 'Notes',
    })
  })

  it('requires title, subject and type', () => {
    expect(
      fromQuery('title=&subjectId=&courseMaterialType=').error?.issues.map((issue) => issue.message),
    ).toStrictEqual([
      'Title is required',
      'Id is required',
      expect.stringContaining('ImportantQuestions') as unknown,
    ])
  })

  it('refuses a type outside the legacy list', () => {
    expect(fromQuery('title=T&subjectId=s1&courseMaterialType=Slides').success).toBe(false)
  })

  it.each(['https://example.edu/notes.pdf', 'http://example.edu'])('accepts the link %s', (link) => {
    expect(
      fromQuery(`title=T&subjectId=s1&courseMaterialType=Other&link=${encodeURIComponent(link)}`).success,
    ).toBe(true)
  })

  it.each(['javascript:alert(1)', 'ftp://example.edu/a', 'not a url'])('refuses the link %s', (link) => {
    expect(
      fromQuery(`title=T&subjectId=s1&courseMaterialType=Other&link=${encodeURIComponent(link)}`).error
        ?.issues[0]?.message,
    ).toBe('Enter a link starting with http:// or https://')
  })
})
