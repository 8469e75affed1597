import type { QueueSender } from '@campus/runtime'

/**
 * Keeps what an app puts on its queues as SQS would take it (a JSON copy): `sent` in order, `bodiesOf` one
 * queue's; `failNext()` makes the next send throw, as SQS refusing the batch would.
 */
export function recordingQueues() {
  const sent: { queue: string; body: unknown }[] = []
  let failing = false
  const sender: QueueSender = {
    send(queue, bodies) {
      if (failing) {
        failing = false
        return Promise.reject(new Error('SQS refused the batch'))
      }
      for (const body of bodies) sent.push({ queue, body: JSON.parse(JSON.stringify(body)) as unknown })
      return Promise.resolve()
    },
  }
  return {
    sender,
    sent,
    /** The bodies sent to `queue`, oldest first. */
    bodiesOf: <Body>(queue: string) =>
      sent.filter((message) => message.queue === queue).map(({ body }) => body as Body),
    failNext: () => {
      failing = true
    },
  }
}
