import type { AnnouncementsApp } from '@api/announcements/app'
import { hc, type InferResponseType } from 'hono/client'
import { useSWRConfig } from 'swr'
import { apiFetch, call, publicFetch, useApi } from '@/lib/api-client'
import { type PagedList, usePagedList } from '@/lib/paged-list'

const announcementsApi = hc<AnnouncementsApp>('/', { fetch: apiFetch })

export type NewAnnouncement = Parameters<typeof announcementsApi.boot.announcement.$post>[0]['json']
export type Announcement = Awaited<ReturnType<typeof createAnnouncement>>
export type ReceivedAnnouncement = InferResponseType<
  typeof announcementsApi.boot.announcement.userview.$get,
  200
>[number]
export type AnnouncementPreview = Awaited<ReturnType<typeof previewAnnouncement>>
export type AnnouncementReceiver = NonNullable<ReturnType<typeof useReceivers>['data']>[number]

/** Announcements a page, received or sent. */
export const ANNOUNCEMENTS_PAGE = 50

/** What the signed-in user received, newest first, a page at a time (`GET /boot/announcement/userview`). */
export const useReceived = (): PagedList<ReceivedAnnouncement> =>
  usePagedList('announcements', announcementsApi.boot.announcement.userview, {}, ANNOUNCEMENTS_PAGE)

/** A row of the sent list (the list route answers records, as every list route does). */
export interface SentAnnouncement {
  id: string
  title: string
  message: string
  createdOn: number
  sms: 'YES' | 'NO'
  file?: { versionId?: string; fileKey: string }
}

/** What a sender sent, newest first, a page at a time (`GET /boot/announcement?filter=createdBy eq <id>`). */
export const useSent = (createdBy: string): PagedList<SentAnnouncement> =>
  usePagedList(
    'announcements',
    announcementsApi.boot.announcement,
    { filter: { createdBy } },
    ANNOUNCEMENTS_PAGE,
  )

/** Re-reads the sent and received lists after a change. */
export function useRefreshAnnouncements() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => Array.isArray(key) && key[0] === 'announcements')
}

/** One announcement as its sender reads it, with its attachment's download link. */
export const useAnnouncement = (id: string) =>
  useApi(['announcements', 'one', id], () =>
    call(announcementsApi.boot.announcement[':id'].$get({ param: { id } })),
  )

/** Who an announcement went to, each with their type (groups expanded, parents as "Parent of …"). */
export const useReceivers = (id: string) =>
  useApi(['announcements', 'receivers', id], () =>
    call(announcementsApi.boot.announcement.getReceivers[':id'].$get({ param: { id } })),
  )

/** An announcement's public link key, for its sender. */
export const useAnnouncementLink = (announcementId: string) =>
  useApi(['announcements', 'link', announcementId], () =>
    call(announcementsApi.boot.announcementUrl.$get({ query: { announcementId } })),
  )

/** Counts the receivers and renders the SMS as it will go, writing nothing. */
export const previewAnnouncement = (announcement: NewAnnouncement) =>
  call(announcementsApi.boot.announcement.preview.$post({ json: announcement }))

export const createAnnouncement = (announcement: NewAnnouncement) =>
  call(announcementsApi.boot.announcement.$post({ json: announcement }))

/**
 * Queues the announcement's SMS (`POST /api/communication/sendSms`, with the created announcement as the
 * legacy client sends it): the server takes only its id and answers at once.
 */
export const sendAnnouncementSms = (announcement: Announcement) =>
  call(announcementsApi.api.communication.sendSms.$post({ json: { ...announcement, sms: 'YES' } }))

export const deleteAnnouncement = (id: string) =>
  call(announcementsApi.boot.announcement[':id'].$delete({ param: { id } }))

/**
 * An announcement's attachment, if it has one: the typed client gives answers with and without `file` as two
 * shapes.
 */
export const fileOf = <Row extends object>(row: Row) =>
  'file' in row ? (row.file as { url?: string; versionId?: string; fileKey: string } | undefined) : undefined

/** A shared announcement, read without a session (its link is public). */
export const usePublicAnnouncement = (randomKey: string) =>
  useApi(['announcements', 'public', randomKey], () =>
    call(
      announcementsApi.boot.announcementUrl.getAnnouncement.$get(
        { query: { randomKey } },
        { fetch: publicFetch },
      ),
    ),
  )
