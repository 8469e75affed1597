import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns'

/** One SMS to send. India's DLT rules want the registered entity and template ids on every message. */
export interface SmsMessage {
  phone: string
  text: string
  /** What the message is for, e.g. OTP; kept with the message locally. */
  purpose: string
  dltEntityId?: string
  dltTemplateId?: string
}

/** The SMS port: SNS on AWS, an outbox locally. */
export interface SmsNotifier {
  send(message: SmsMessage): Promise<{ messageId: string }>
}

/** Sends through Amazon SNS as a transactional SMS. */
export function snsNotifier(client: SNSClient, senderId?: string): SmsNotifier {
  return {
    async send({ phone, text, dltEntityId, dltTemplateId }) {
      const attribute = (value: string) => ({ DataType: 'String', StringValue: value })
      const result = await client.send(
        new PublishCommand({
          PhoneNumber: toE164(phone),
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': attribute('Transactional'),
            ...(senderId ? { 'AWS.SNS.SMS.SenderID': attribute(senderId) } : {}),
            ...(dltEntityId ? { 'AWS.MM.SMS.EntityId': attribute(dltEntityId) } : {}),
            ...(dltTemplateId ? { 'AWS.MM.SMS.TemplateId': attribute(dltTemplateId) } : {}),
          },
        }),
      )
      return { messageId: result.MessageId ?? '' }
    },
  }
}

/** An outbox message, as the local SMS log shows it. */
export interface OutboxEntry extends SmsMessage {
  messageId: string
  sentAt: number
}

/** Keeps messages in memory (and hands them to `onSend`) instead of sending them: local mode and tests. */
export function outboxNotifier(onSend?: (entry: OutboxEntry) => void) {
  const entries: OutboxEntry[] = []
  let sequence = 0
  const notifier: SmsNotifier & { entries: readonly OutboxEntry[] } = {
    entries,
    send(message) {
      const entry = { ...message, messageId: `outbox-${Date.now()}-${++sequence}`, sentAt: Date.now() }
      entries.push(entry)
      onSend?.(entry)
      return Promise.resolve({ messageId: entry.messageId })
    },
  }
  return notifier
}

/** Indian numbers default to +91. */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.length === 10) return `+91${digits}`
  return `+${digits}`
}
