import type { CreateFeedbackExport, FeedbackExport } from '@campus/core'
import type { ExportJob } from '@/components/exports/export-job'
import type { ExportSource } from '@/components/exports/export-job-button'
import { call, feedbackApi } from '@/lib/api-client'

/** A feedback export as the export button shows it (its progress is a percentage), with its id to read it by. */
type ExportOfFeedback = ExportJob & { id: string }

const asExportJob = ({
  id,
  status,
  progress,
  fileName,
  downloadUrl,
  error,
}: FeedbackExport): ExportOfFeedback => ({
  id,
  status,
  percent: progress,
  fileName,
  downloadUrl,
  reason: error,
})

/** Asks the server to build a feedback workbook (`POST /boot/feedback/v2/export`); it answers PROCESSING. */
export const startFeedbackExport = async (request: CreateFeedbackExport) =>
  asExportJob(await call(feedbackApi.boot.feedback.v2.export.$post({ json: request })))

/**
 * The export this page starts of a workbook, read by its id (`GET /boot/feedback/v2/export/{id}`) about once
 * a second while it is built.
 */
export const feedbackExportSource = (request: CreateFeedbackExport): ExportSource<ExportOfFeedback> => ({
  mode: 'own',
  key: ['feedback', 'export', request.kind, request.surveyId ?? '', request.staffId ?? ''],
  status: async ({ id }) =>
    asExportJob(await call(feedbackApi.boot.feedback.v2.export[':id'].$get({ param: { id } }))),
})
