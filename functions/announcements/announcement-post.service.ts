import { ANNOUNCEMENT_POST_QUEUE, type AnnouncementPostMessage, type Caller } from '@campus/core'
import type { AnnouncementSms } from './announcement-sms'
import type { AnnouncementsRepository } from './announcements.repository'
import type { AuditTrail } from './audit-trail'
import type { StoredAnnouncement } from './entities'
import { newRandomKey } from './links'
import { receiversOf, resolveReceivers, type People } from './receivers'

/**
 * The sender of a posted announcement as a caller, for the audit records: the message names who it is from,
 * and the request id says which message wrote them.
 */
const senderOf = ({ id, sender }: AnnouncementPostMessage): Caller => ({
  actor: {
    userId: sender.id,
    userType: sender.userType,
    name: sender.name,
    email: '',
    roles: [],
    rollType: [],
    departmentIds: [],
  },
  requestId: `${ANNOUNCEMENT_POST_QUEUE}:${id}`,
})

/** A posted announcement as stored: to the named users only, from the sender, dated when it was posted. */
const announcementOf = (message: AnnouncementPostMessage): StoredAnnouncement => ({
  id: message.id,
  title: message.title,
  message: message.message,
  sms: message.sms,
  userIds: [...new Set(message.userIds)],
  groupIds: [],
  parentsUserIds: [],
  parentsGroupIds: [],
  createdBy: message.sender.id,
  createdByName: message.sender.name,
  createdOn: message.createdOn,
  randomKey: newRandomKey(),
})

/**
 * Announcements other domains post through the `announcement-post` queue (assignment reminders). The sender's
 * domain checked who may send what to whom; this stores the announcement and texts it. Delivery is at least
 * once, so every step holds when a message comes again, or twice at once: the id is the message's, the
 * announcement is stored once (a conditional put), and its SMS is one batch named after it (@campus/sms
 * dispatches a batch once).
 */
export function createAnnouncementPoster(deps: {
  announcements: AnnouncementsRepository
  people: People
  sms: AnnouncementSms
  audit: AuditTrail
}) {
  const { announcements, people, sms, audit } = deps

  /** The stored announcement of the message: the one already there, or this message's, stored now. */
  async function stored(message: AnnouncementPostMessage) {
    const found = await announcements.find(message.id)
    if (found) return { announcement: found, posted: false }
    const announcement = announcementOf(message)
    if (await announcements.createUnlessStored(announcement)) return { announcement, posted: true }
    // Another delivery of the message stored it between the read and the write: go on with that one.
    const other = await announcements.find(message.id)
    if (!other)
      throw new Error(`Announcement ${message.id} was stored by another delivery but cannot be read.`)
    return { announcement: other, posted: false }
  }

  return {
    /**
     * Posts the message's announcement: its receipts (the users' received lists), its public key and its
     * record, then, when it goes by SMS, its texts to the receivers with a mobile number (the quota charged;
     * an SMS failure throws, so the message comes again and finishes the SMS). What this delivery did.
     */
    async post(message: AnnouncementPostMessage) {
      const caller = senderOf(message)
      const { announcement, posted } = await stored(message)
      if (posted)
        await audit(caller, {
          entity: 'announcement',
          id: announcement.id,
          action: 'CREATE',
          after: announcement,
        })
      if (announcement.sms === 'NO') return { id: announcement.id, posted }
      const receivers = receiversOf(announcement, await resolveReceivers(people, announcement))
      const result = await sms.send(announcement, receivers)
      if (!result.alreadyDispatched)
        await audit(caller, {
          entity: 'announcement',
          id: announcement.id,
          action: 'SEND_SMS',
          after: result,
        })
      return { id: announcement.id, posted, sms: result }
    },
  }
}

export type AnnouncementPoster = ReturnType<typeof createAnnouncementPoster>
