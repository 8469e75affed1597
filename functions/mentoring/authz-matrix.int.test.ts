import { accessRulesOf, describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createMentoringFixture, idOf } from './testing/fixture'

const f = await createMentoringFixture()
const { tokens } = f

let next = 0
/** A fresh CSE student for each sample, so one sample's writes never change another's. */
const freshStudent = () => `stu-${++next}`

/**
 * The samples act within CSE: its HOD (or the mentor, or a comment's author) within reach, the ECE HOD (or another
 * faculty member) outside it.
 */
function scopeSamples(): Record<string, ScopeSample> {
  return {
    'GET /api/mentor/byStaff/:staffId': async () => {
      await f.assign('mentor', [freshStudent()])
      const path = `/api/mentor/byStaff/${idOf('mentor')}`
      return { own: { token: tokens.hod, path }, other: { token: tokens.otherHod, path } }
    },
    'POST /api/mentor': () => {
      const body = { staffId: idOf('faculty'), students: [{ studentId: freshStudent() }] }
      return {
        own: { token: tokens.hod, path: '/api/mentor', body },
        other: { token: tokens.otherHod, path: '/api/mentor', body },
      }
    },
    'PUT /api/mentor/:id': async () => {
      const student = freshStudent()
      await f.assign('otherFaculty', [student])
      const path = `/api/mentor/${idOf('otherFaculty')}`
      const body = { staffId: idOf('otherFaculty'), students: [] }
      return { own: { token: tokens.hod, path, body }, other: { token: tokens.otherHod, path, body } }
    },
    'POST /api/mentorLog': async () => {
      const studentId = freshStudent()
      await f.assign('faculty', [studentId])
      const body = [{ staffId: idOf('faculty'), studentId, mentorId: idOf('faculty') }]
      return {
        own: { token: tokens.hod, path: '/api/mentorLog', body },
        other: { token: tokens.otherHod, path: '/api/mentorLog', body },
      }
    },
    'POST /api/mentorComment': () => {
      const body = { studentId: freshStudent(), commentDesc: 'Fine', rating: 5 }
      return {
        own: { token: tokens.hod, path: '/api/mentorComment', body },
        other: { token: tokens.otherHod, path: '/api/mentorComment', body },
      }
    },
    'PUT /api/mentorComment/:id': async () => {
      const studentId = freshStudent()
      const { id } = await f.ok<{ id: string }>('POST', '/api/mentorComment', {
        token: tokens.hod,
        body: { studentId, commentDesc: 'Fine', rating: 5 },
      })
      const body = { studentId, commentDesc: 'Better', rating: 6 }
      const path = `/api/mentorComment/${id}`
      return { own: { token: tokens.hod, path, body }, other: { token: tokens.otherHod, path, body } }
    },
    'DELETE /api/mentorComment/:id': async () => {
      const { id } = await f.ok<{ id: string }>('POST', '/api/mentorComment', {
        token: tokens.hod,
        body: { studentId: freshStudent(), commentDesc: 'Fine', rating: 5 },
      })
      const path = `/api/mentorComment/${id}`
      return { own: { token: tokens.hod, path }, other: { token: tokens.faculty, path } }
    },
  }
}

await describeDomainAccessMatrix('mentoring', f, scopeSamples)

describe('mentoring access rules', () => {
  it('keeps mentoring to the staff who mentor; assigning and removing to managers', () => {
    const staff = ['ADMIN', 'HOD', 'FACULTY']
    const managers = ['ADMIN', 'HOD']
    // The NAAC ratio and the signals pin their own (ratio/, signals/).
    const legacy = Object.entries(accessRulesOf(f.app)).filter(
      ([route]) => !/ \/api\/mentor\/(ratio|signals)/.test(route),
    )
    expect(Object.fromEntries(legacy)).toEqual({
      'GET /api/mentor': [staff, 'department'],
      'GET /api/mentor/byStaff/:staffId': [staff, 'department'],
      'POST /api/mentor': [managers, 'department'],
      'PUT /api/mentor/:id': [staff, 'department'],
      'POST /api/mentorLog': [managers, 'department'],
      'GET /api/mentorLog': [staff, 'department'],
      'GET /api/mentorComment': [staff, 'department'],
      'POST /api/mentorComment': [staff, 'department'],
      'PUT /api/mentorComment/:id': [staff, 'own'],
      'DELETE /api/mentorComment/:id': [staff, 'own'],
    })
  })
})
