import { domainEnv, parseEnv } from '@campus/runtime'
import * as z from 'zod'

/** How announcement SMS are written: the DLT template and the portal address their links start with. */
export interface AnnouncementSmsSettings {
  /**
   * The portal's address (`https://portal.college.edu.in`): an SMS links to `<portalUrl>/m/<randomKey>`. Without
   * it announcement SMS are refused with a message saying so (DLT accepts only registered link domains).
   */
  portalUrl?: string
  /** The college's registered DLT template, with `{#var#}` (the title) and `{#url#}` (the link). */
  template?: string
  /** Its DLT template id, sent with every message. */
  dltTemplateId?: string
}

const smsShape = {
  PORTAL_URL: z.url().optional(),
  SMS_ANNOUNCEMENT_TEMPLATE: z.string().trim().min(1).optional(),
  DLT_ANNOUNCEMENT_TEMPLATE_ID: z.string().trim().min(1).optional(),
}

const smsSettingsOf = (env: {
  PORTAL_URL?: string | undefined
  SMS_ANNOUNCEMENT_TEMPLATE?: string | undefined
  DLT_ANNOUNCEMENT_TEMPLATE_ID?: string | undefined
}): AnnouncementSmsSettings => ({
  ...(env.PORTAL_URL ? { portalUrl: env.PORTAL_URL.replace(/\/+$/, '') } : {}),
  ...(env.SMS_ANNOUNCEMENT_TEMPLATE ? { template: env.SMS_ANNOUNCEMENT_TEMPLATE } : {}),
  ...(env.DLT_ANNOUNCEMENT_TEMPLATE_ID ? { dltTemplateId: env.DLT_ANNOUNCEMENT_TEMPLATE_ID } : {}),
})

/**
 * The announcements Lambda's configuration; CDK sets these on AWS (`composeSms` sets PORTAL_URL when the stage
 * has a web domain, and the template when the college registered one), the local server sets them locally.
 */
export const announcementsEnv = () => {
  const env = domainEnv({
    ANNOUNCEMENTS_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    FILES_TABLE_NAME: z.string().min(1),
    SMS_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
    /** The sms-send queue (`queueUrlVariable('sms-send')`). */
    QUEUE_URL_SMS_SEND: z.string().min(1),
    ...smsShape,
  })
  return { ...env, sms: smsSettingsOf(env) }
}

/**
 * The SMS settings of the local portal: as on AWS, but the links point at the local server
 * (`http://localhost:<PORT>`, functions/local/env.ts) unless PORTAL_URL says otherwise.
 */
export const announcementSmsSettings = (): AnnouncementSmsSettings => {
  const env = parseEnv({ ...smsShape, PORT: z.coerce.number().int().min(0).max(65535).default(3000) })
  return smsSettingsOf({ ...env, PORTAL_URL: env.PORTAL_URL ?? `http://localhost:${env.PORT}` })
}

/**
 * The SMS settings of the announcement-post consumer on AWS: what CDK sets on it as on the announcements
 * function (composeSms), with no local fallback: without PORTAL_URL its SMS are refused, never sent with a
 * localhost link.
 */
export const announcementPostSmsSettings = (): AnnouncementSmsSettings => smsSettingsOf(parseEnv(smsShape))

export type AnnouncementsEnv = ReturnType<typeof announcementsEnv>
