import type { CampusEvent, CreateEvent, CreateFeedbackQr, UpdateEvent } from '@campus/core'
import { call, eventsApi, feedbackApi, useApi } from '@/lib/api-client'
import { type PagedList, usePagedList } from '@/lib/paged-list'

/** Events a page. */
export const EVENTS_PAGE = 50

export interface EventFilters {
  /** Only the events this user added. */
  createdBy?: string
  depType?: string
}

/** Events newest first (the server's order when none is asked for), one page at a time. */
export const useEventList = (filters: EventFilters): PagedList<CampusEvent> =>
  usePagedList('events', eventsApi.api.events, { filter: { ...filters } }, EVENTS_PAGE)

export const createEvent = (event: CreateEvent) => call(eventsApi.api.events.$post({ json: event }))

export const updateEvent = (id: string, changes: UpdateEvent) =>
  call(eventsApi.api.events[':id'].$put({ param: { id }, json: changes }))

export const deleteEvent = (id: string) => call(eventsApi.api.events[':id'].$delete({ param: { id } }))

/** Records the template the event's QR code opens; answers with the public form's path. */
export const createFeedbackQr = (link: CreateFeedbackQr) =>
  call(eventsApi.api.events.createFeedbackQr.$put({ json: link }))

/** A feedback template as `GET /boot/feedback/feedbackTemplate` lists it. */
export interface FeedbackTemplateOption {
  id: string
  name: string
  status?: string
}

/** The feedback templates to choose from, newest first (`order=des`: the route reads only `order`). */
export const useFeedbackTemplates = () =>
  useApi<FeedbackTemplateOption[]>(['events', 'feedback-templates'], () =>
    call(feedbackApi.boot.feedback.feedbackTemplate.$get({ query: { order: 'des' } })),
  )
