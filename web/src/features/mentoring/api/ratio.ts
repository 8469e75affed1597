import { call, useApi } from '@/lib/api-client'
import { toApiError } from '@/lib/api-error'
import { saveFile } from '@/lib/save-file'
import { mentoringApi } from './client'

/** The day (epoch ms) and, for one department, its id; without, the college (an HOD's: their departments). */
export interface RatioScope {
  date: number
  departmentId?: string
}

const queryOf = ({ date, departmentId }: RatioScope) => ({
  date: String(date),
  ...(departmentId ? { departmentId } : {}),
})

/** NAAC 2.3.3 on a day (`GET /api/mentor/ratio?date=<ms>[&departmentId=<id>]`). */
export const useMentorRatio = (scope: RatioScope | undefined) =>
  useApi(scope ? ['mentoring', 'ratio', scope.date, scope.departmentId ?? 'college'] : null, () =>
    call(mentoringApi.api.mentor.ratio.$get({ query: queryOf(scope ?? { date: 0 }) })),
  )

export type MentorRatio = NonNullable<ReturnType<typeof useMentorRatio>['data']>
export type DepartmentRatio = MentorRatio['departments'][number]
export type RatioFigures = MentorRatio['college']

/** The workbook's name as the server gives it (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string) {
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition)
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2]
  return name || fallback
}

/** Downloads the ratio's evidence workbook (`GET /api/mentor/ratio/workbook`). */
export async function downloadRatioWorkbook(scope: RatioScope, fallback: string) {
  const response = await mentoringApi.api.mentor.ratio.workbook
    .$get({ query: queryOf(scope) })
    .catch((error: unknown) => {
      throw toApiError(error)
    })
  // A refusal is the error envelope: `call` throws it as an ApiError.
  if (!response.ok) await call(Promise.resolve(response))
  saveFile(await response.blob(), fileNameOf(response, fallback))
}
