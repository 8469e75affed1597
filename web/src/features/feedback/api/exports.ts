import type { CreateFeedbackExport, FeedbackExport } from '@campus/core'
import { useState } from 'react'
import useSWR from 'swr'
import { call, feedbackApi } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-error'

/** Asks the server to build a feedback workbook (`POST /boot/feedback/v2/export`); it answers PROCESSING. */
export const startFeedbackExport = (request: CreateFeedbackExport): Promise<FeedbackExport> =>
  call(feedbackApi.boot.feedback.v2.export.$post({ json: request }))

const POLL_EVERY_MS = 1000

/**
 * One export's progress (`GET /boot/feedback/v2/export/{id}`), read about once a second until it is READY or
 * FAILED. A 4xx (the export is gone, or not the reader's) will not change by asking again, so polling stops
 * there and the refusal is kept to be shown; other errors are retried as SWR retries everything else.
 */
export function useFeedbackExport(exportId: string | undefined) {
  const [refused, setRefused] = useState<{ exportId: string; error: ApiError }>()
  const stopped = exportId !== undefined && refused?.exportId === exportId
  const poll = useSWR<FeedbackExport, ApiError>(
    exportId && !stopped ? ['feedback', 'export', exportId] : null,
    () => call(feedbackApi.boot.feedback.v2.export[':id'].$get({ param: { id: exportId ?? '' } })),
    {
      refreshInterval: (latest) => (latest && latest.status !== 'PROCESSING' ? 0 : POLL_EVERY_MS),
      onError: (error) => {
        if (exportId && error.status >= 400 && error.status < 500) setRefused({ exportId, error })
      },
    },
  )
  return { data: poll.data, error: stopped ? refused?.error : poll.error }
}
