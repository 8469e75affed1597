import type { NaacImportView } from '@campus/core'
import { useState } from 'react'
import useSWR from 'swr'
import { call } from '@/lib/api-client'
import { ApiError, toApiError } from '@/lib/api-error'
import { saveFile } from '@/lib/save-file'
import { NAAC_KEY, naacApi } from './client'

/** The sample workbook's name (legacy-client 3.1, as .xlsx: that is what it holds). */
export const sampleFileName = (subCriteria: string) => `${subCriteria} template.xlsx`

/** How often, and how long apart, a sample still being built is asked for again. */
const SAMPLE_TRIES = 6
const SAMPLE_WAIT_MS = 1500

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Downloads a template's sample workbook (`GET /boot/naac/export/:templateId/:subCriteria`). The server builds
 * it in the background when a form is saved and answers 202 with a short text notice until then: asked again a
 * few times before that is said.
 */
export async function downloadSample(templateId: string, subCriteria: string) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await naacApi.boot.naac.export[':templateId'][':subCriteria']
      .$get({ param: { templateId, subCriteria } })
      .catch((error: unknown) => {
        throw toApiError(error)
      })
    if (!response.ok) {
      // A refusal is the error envelope: `call` throws it as an ApiError.
      await call(Promise.resolve(response))
      throw new ApiError(response.status, 'HTTP_ERROR', 'The sample did not download. Try again.')
    }
    if (response.status !== 202) {
      saveFile(await response.blob(), sampleFileName(subCriteria))
      return
    }
    if (attempt >= SAMPLE_TRIES)
      throw new ApiError(
        202,
        'SAMPLE_NOT_READY',
        'The sample workbook is being prepared. Try again in a minute.',
      )
    await pause(SAMPLE_WAIT_MS)
  }
}

/** Starts an import of a workbook's rows into a template's entries (`POST /boot/naac/imports`): its id. */
export const startImport = (templateId: string, facultyDeptId: string, file: File) =>
  call(
    naacApi.boot.naac.imports.$post({
      query: { naacTemplateId: templateId, facultyDeptId },
      form: { file },
    }),
  )

const POLL_EVERY_MS = 1000

/**
 * Where an import stands (`GET /boot/naac/imports/:id`), read once a second while it runs. A 4xx will not
 * change by asking again, so polling stops there and the refusal is kept to be shown.
 */
export function useImport(importId: string | undefined) {
  const [refused, setRefused] = useState<{ importId: string; error: ApiError }>()
  const stopped = importId !== undefined && refused?.importId === importId
  const poll = useSWR<NaacImportView, ApiError>(
    importId && !stopped ? [NAAC_KEY, 'import', importId] : null,
    () => call(naacApi.boot.naac.imports[':id'].$get({ param: { id: importId ?? '' } })),
    {
      refreshInterval: (latest) => (latest && latest.status !== 'PROCESSING' ? 0 : POLL_EVERY_MS),
      onError: (error) => {
        if (importId && error.status >= 400 && error.status < 500) setRefused({ importId, error })
      },
    },
  )
  return { data: poll.data, error: stopped ? refused?.error : poll.error }
}
