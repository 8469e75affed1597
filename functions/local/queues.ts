import type { DomainManifest } from '@campus/http'
import { inProcessQueue, logger, type QueueContext } from '@campus/runtime'

/**
 * Every manifest's queues in this process (ADR 0026), with SQS's contract: at least once, retried, then a dead
 * letter. Dead letters are logged, as the DLQ alarm reports them on AWS.
 */
export function localQueues(manifests: readonly DomainManifest[], context: QueueContext) {
  const consumers = Object.fromEntries(
    manifests.flatMap(({ queues = [] }) =>
      queues.map(({ name, consume, maxReceiveCount, maxConcurrency }) => [
        name,
        { consume, maxReceiveCount, concurrency: maxConcurrency },
      ]),
    ),
  )
  return inProcessQueue({
    context,
    consumers,
    onDeadLetter: ({ queue, messageId, receiveCount, error }) =>
      logger.error('Queue message failed every delivery', { queue, messageId, receiveCount, error }),
  })
}
