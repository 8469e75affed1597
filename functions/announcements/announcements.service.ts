import { type Caller, type ListQuery, notFound, orNotFound } from '@campus/core'
import { filterValue, newId } from '@campus/db'
import type { Attachments, FileRef } from '@campus/files'
import { assertMayListSentBy, assertMayManageAnnouncement } from './access-rules'
import type { AnnouncementsRepository } from './announcements.repository'
import type { AuditTrail } from './audit-trail'
import type { StoredAnnouncement } from './entities'
import {
  checkReceivers,
  countByType,
  resolveReceivers,
  receiversOf,
  type People,
  type ReceiverLists,
} from './receivers'
import type { AnnouncementSms } from './announcement-sms'
import { newRandomKey, publicPath } from './links'
import type { AnnouncementBody } from './routes/schemas'

/** The files domain's owner of an announcement's attachment. */
export const attachmentOwner = (announcementId: string) => `announcement#${announcementId}`

/** What a received list page asks for. */
export interface Page {
  start: number
  count: number
}

const receiverListsOf = ({ userIds, groupIds, parentsUserIds, parentsGroupIds }: ReceiverLists) => ({
  userIds: [...userIds],
  groupIds: [...groupIds],
  parentsUserIds: [...parentsUserIds],
  parentsGroupIds: [...parentsGroupIds],
})

/**
 * Announcements: HODs, faculty and the administrator send them to the people they may reach; everyone reads
 * what they were sent; anyone with an announcement's link reads its public page.
 */
