import { createHash } from 'node:crypto'
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError, textProblem } from '@campus/core'
import { writtenUnlessConditionFails } from '@campus/db'
import type { QueueSender } from '@campus/runtime'
import { reservationMarker, smsBatchKey } from './keys'
import {
  SMS_CHUNK_SIZE,
  SMS_SEND_QUEUE,
  smsPhoneOf,
  type DispatchRequest,
  type DispatchResult,
  type SmsSendMessage,
  type SmsSendRecipient,
} from './message'
import { createSmsQuota, RESERVATION_MARKER_DAYS } from './quota'
import {
  matchesDltTemplate,
  SMS_MAX_SEGMENTS,
  smsEncoding,
  smsSegments,
  SmsTemplateError,
  type SmsEncoding,
} from './text'

/**
 * Where a batch is: claimed (RESERVING: its quota may or may not be charged yet), charged (RESERVED: its
 * messages may or may not be on the queue yet), or done (QUEUED).
 */
export type SmsBatchState = 'RESERVING' | 'RESERVED' | 'QUEUED'

/** The batch record: one per dispatch, written once (a conditional put), then moved on by state. */
export interface SmsBatchRecord {
  batchId: string
  state: SmsBatchState
  sender: { id: string; name: string }
  purpose: string
  text: string
  dltTemplateId?: string
  encoding: SmsEncoding
  segments: number
  queued: number
  skippedNoPhone: number
  skippedDuplicatePhone: number
  parts: number
  /** A hash of what is sent to whom: a retry with another text or other recipients is refused. */
  fingerprint: string
  /** The reservation's marker on the quota item. */
  marker: string
  createdOn: number
}

export interface SmsDispatchOptions {
  client: DynamoDBDocumentClient
  table: string
  queue: QueueSender
  now?: () => number
}

/** A batch found still RESERVING this long after it was claimed may have lost its marker: it is not resumed. */
const STALE_AFTER_MS = (RESERVATION_MARKER_DAYS - 1) * 24 * 60 * 60 * 1000

const BATCH_ID = /^[A-Za-z0-9_-]{1,100}$/
/** Recipient keys go into a sort key (`TO#<key>`): no `#`, nothing a key would need to escape. */
const RECIPIENT_KEY = /^[A-Za-z0-9:_.@-]{1,128}$/
const DLT_TEMPLATE_ID = /^[A-Za-z0-9]{1,64}$/
/** Names are cut to this, which keeps ten queue messages of 50 recipients within one SQS batch's 256 KB. */
const NAME_MAX = 100

const invalid = (message: string) => new AppError(422, 'SMS_DISPATCH_INVALID', message)

/** What a request comes to: who gets a message, who is left out, and what it costs. */
interface DispatchPlan {
  recipients: SmsSendRecipient[]
  skippedNoPhone: number
  skippedDuplicatePhone: number
  encoding: SmsEncoding
  segments: number
  fingerprint: string
}

function planOf(request: DispatchRequest): DispatchPlan {
  const { batchId, sender, purpose, text, dltTemplateId } = request
  if (!BATCH_ID.test(batchId))
    throw invalid(`The batch id "${batchId}" is not 1 to 100 letters, digits, "-" or "_".`)
  if (!sender.id.trim() || !sender.name.trim()) throw invalid('The SMS sender needs an id and a name.')
  if (!purpose.trim() || purpose.length > 50) throw invalid('The SMS purpose must be 1 to 50 characters.')
  if (dltTemplateId !== undefined && !DLT_TEMPLATE_ID.test(dltTemplateId))
    throw invalid(`The DLT template id "${dltTemplateId}" is not 1 to 64 letters or digits.`)
  if (!text.trim()) throw new AppError(422, 'SMS_TEXT_EMPTY', 'The SMS text is empty.')
  const problem = textProblem(text)
  if (problem) throw new AppError(422, 'SMS_TEXT_INVALID', `The SMS text cannot be sent: ${problem}`)
  if (request.dltTemplate !== undefined) {
    let matches: boolean
    try {
      matches = matchesDltTemplate(request.dltTemplate, text)
    } catch (error) {
      if (!(error instanceof SmsTemplateError)) throw error
      throw new AppError(422, 'SMS_TEMPLATE_INVALID', error.message)
    }
    if (!matches)
      throw new AppError(
        422,
        'SMS_TEMPLATE_MISMATCH',
        `The SMS text does not match the registered DLT template "${request.dltTemplate}"; the operator would drop it.`,
      )
  }
  const segments = smsSegments(text)
  if (segments > SMS_MAX_SEGMENTS)
    throw new AppError(
      422,
      'SMS_TOO_LONG',
      `The SMS would be sent as ${segments} parts; at most ${SMS_MAX_SEGMENTS} are allowed. Shorten the text.`,
      { segments, max: SMS_MAX_SEGMENTS },
    )

  const keys = new Set<string>()
  const phones = new Set<string>()
  const recipients: SmsSendRecipient[] = []
  let skippedNoPhone = 0
  let skippedDuplicatePhone = 0
  for (const recipient of request.recipients) {
    if (!RECIPIENT_KEY.test(recipient.key))
      throw invalid(`The recipient key "${recipient.key}" is not 1 to 128 letters, digits or ":_.@-".`)
    if (keys.has(recipient.key)) throw invalid(`The recipient key "${recipient.key}" appears twice.`)
    keys.add(recipient.key)
    const phone = smsPhoneOf(recipient.phone)
    if (!phone) skippedNoPhone += 1
    else if (phones.has(phone)) skippedDuplicatePhone += 1
    else {
      phones.add(phone)
      recipients.push({
        key: recipient.key,
        name: recipient.name.trim().slice(0, NAME_MAX),
        usertype: recipient.usertype.trim().slice(0, 50),
        phone,
      })
    }
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([sender, purpose, text, dltTemplateId ?? null, recipients]))
    .digest('base64url')
  return {
    recipients,
    skippedNoPhone,
    skippedDuplicatePhone,
    encoding: smsEncoding(text),
    segments,
    fingerprint,
  }
}

