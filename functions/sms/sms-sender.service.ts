import type { SmsNotifier } from '@campus/runtime'
import {
  smsDayOf,
  smsEncoding,
  smsMonthOf,
  smsSegments,
  type SmsSendMessage,
  type SmsSendRecipient,
} from '@campus/sms'
import { changesOfFinal, type SmsCountersRepository } from './counters.repository'
import type { SmsLogItem, SmsLogRepository } from './sms-log.repository'

/**
 * How long a delivery holds a message it claimed: far longer than one SNS call and the wait for its turn, far
 * shorter than the queue's visibility timeout, so a message is taken over only from a delivery that died.
 */
export const SMS_LEASE_MS = 120_000

/**
 * SNS errors that refuse this message for good (an invalid or opted-out number, a message SNS cannot take):
 * the message ends F with the reason. Anything else (throttling, a network error, missing permissions) is
 * thrown, so SQS delivers the queue message again and, after five tries, moves it to the dead-letter queue.
 */
const PERMANENT_REFUSALS = new Set([
  'InvalidParameterException',
  'InvalidParameterValueException',
  'ValidationException',
  'EndpointDisabledException',
  'OptedOutException',
])

/** Why SNS refused a message for good, or undefined when the failure may pass (and must be retried). */
export function permanentRefusal(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  if (!PERMANENT_REFUSALS.has(error.name) && !/opted out/i.test(error.message)) return undefined
  return `${error.name}: ${error.message}`.slice(0, 500)
}

/** What became of one recipient in this delivery. */
type Outcome = 'done' | 'busy'

/**
 * Sends a queue message's recipients, each exactly once however often the message is delivered (ADR 0026):
 *
 * 1. claim the recipient's log item (a conditional put, P, leased to this delivery). If it exists: counted
 *    means done; otherwise, leased by a live delivery means busy (left for a later retry), and a lease that ran
 *    out (a delivery that died) is taken over with one conditional write;
 * 2. if still P: wait for a turn (the pace), publish through SNS, and record S with SNS's message id, or F
 *    with the reason when SNS refuses the number for good. Any other error gives the lease back and is thrown;
 * 3. count the final status once (the month counters, and for F the quota's parts back; see
 *    counters.repository.ts), then mark the item counted.
 *
 * The one window that cannot be closed: SNS accepts a message and the delivery dies before it records S. A
 * later delivery sees P with a lease that ran out and sends it again, so that recipient gets two. Everything
 * else (a crash before the publish, after the S write, or while counting) is repaired by the next delivery.
 */
export function createSmsSender(deps: {
  log: SmsLogRepository
  counters: SmsCountersRepository
  sms: SmsNotifier
  /** Resolves when the next SMS may go (the token bucket). */
  pace: () => Promise<void>
  now: () => number
  leaseMs?: number
}) {
  const leaseMs = deps.leaseMs ?? SMS_LEASE_MS

  const logItemOf = (message: SmsSendMessage, recipient: SmsSendRecipient) => ({
    batchId: message.batchId,
    recipientKey: recipient.key,
    senderId: message.sender.id,
    fUser: message.sender.name,
    toName: recipient.name,
    toUserType: recipient.usertype,
    msg: message.text,
    phone: recipient.phone,
    segments: smsSegments(message.text),
    encoding: smsEncoding(message.text),
    purpose: message.purpose,
    ...(message.dltTemplateId ? { dltTemplateId: message.dltTemplateId } : {}),
    createdOn: message.createdOn,
    sDay: smsDayOf(message.createdOn),
  })

  async function count(item: SmsLogItem & { status: 'S' | 'F' }) {
    const marker = `${item.batchId}#${item.recipientKey}`
    const changes = changesOfFinal({
      status: item.status,
      createdOnMonth: smsMonthOf(item.createdOn),
      senderId: item.senderId,
      segments: item.segments,
    })
    await deps.counters.apply(marker, changes)
    await deps.log.markCounted(item)
    await deps.counters.forget(marker, changes)
  }

  async function publish(item: SmsLogItem, lease: number): Promise<SmsLogItem | undefined> {
    await deps.pace()
    let outcome: { status: 'S'; snsMessageId: string } | { status: 'F'; reason: string }
    try {
      const { messageId } = await deps.sms.send({
        phone: item.phone,
        text: item.msg,
        purpose: item.purpose,
        ...(item.dltTemplateId ? { dltTemplateId: item.dltTemplateId } : {}),
      })
      outcome = { status: 'S', snsMessageId: messageId }
    } catch (error) {
      const reason = permanentRefusal(error)
      if (reason === undefined) throw error
      outcome = { status: 'F', reason }
    }
    const at = deps.now()
    // Lost only if this delivery outlived its lease and another took the message over: that one finishes it.
    if (!(await deps.log.finish(item, outcome, lease, at))) return undefined
    return { ...item, ...outcome, sentOn: at }
  }

  async function deliver(message: SmsSendMessage, recipient: SmsSendRecipient): Promise<Outcome> {
    const lease = deps.now() + leaseMs
    const claim = await deps.log.claim(logItemOf(message, recipient), lease)
    let item = claim.item
    if (!claim.claimed) {
      if (item.counted) return 'done'
      if ((item.leaseUntil ?? 0) > deps.now()) return 'busy'
      if (!(await deps.log.takeOver(item, lease))) return 'busy'
    }
    try {
      if (item.status === 'P') {
        const finished = await publish(item, lease)
        if (!finished) return 'done'
        item = finished
      }
      await count(item as SmsLogItem & { status: 'S' | 'F' })
      return 'done'
    } catch (error) {
      // Best effort: a delivery that dies outright cannot, and its lease then runs out instead.
      await deps.log.release(item, lease).catch(() => undefined)
      throw error
    }
  }

  return {
    /**
     * Sends one queue message's recipients in order. Throws when one fails in a way that may pass (SQS then
     * delivers the message again: recipients done already are skipped), or when another delivery is still
     * sending some of them (they are looked at again on the next delivery).
     */
    async send(message: SmsSendMessage) {
      let busy = 0
      for (const recipient of message.chunk) if ((await deliver(message, recipient)) === 'busy') busy += 1
      if (busy)
        throw new Error(
          `${busy} recipients of SMS batch ${message.batchId} are held by another delivery; trying again later.`,
        )
    },
  }
}

export type SmsSender = ReturnType<typeof createSmsSender>
