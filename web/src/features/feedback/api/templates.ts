import type { FeedbackTemplate, FeedbackTemplateStatus } from '@campus/core'
import { call, feedbackApi, useApi } from '@/lib/api-client'

/** Every feedback template, newest first (`GET /boot/feedback/feedbackTemplate?order=des`). */
export const useTemplates = () =>
  useApi(['feedback', 'templates'], () =>
    call(feedbackApi.boot.feedback.feedbackTemplate.$get({ query: { order: 'des' } })),
  )

export type TemplateRecord = NonNullable<ReturnType<typeof useTemplates>['data']>[number]

export const createTemplate = (template: FeedbackTemplate) =>
  call(feedbackApi.boot.feedback.feedbackTemplate.$post({ json: template }))

/** Closes a template's form (it stops taking answers) or reopens it. */
export const setTemplateStatus = (id: string, status: FeedbackTemplateStatus) =>
  call(feedbackApi.boot.feedback.feedbackTemplate[':id'].$put({ param: { id }, json: { status } }))
