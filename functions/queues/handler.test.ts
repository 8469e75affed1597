import { describe, expect, it } from 'vitest'
import { consumeBatch } from './handler'

describe('consumeBatch (the SQS consumer Lambda)', () => {
  it('reports only the messages whose consumer threw, so SQS delivers just those again', async () => {
    const seen: unknown[] = []
    const result = await consumeBatch(
      {
        Records: [
          { messageId: 'a', body: '{"n":1}' },
          { messageId: 'b', body: '{"n":2}' },
          { messageId: 'c', body: 'not json' },
        ],
      },
      (body) => {
        seen.push(body)
        if ((body as { n: number }).n === 2) return Promise.reject(new Error('SNS throttled'))
        return Promise.resolve()
      },
    )
    expect(seen).toEqual([{ n: 1 }, { n: 2 }])
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'b' }, { itemIdentifier: 'c' }])
  })
})
