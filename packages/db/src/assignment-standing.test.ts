import { describe, expect, it } from 'vitest'
import { assignmentStandingOf } from './assignment-standing'

describe('assignment standing', () => {
  it('counts due unsubmitted assignments that take submissions as missing, and late submissions as late', () => {
    const assignments = [
      { id: 'due', deadlineAt: 100, acceptsSubmissions: true },
      { id: 'lateOne', deadlineAt: 100, acceptsSubmissions: true },
      { id: 'onTime', deadlineAt: 100, acceptsSubmissions: true },
      { id: 'notYet', deadlineAt: 300, acceptsSubmissions: true },
      { id: 'offline', deadlineAt: 100, acceptsSubmissions: false },
    ]
    const submissions = [
      { assignmentId: 'lateOne', late: true },
      { assignmentId: 'onTime', late: false },
      { assignmentId: 'deleted', late: true },
    ]
    expect(assignmentStandingOf(assignments, submissions, 200)).toEqual({ missing: 1, late: 1 })
  })
})
