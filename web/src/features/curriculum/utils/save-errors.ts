import { ApiError, fieldErrors } from '@/lib/api-error'

/**
 * What a failed save shows: field messages beside their inputs, and anything else (a duplicate code, a
 * refusal) above the buttons.
 */
export function saveErrors(error: unknown): { fields: Record<string, string>; general?: string } {
  if (!(error instanceof ApiError))
    return { fields: {}, general: 'That did not save. Try again in a moment.' }
  const fields = fieldErrors(error)
  return Object.keys(fields).length ? { fields } : { fields, general: error.message }
}
