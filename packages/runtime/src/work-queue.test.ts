import { describe, expect, it } from 'vitest'
import { outboxNotifier } from './notifier'
import { inProcessQueue, queueUrlVariable, type QueueContext } from './work-queue'

const context = {
  sms: outboxNotifier(),
  settings: {},
  now: () => Date.now(),
} as unknown as QueueContext

describe('inProcessQueue (SQS locally)', () => {
  it('delivers every message, again after a failure, and a dead letter after maxReceiveCount', async () => {
    const deliveries = new Map<number, number>()
    const queue = inProcessQueue({
      context,
      retryDelayMs: 1,
      consumers: {
        work: {
          maxReceiveCount: 3,
          concurrency: 2,
          consume: (_context, body) => {
            const n = (body as { n: number }).n
            const count = (deliveries.get(n) ?? 0) + 1
            deliveries.set(n, count)
            // 1 fails once, 2 always fails, the rest succeed first time.
            if (n === 2 || (n === 1 && count === 1)) return Promise.reject(new Error(`failed ${n}`))
            return Promise.resolve()
          },
        },
      },
    })
    await queue.send(
      'work',
      [0, 1, 2, 3].map((n) => ({ n })),
    )
    await queue.idle()
    expect(Object.fromEntries(deliveries)).toEqual({ 0: 1, 1: 2, 2: 3, 3: 1 })
    expect(queue.deadLetters.map(({ body, receiveCount, error }) => ({ body, receiveCount, error }))).toEqual(
      [{ body: { n: 2 }, receiveCount: 3, error: 'failed 2' }],
    )
  })

  it('runs at most `concurrency` consumers at once and hands each a copy of the body', async () => {
    let running = 0
    let most = 0
    const body = { list: [1] }
    const queue = inProcessQueue({
      context,
      consumers: {
        work: {
          maxReceiveCount: 1,
          concurrency: 2,
          consume: async (_context, received) => {
            ;(received as typeof body).list.push(2)
            running += 1
            most = Math.max(most, running)
            await new Promise((resolve) => setTimeout(resolve, 5))
            running -= 1
          },
        },
      },
    })
    await queue.send(
      'work',
      Array.from({ length: 6 }, () => body),
    )
    await queue.idle()
    expect(most).toBe(2)
    expect(body.list).toEqual([1])
  })

  it('refuses a queue nobody consumes, and names the URL variable of each queue', async () => {
    const queue = inProcessQueue({ context, consumers: {} })
    await expect(queue.send('nowhere', [{}])).rejects.toThrow('No consumer for queue nowhere')
    expect(queueUrlVariable('sms-send')).toBe('QUEUE_URL_SMS_SEND')
  })
})
