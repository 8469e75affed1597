import type { TFunction } from 'i18next'
import { type ApiError, fieldErrors } from '@/lib/api-error'
import type { KnownErrors } from '@/lib/i18n/error-text'

/** The minutes a locked account waits, which the server sends with ACCOUNT_LOCKED. */
function lockedMinutes(error: ApiError) {
  const details = error.details as { minutes?: unknown } | undefined
  return typeof details?.minutes === 'number' ? details.minutes : undefined
}

/** The sign-in refusals, by the identity domain's codes (functions/identity/sessions.service.ts). */
export const signInErrors = (t: TFunction<'auth'>): KnownErrors => ({
  INVALID_CREDENTIALS: () => t('errors.invalidCredentials'),
  ACCOUNT_LOCKED: (error) => {
    const minutes = lockedMinutes(error)
    return minutes === undefined
      ? t('errors.accountLockedLater')
      : t('errors.accountLocked', { count: minutes })
  },
  ACCOUNT_DISABLED: () => t('errors.accountDisabled'),
})

/** The reset refusals: a wrong or expired code, a code or password the server's rules refuse. */
export const resetErrors = (t: TFunction<'auth'>): KnownErrors => ({
  OTP_INVALID: () => t('errors.codeInvalid'),
  VALIDATION_FAILED: (error) => {
    const fields = fieldErrors(error)
    if (fields.otp) return t('errors.codeFormat')
    if (fields.newPassword) return t('errors.weakPassword')
    return error.message
  },
})
