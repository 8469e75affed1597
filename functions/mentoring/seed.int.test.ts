import { describe, expect, it } from 'vitest'
import { demoMentorships, isMentoringSeeded, seedMentoring } from './seed'
import { createMentoringFixture } from './testing/fixture'

const f = await createMentoringFixture()
const table = f.env.tables.mentoring

describe('the demo mentoring', () => {
  it('seeds CSE mentors with their students, comments and an ended mentorship, once', async () => {
    expect(await isMentoringSeeded(f.env.client, table)).toBe(false)
    await seedMentoring(f.env.client, table)
    expect(await isMentoringSeeded(f.env.client, table)).toBe(true)
    const admin = f.tokens.admin
    const [record] = await f.ok<{ students: unknown[] }[]>('GET', '/api/mentor/byStaff/user-faculty-1', {
      token: admin,
    })
    expect(record?.students).toHaveLength(5)
    const comments = await f.ok<{ rating: number }[]>(
      'GET',
      '/api/mentorComment?filter=studentId equser-student-5',
      {
        token: admin,
      },
    )
    expect(comments.map(({ rating }) => rating)).toEqual([5, 4])
    const timeline = await f.ok<{ staffId: string; current: boolean }[]>(
      'GET',
      '/api/mentorLog?filter=studentId eq user-student-5',
      { token: admin },
    )
    expect(timeline.map(({ staffId, current }) => ({ staffId, current }))).toEqual([
      { staffId: 'user-faculty-1', current: true },
      { staffId: 'user-faculty-7', current: false },
    ])
    // Seeding again writes the same items: nothing doubles.
    await seedMentoring(f.env.client, table)
    expect(
      await f.ok('GET', '/api/mentorComment?filter=studentId equser-student-5', { token: admin }),
    ).toHaveLength(2)
    expect(demoMentorships(Date.now()).filter((m) => m.staffId === undefined)).toHaveLength(1)
  })
})
