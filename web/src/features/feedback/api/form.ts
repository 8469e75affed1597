import type { FeedbackForm } from '@campus/core'
import { call, eventsApi, feedbackApi, publicFetch, useApi } from '@/lib/api-client'

// Everything here is public: no token travels with these calls (spec section 6).

/** The template a feedback form shows: its name, questions and whether it takes answers. */
export const usePublicTemplate = (feedbackTemplateId: string) =>
  useApi(['feedback', 'form', feedbackTemplateId], () =>
    call(
      feedbackApi.boot.feedback.feedbackTemplate.getQuestions.$get(
        { query: { id: feedbackTemplateId } },
        { fetch: publicFetch },
      ),
    ),
  )

/** The event an EVENTS form is about (`GET /api/events/external/getEvent?id=`); null skips the call. */
export const usePublicEvent = (eventId: string | null) =>
  useApi(eventId === null ? null : ['feedback', 'event', eventId], () =>
    call(
      eventsApi.api.events.external.getEvent.$get({ query: { id: eventId ?? '' } }, { fetch: publicFetch }),
    ),
  )

/**
 * The survey an OTHERS form is about (`GET /boot/feedback/v2/external/surveyName?id=`); null skips the call.
 * Undefined while it loads; '' when the name cannot be loaded, which the form shows as "Untitled Survey" in the
 * reader's language (spec sections 4 and 8).
 */
export const usePublicSurveyName = (surveyId: string | null) => {
  const loaded = useApi(surveyId === null ? null : ['feedback', 'surveyName', surveyId], () =>
    call(
      feedbackApi.boot.feedback.v2.external.surveyName.$get(
        { query: { id: surveyId ?? '' } },
        { fetch: publicFetch },
      ),
    ),
  )
  if (surveyId === null || loaded.isLoading) return undefined
  return loaded.data?.name ?? ''
}

export type PublicEventData = NonNullable<ReturnType<typeof usePublicEvent>['data']>

/** Sends the answers (`POST /boot/feedback/answer`). */
export const submitAnswers = (form: FeedbackForm) =>
  call(feedbackApi.boot.feedback.answer.$post({ json: form }, { fetch: publicFetch }))