const resultOf = (batch: SmsBatchRecord, alreadyDispatched: boolean): DispatchResult => ({
  batchId: batch.batchId,
  queued: batch.queued,
  skippedNoPhone: batch.skippedNoPhone,
  skippedDuplicatePhone: batch.skippedDuplicatePhone,
  segments: batch.segments,
  parts: batch.parts,
  alreadyDispatched,
})

/**
 * Sends one text to many people through the `sms-send` queue (ADR 0026); the request returns once the messages
 * are queued, and the sms domain's consumer sends them, paced, each exactly once.
 *
 * `dispatch(request)`:
 * 1. drops (and counts) recipients without a mobile number, and repeats of a phone already in the batch;
 * 2. claims the batch: a conditional put of its record as RESERVING. A batch id already claimed is not
 *    dispatched again: a QUEUED one answers its first result with `alreadyDispatched: true`, one another call
 *    left halfway (it crashed, or is still running) is finished from where it stopped, also answering
 *    `alreadyDispatched: true`, and one whose text or recipients differ is a 409 `SMS_BATCH_CHANGED`;
 * 3. charges the quota `queued × segments` parts in one conditional write that also leaves the batch's marker
 *    on the quota item, so finishing a batch whose charge went through never charges it again (a 422
 *    `SMS_QUOTA_EXCEEDED` when too few remain: the batch stays RESERVING and may be retried once the quota is
 *    raised), then marks the batch RESERVED;
 * 4. puts the recipients on the queue, 50 to a message, and marks the batch QUEUED. A message put twice (a
 *    retry after a crash in this step) is harmless: the consumer sends each recipient once.
 */
export function createSmsDispatch({ client, table, queue, now = Date.now }: SmsDispatchOptions) {
  const quota = createSmsQuota(client, table)

  const readBatch = async (batchId: string) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: table, Key: smsBatchKey(batchId), ConsistentRead: true }),
    )
    if (!Item) throw new Error(`The SMS batch ${batchId} was claimed but cannot be read.`)
    return Item as SmsBatchRecord
  }

  /** Moves the batch on; someone else having moved it already is fine (a retry running alongside). */
  const advance = (batchId: string, from: SmsBatchState, to: SmsBatchState) =>
    writtenUnlessConditionFails(() =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: smsBatchKey(batchId),
          UpdateExpression: 'SET #state = :to',
          ConditionExpression: '#state = :from',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':from': from, ':to': to },
        }),
      ),
    )

  const messagesOf = (batch: SmsBatchRecord, recipients: readonly SmsSendRecipient[]): SmsSendMessage[] => {
    const messages: SmsSendMessage[] = []
    for (let first = 0; first < recipients.length; first += SMS_CHUNK_SIZE) {
      messages.push({
        batchId: batch.batchId,
        sender: batch.sender,
        purpose: batch.purpose,
        text: batch.text,
        ...(batch.dltTemplateId ? { dltTemplateId: batch.dltTemplateId } : {}),
        createdOn: batch.createdOn,
        chunk: recipients.slice(first, first + SMS_CHUNK_SIZE),
      })
    }
    return messages
  }

  return {
    async dispatch(request: DispatchRequest): Promise<DispatchResult> {
      const plan = planOf(request)
      const createdOn = now()
      const claim: SmsBatchRecord = {
        batchId: request.batchId,
        state: 'RESERVING',
        sender: { id: request.sender.id, name: request.sender.name },
        purpose: request.purpose,
        text: request.text,
        ...(request.dltTemplateId ? { dltTemplateId: request.dltTemplateId } : {}),
        encoding: plan.encoding,
        segments: plan.segments,
        queued: plan.recipients.length,
        skippedNoPhone: plan.skippedNoPhone,
        skippedDuplicatePhone: plan.skippedDuplicatePhone,
        parts: plan.recipients.length * plan.segments,
        fingerprint: plan.fingerprint,
        marker: reservationMarker(createdOn, request.batchId),
        createdOn,
      }
      const claimed = await writtenUnlessConditionFails(() =>
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...smsBatchKey(request.batchId), ...claim },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      )
      const batch = claimed ? claim : await readBatch(request.batchId)
      if (batch.fingerprint !== plan.fingerprint)
        throw new AppError(
          409,
          'SMS_BATCH_CHANGED',
          `The SMS batch ${request.batchId} was dispatched with another text or other recipients.`,
        )
      if (batch.state === 'QUEUED') return resultOf(batch, true)

      if (batch.state === 'RESERVING') {
        if (now() - batch.createdOn > STALE_AFTER_MS)
          throw new AppError(
            409,
            'SMS_BATCH_STALE',
            `The SMS batch ${request.batchId} was started more than ${RESERVATION_MARKER_DAYS - 1} days ago ` +
              'and never finished; send it again as a new batch.',
          )
        if (batch.parts > 0) await quota.reserve(batch.parts, batch.marker, now())
        await advance(batch.batchId, 'RESERVING', 'RESERVED')
      }
      const messages = messagesOf(batch, plan.recipients)
      if (messages.length) await queue.send(SMS_SEND_QUEUE, messages)
      await advance(batch.batchId, 'RESERVED', 'QUEUED')
      // Only the call that claimed the batch dispatched it; one that ran alongside, or finished a batch an
      // earlier call left halfway, says so (its queue messages, if any, are sent once by the consumer).
      return resultOf(batch, !claimed)
    },
  }
}

export type SmsDispatch = ReturnType<typeof createSmsDispatch>
