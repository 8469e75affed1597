import type { SmsStatus } from '@campus/core'

export type { SmsStatus }

/** The queue a dispatch fans out on; the sms domain consumes it (ADR 0026). */
export const SMS_SEND_QUEUE = 'sms-send'

/** Recipients per queue message: about five seconds of sending at one consumer's share of 20 SMS a second. */
export const SMS_CHUNK_SIZE = 50

/** One person an SMS goes to. */
export interface SmsRecipient {
  /** Unique in the batch: a user id, or `parent:<userId>` for a student's parent. */
  key: string
  name: string
  /** STUDENT, FACULTY, HOD, PARENT...: shown in the log after the name. */
  usertype: string
  /** Without one (or with one that is not a mobile number) the recipient is counted and left out. */
  phone?: string | undefined
}

/** One dispatch: the same text to every recipient, charged to the college's quota once. */
export interface DispatchRequest {
  /** Identifies the dispatch: a second one with the same id sends nothing (an announcement's id). */
  batchId: string
  /** Who sends it: the log shows the name and lists the message under the id. */
  sender: { id: string; name: string }
  /** What the messages are for (ANNOUNCEMENT, ASSIGNMENT...). */
  purpose: string
  /** The rendered text (see renderDltTemplate). */
  text: string
  /** The DLT template the text was rendered from, which SNS passes on to the operator. */
  dltTemplateId?: string | undefined
  /**
   * The registered template's text. When given, the text must match it (matchesDltTemplate), or the dispatch
   * is refused (422 `SMS_TEMPLATE_MISMATCH`): the operator drops a message that matches no registered template
   * without a word, after SNS has accepted (and charged) it.
   */
  dltTemplate?: string | undefined
  recipients: readonly SmsRecipient[]
}

export interface DispatchResult {
  batchId: string
  /** Messages put on the queue: one per recipient with a mobile number, each phone once. */
  queued: number
  /** Recipients left out for having no mobile number. */
  skippedNoPhone: number
  /** Recipients left out because an earlier recipient of the batch has the same phone (a shared family phone). */
  skippedDuplicatePhone: number
  /** Parts each message is sent as. */
  segments: number
  /** `queued × segments`: what the quota was charged. */
  parts: number
  /** True when this batch id was dispatched before and this call sent nothing new. */
  alreadyDispatched: boolean
}

/** One recipient as the sender needs them: the phone already in E.164. */
export interface SmsSendRecipient {
  key: string
  name: string
  usertype: string
  phone: string
}

/** A message on the `sms-send` queue: everything the sender needs, so it reads nothing but the log. */
export interface SmsSendMessage {
  batchId: string
  sender: { id: string; name: string }
  purpose: string
  text: string
  dltTemplateId?: string
  /** When the batch was queued: the log files every message of it under this instant's day. */
  createdOn: number
  chunk: SmsSendRecipient[]
}

/** Indian mobile numbers: ten digits starting 6 to 9, with or without +91, 91 or a 0 before them. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/
/** Any other number in international form (a parent abroad). */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/

/**
 * The phone in E.164 (`+919876543210`), or undefined when it cannot take an SMS: spaces, dashes, dots and
 * brackets are ignored; a landline or a short number is not a mobile number.
 */
export function smsPhoneOf(phone: string | undefined): string | undefined {
  if (phone === undefined) return undefined
  const compact = phone.replace(/[\s\-.()]/g, '')
  const indian = INDIAN_MOBILE.exec(compact)
  if (indian) return `+91${indian[1]}`
  if (compact.startsWith('+91')) return undefined
  return INTERNATIONAL.test(compact) ? compact : undefined
}

/** Statuses as the log shows them. */
export const SMS_STATUSES: readonly SmsStatus[] = ['P', 'S', 'F']
