import { AppError } from '@campus/core'
import { smsPhoneOf, type DispatchRequest, type DispatchResult, type SmsQuotaState } from '@campus/sms'
import { DEFAULT_ANNOUNCEMENT_TEMPLATE, renderDltTemplate, SmsTemplateError } from '@campus/sms/text'
import type { AnnouncementSmsSettings } from './env'
import { PREVIEW_KEY, publicPath } from './links'
import type { Receiver } from './receivers'

/** What announcements use of @campus/sms: the queued, once-per-batch dispatch and the quota. */
export interface SmsPorts {
  dispatch(request: DispatchRequest): Promise<DispatchResult>
  quota(): Promise<SmsQuotaState>
}

/** What an announcement's SMS is made from. */
interface Texted {
  id: string
  title: string
  randomKey: string
  createdBy: string
  createdByName: string
}

/**
 * The batch id of an announcement's SMS: a second dispatch of it finds the first and queues nothing.
 * (`@campus/sms` takes letters, digits, `-` and `_` in a batch id, so not `announcement#<id>`.)
 */
export const smsBatchId = (announcementId: string) => `announcement-${announcementId}`

/** Where the link in a preview's text points when sending is off and the portal has no address yet. */
const PLACEHOLDER_PORTAL = 'https://portal.invalid'

/**
 * The SMS of announcements: the college's DLT template with the title as `{#var#}` and the public link as
 * `{#url#}` (ADR 0026), sent to every receiver with a mobile number through the sms-send queue.
 */
export function createAnnouncementSms(ports: SmsPorts, settings: AnnouncementSmsSettings) {
  const template = settings.template ?? DEFAULT_ANNOUNCEMENT_TEMPLATE

  /** The public link an SMS carries; refused when the portal's address is not configured. */
  const linkTo = (randomKey: string) => {
    if (!settings.portalUrl)
      throw new AppError(
        503,
        'SMS_LINK_UNAVAILABLE',
        "Announcement SMS link to the portal's own web address, which this deployment does not have " +
          '(PORTAL_URL, set from the web domain in campus.config.json). Send the announcement without SMS.',
      )
    return `${settings.portalUrl}${publicPath(randomKey)}`
  }

  /** The text for a title: line breaks and runs of spaces become one space (DLT's variable is one line). */
  const render = (title: string, url: string) => {
    try {
      return renderDltTemplate(template, { var: title.replace(/\s+/g, ' '), url })
    } catch (error) {
      if (error instanceof SmsTemplateError)
        throw new AppError(
          422,
          'SMS_TEMPLATE_INVALID',
          `The announcement SMS cannot be written: ${error.message}`,
        )
      throw error
    }
  }

  return {
    /**
     * What sending would cost, with a stand-in key of a real key's length: the text, its encoding and
     * segments; the messages (one per distinct mobile number, as the dispatch counts them) and parts (what
     * the quota is charged); the receivers without a mobile number; and what the quota has left. No messages
     * when SMS was not chosen.
     */
    async preview(announcement: { title: string; sms: 'YES' | 'NO' }, receivers: readonly Receiver[]) {
      const sending = announcement.sms === 'YES'
      const url = sending
        ? linkTo(PREVIEW_KEY)
        : `${settings.portalUrl ?? PLACEHOLDER_PORTAL}${publicPath(PREVIEW_KEY)}`
      const { text, encoding, segments, truncated } = render(announcement.title, url)
      const phones = new Set<string>()
      let withoutPhone = 0
      for (const { phone } of receivers) {
        const mobile = smsPhoneOf(phone)
        if (mobile) phones.add(mobile)
        else withoutPhone += 1
      }
      const messages = sending ? phones.size : 0
      const { cAvailable, totalSent } = await ports.quota()
      return {
        text,
        encoding,
        segments,
        truncated,
        messages,
        parts: messages * segments,
        skippedNoPhone: sending ? withoutPhone : 0,
        available: cAvailable - totalSent,
      }
    },

    /**
     * Queues the announcement's SMS to `receivers` as one batch from its sender (the quota is charged first:
     * a 422 SMS_QUOTA_EXCEEDED when short). The same announcement again queues nothing.
     */
    send(announcement: Texted, receivers: readonly Receiver[]) {
      const { text } = render(announcement.title, linkTo(announcement.randomKey))
      return ports.dispatch({
        batchId: smsBatchId(announcement.id),
        sender: { id: announcement.createdBy, name: announcement.createdByName },
        purpose: 'ANNOUNCEMENT',
        text,
        ...(settings.dltTemplateId ? { dltTemplateId: settings.dltTemplateId } : {}),
        recipients: receivers.map(({ key, name, usertype, phone }) => ({ key, name, usertype, phone })),
      })
    },
  }
}

export type AnnouncementSms = ReturnType<typeof createAnnouncementSms>