export function createAnnouncementsService(deps: {
  announcements: AnnouncementsRepository
  people: People
  attachments: Attachments
  sms: AnnouncementSms
  audit: AuditTrail
}) {
  const { announcements, people, attachments, sms, audit } = deps

  const load = async (id: string): Promise<StoredAnnouncement> =>
    orNotFound(await announcements.find(id), 'Announcement', id)

  const loadManaged = async (caller: Caller, id: string) => {
    const announcement = await load(id)
    assertMayManageAnnouncement(caller.actor, announcement)
    return announcement
  }

  /** The announcement as its sender reads it: the attachment with a download URL. */
  const shown = async (announcement: StoredAnnouncement) => {
    const { file, ...rest } = announcement
    return { ...rest, ...(file ? { file: await attachments.withUrl(file) } : {}) }
  }

  /** The attachment as the received list and the public page show it: its name and a download URL. */
  const linkOf = async (file: FileRef | undefined) => {
    if (!file) return {}
    const { url, fileKey } = await attachments.withUrl(file)
    return { file: { url, fileKey } }
  }

  /** Reads who the lists name and checks the caller may send to all of them. */
  const checkedReceivers = async (caller: Caller, lists: ReceiverLists) => {
    const resolved = await resolveReceivers(people, lists)
    checkReceivers(caller.actor, lists, resolved)
    return resolved
  }

  return {
    /**
     * Sends an announcement: checks every receiver, claims the attachment, then stores the receipts, the
     * public key and the announcement (in that order, see the repository). A failure after the claim lets
     * the attachment go again, so the same upload can be sent in a retry.
     */
    async create(caller: Caller, body: AnnouncementBody) {
      await checkedReceivers(caller, body)
      const id = newId()
      const owner = attachmentOwner(id)
      // A quarantined upload moves out of quarantine when claimed: keep the key and version the claim answers.
      const claimed = body.file
        ? await attachments.claim(body.file, owner, { purpose: 'announcement' }, caller.actor.userId)
        : undefined
      const file = claimed ? { versionId: claimed.versionId, fileKey: claimed.fileKey } : undefined
      const announcement: StoredAnnouncement = {
        id,
        title: body.title,
        message: body.message,
        sms: body.sms,
        ...(file ? { file } : {}),
        ...receiverListsOf(body),
        createdBy: caller.actor.userId,
        createdByName: caller.actor.name,
        createdOn: Date.now(),
        randomKey: newRandomKey(),
      }
      try {
        await announcements.create(announcement)
      } catch (error) {
        if (file) await attachments.release(file, owner).catch(() => undefined)
        throw error
      }
      await audit(caller, { entity: 'announcement', id, action: 'CREATE', after: announcement })
      return shown(announcement)
    },

    /**
     * What sending would do, writing nothing: the receivers by kind and the SMS (its text, size, how many
     * messages and parts it costs, who has no phone, and what the quota has left).
     */
    async preview(caller: Caller, body: AnnouncementBody) {
      const resolved = await checkedReceivers(caller, body)
      const receivers = receiversOf(body, resolved)
      return { receivers: countByType(receivers), sms: await sms.preview(body, receivers) }
    },

    get: async (caller: Caller, id: string) => shown(await loadManaged(caller, id)),

    /**
     * Deletes an announcement (its receipts, public key and record, see the repository), then lets its
     * attachment go, so a delete that dies halfway is finished by deleting again.
     */
    async remove(caller: Caller, id: string) {
      const announcement = await loadManaged(caller, id)
      await announcements.remove(announcement)
      if (announcement.file) await attachments.release(announcement.file, attachmentOwner(id))
      await audit(caller, { entity: 'announcement', id, action: 'DELETE', before: announcement })
      return { deleted: true as const, id }
    },

    /** Who the announcement reaches, as the directory holds them now: groups expanded, parents by student. */
    async receivers(caller: Caller, id: string) {
      const announcement = await loadManaged(caller, id)
      const resolved = await resolveReceivers(people, announcement)
      return receiversOf(announcement, resolved).map(({ usertype, name, email }) => ({
        usertype,
        name,
        email,
      }))
    },

    /** The announcements someone sent (the caller unless the filter names another), newest first. */
    listSent(caller: Caller, query: ListQuery) {
      const createdBy = filterValue(query, 'createdBy') ?? caller.actor.userId
      assertMayListSentBy(caller.actor, createdBy)
      return announcements.listSent(createdBy, query)
    },

    /**
     * What the caller was sent, newest first: by name, and (a student) to their group. Receipts whose
     * announcement is not there (never finished, or being deleted) are left out.
     */
    async received(caller: Caller, { start, count }: Page) {
      const { userId, userType, groupId } = caller.actor
      const receipts = await announcements.received(
        { userId, groupId: userType === 'STUDENT' ? groupId : undefined },
        start + count,
      )
      const existing = await announcements.existing(receipts.map(({ id }) => id))
      const page = receipts.filter(({ id }) => existing.has(id)).slice(start, start + count)
      return Promise.all(
        page.map(async ({ id, title, message, createdOn, createdByName, file }) => ({
          id,
          title,
          message,
          createdOn,
          createdByName,
          ...(await linkOf(file)),
        })),
      )
    },

    /**
     * The public page of a link key, without a token: the title, the message and the attachment, nothing
     * about the sender or the receivers. Two GetItems (the key, the announcement).
     */
    async publicView(randomKey: string) {
      const id = await announcements.announcementIdOfKey(randomKey)
      const announcement = id ? await announcements.find(id) : undefined
      if (!announcement) throw notFound('Announcement', randomKey)
      const { title, message, file } = announcement
      return { title, message, ...(await linkOf(file)) }
    },

    /** The public link of an announcement, for its sender or an administrator to share. */
    async link(caller: Caller, announcementId: string) {
      const { randomKey } = await loadManaged(caller, announcementId)
      return { randomKey, path: publicPath(randomKey) }
    },

    /**
     * Texts an announcement to everyone it reaches who has a phone: the quota is reserved and the messages
     * queued on sms-send (@campus/sms), so the request returns at once. Once per announcement: sending again
     * queues nothing more. An announcement without SMS sends nothing.
     */
    async sendSms(caller: Caller, id: string) {
      const announcement = await loadManaged(caller, id)
      if (announcement.sms === 'NO')
        return {
          sent: false as const,
          answer: { announcementId: id, queued: 0, reason: 'SMS was not chosen for this announcement' },
        }
      const receivers = receiversOf(announcement, await resolveReceivers(people, announcement))
      const result = await sms.send(announcement, receivers)
      const answer = {
        announcementId: id,
        queued: result.queued,
        skippedNoPhone: result.skippedNoPhone,
        skippedDuplicatePhone: result.skippedDuplicatePhone,
        segments: result.segments,
        parts: result.parts,
        alreadyDispatched: result.alreadyDispatched,
      }
      if (!result.alreadyDispatched)
        await audit(caller, { entity: 'announcement', id, action: 'SEND_SMS', after: answer })
      return { sent: true as const, answer }
    },
  }
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>
