import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { createAssignmentsFixture, idOf } from './testing/fixture'

const f = await createAssignmentsFixture()
const { tokens } = f

/**
 * Assignments are managed by their author, the subject's teachers, the department's HOD and the administrator:
 * the samples act on one the CSE faculty member set, as the CSE HOD (own) and the ECE HOD or a faculty member
 * who does not teach the subject (other). Students act on assignments set for their group: the group A student
 * (own) and the group B student (other).
 */
function scopeSamples(): Record<string, ScopeSample> {
  const staffSample = (path: (id: string) => string, body?: (id: string) => unknown) => async () => {
    const { id } = await f.compose()
    return {
      own: { token: tokens.hod, path: path(id), body: body?.(id) },
      other: { token: tokens.otherHod, path: path(id), body: body?.(id) },
    }
  }
  const studentSample = (path: (id: string) => string, body?: (id: string) => unknown) => async () => {
    const { id } = await f.compose()
    await f.submit(id)
    return {
      own: { token: tokens.student, path: path(id), body: body?.(id) },
      other: { token: tokens.studentB, path: path(id), body: body?.(id) },
    }
  }
  return {
    'POST /api/assignment/send/': () => ({
      own: { token: tokens.faculty, path: '/api/assignment/send/', body: f.aComposeBody() },
      other: { token: tokens.otherFaculty, path: '/api/assignment/send/', body: f.aComposeBody() },
    }),
    'POST /api/assignment/send': () => ({
      own: { token: tokens.faculty, path: '/api/assignment/send', body: f.aComposeBody() },
      other: { token: tokens.eceFaculty, path: '/api/assignment/send', body: f.aComposeBody() },
    }),
    'PUT /api/assignment/update': async () => {
      const sent = await f.compose()
      const body = { ...f.aComposeBody(), id: sent.id, title: 'Renamed' }
      return {
        own: { token: tokens.hod, path: '/api/assignment/update', body },
        other: { token: tokens.otherFaculty, path: '/api/assignment/update', body },
      }
    },
    'GET /api/assignment/sent': () => ({
      own: { token: tokens.faculty, path: `/api/assignment/sent?filter=createdBy eq ${idOf('faculty')}` },
      other: {
        token: tokens.otherFaculty,
        path: `/api/assignment/sent?filter=createdBy eq ${idOf('faculty')}`,
      },
    }),
    'GET /api/assignment/:id': studentSample((id) => `/api/assignment/${id}`),
    'DELETE /api/assignment/:id': staffSample((id) => `/api/assignment/${id}`),
    'GET /api/assignment/getsingleassignment/:id': studentSample(
      (id) => `/api/assignment/getsingleassignment/${id}`,
    ),
    'POST /api/assignment/studentSubmission': async () => {
      const { id } = await f.compose()
      const body = {
        assignmentId: id,
        studentFile: await f.upload('mine.pdf', '%PDF-1.4 x', idOf('student')),
      }
      return {
        own: { token: tokens.student, path: '/api/assignment/studentSubmission', body },
        other: { token: tokens.studentB, path: '/api/assignment/studentSubmission', body },
      }
    },
    'DELETE /api/assignment/updatestudentSubmission/:id': studentSample(
      (id) => `/api/assignment/updatestudentSubmission/${id}`,
    ),
    'GET /api/assignment/getassignment/:id': staffSample((id) => `/api/assignment/getassignment/${id}`),
    'POST /api/assignment/:id/zip': async () => {
      const { id } = await f.compose()
      await f.submit(id)
      return {
        own: { token: tokens.hod, path: `/api/assignment/${id}/zip` },
        other: { token: tokens.otherHod, path: `/api/assignment/${id}/zip` },
      }
    },
    'GET /api/assignment/:id/zip': staffSample((id) => `/api/assignment/${id}/zip`),
    'POST /api/assignment/:id/remind': async () => {
      const { id } = await f.compose()
      const path = `/api/assignment/${id}/remind`
      return {
        own: { token: tokens.hod, path, body: { sms: 'NO' } },
        other: { token: tokens.otherHod, path, body: { sms: 'NO' } },
      }
    },
    'PUT /api/assignment/:id/mark/:studentId': async () => {
      const { id } = await f.compose()
      await f.submit(id)
      const path = `/api/assignment/${id}/mark/${idOf('student')}`
      return {
        own: { token: tokens.faculty, path, body: { mark: 8, remark: 'Good' } },
        other: { token: tokens.otherFaculty, path, body: { mark: 8, remark: 'Good' } },
      }
    },
  }
}

await describeDomainAccessMatrix('assignments', f, scopeSamples)
afterAll(() => f.jobs.done())

describe('assignments access rules', () => {
  it('lets staff compose and manage, students submit, and custom users nothing', () => {
    const byRoute = Object.fromEntries(
      operationsOf(f.app).map(({ method, path, meta }) => [`${method} ${path}`, meta.access]),
    )
    const staff = ['ADMIN', 'HOD', 'FACULTY']
    expect(byRoute).toMatchObject({
      'POST /api/assignment/send/': ['HOD', 'FACULTY'],
      'PUT /api/assignment/update': staff,
      'GET /api/assignment/sent': staff,
      'GET /api/assignment/view': ['STUDENT'],
      'POST /api/assignment/studentSubmission': ['STUDENT'],
      'GET /api/assignment/getassignment/:id': staff,
      'PUT /api/assignment/:id/mark/:studentId': staff,
      'POST /api/assignment/:id/remind': staff,
    })
    expect(Object.values(byRoute).flat()).not.toContain('CUSTOM')
  })
})
