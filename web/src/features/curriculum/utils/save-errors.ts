import type { TFunction } from 'i18next'
import { ApiError, fieldErrors } from '@/lib/api-error'

/**
 * What a failed save shows: field messages beside their inputs, and anything else (a duplicate code, a
 * refusal) above the buttons.
 */
export function saveErrors(
  error: unknown,
  t: TFunction<'curriculum'>,
): { fields: Record<string, string>; general?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, general: t('saveErrors.failed') }
  const fields = fieldErrors(error)
  return Object.keys(fields).length ? { fields } : { fields, general: error.message }
}
