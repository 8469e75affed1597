import { describe, expect, it } from 'vitest'
import { startJobRequest, type StartableRequests } from './job-request-start'

interface Export {
  id: string
  status: 'PROCESSING' | 'READY' | 'FAILED'
  error?: string
}

/** Requests in memory: one may already run; what was written is kept in order. */
function requestsWith(running?: Export) {
  const written: string[] = []
  const requests: StartableRequests<Export> = {
    startOrFindRunning: (request) => {
      if (running) return Promise.resolve({ started: false, running })
      written.push(`start ${request.id}`)
      return Promise.resolve({ started: true })
    },
    finish: (request, changes) => {
      written.push(`finish ${request.id} ${changes.status}`)
      return Promise.resolve(true)
    },
  }
  return { requests, written }
}

const request: Export = { id: 'new', status: 'PROCESSING' }
const notStarted = () => ({ status: 'FAILED' as const, error: 'The export could not be started. Try again.' })

describe('startJobRequest', () => {
  it('records the request, then what goes with it, then starts its job, and answers the request', async () => {
    const { requests, written } = requestsWith()
    const answer = await startJobRequest(requests, request, {
      recorded: () => Promise.resolve(written.push('audit')),
      start: () => Promise.resolve(written.push('job')),
      notStarted,
    })
    expect(answer).toBe(request)
    expect(written).toEqual(['start new', 'audit', 'job'])
  })

  it('answers the running request and neither records nor starts anything', async () => {
    const running: Export = { id: 'running', status: 'PROCESSING' }
    const { requests, written } = requestsWith(running)
    const answer = await startJobRequest(requests, request, {
      recorded: () => Promise.resolve(written.push('audit')),
      start: () => Promise.resolve(written.push('job')),
      notStarted,
    })
    expect(answer).toBe(running)
    expect(written).toEqual([])
  })

  it('ends the request as told when its job cannot start, and answers it so', async () => {
    const { requests, written } = requestsWith()
    const answer = await startJobRequest(requests, request, {
      start: () => Promise.reject(new Error('Scheduler unavailable')),
      notStarted,
    })
    expect(answer).toEqual({ ...request, ...notStarted() })
    expect(written).toEqual(['start new', 'finish new FAILED'])
  })
})
