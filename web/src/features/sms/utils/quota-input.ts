import type { TFunction } from 'i18next'

/** The largest quota the server takes (packages/sms quota.ts: SMS_QUOTA_MAX). */
export const QUOTA_MAX = 100_000_000

/**
 * Why a typed quota cannot be set, or undefined when it can: a whole number, from what was already sent (so
 * Available never goes below zero) up to the server's maximum.
 */
export function quotaProblem(
  value: number | string,
  totalSent: number,
  t: TFunction<'sms'>,
): string | undefined {
  if (value === '' || typeof value !== 'number' || !Number.isFinite(value)) return t('problem.enterNumber')
  if (!Number.isInteger(value)) return t('problem.wholeNumber')
  if (value < totalSent) return t('problem.belowSent', { sent: totalSent.toLocaleString('en-IN') })
  if (value > QUOTA_MAX) return t('problem.aboveMax', { max: QUOTA_MAX.toLocaleString('en-IN') })
  return undefined
}
