/** The largest quota the server takes (packages/sms quota.ts: SMS_QUOTA_MAX). */
export const QUOTA_MAX = 100_000_000

/**
 * Why a typed quota cannot be set, or undefined when it can: a whole number, from what was already sent (so
 * Available never goes below zero) up to the server's maximum.
 */
export function quotaProblem(value: number | string, totalSent: number): string | undefined {
  if (value === '' || typeof value !== 'number' || !Number.isFinite(value)) return 'Enter the number of SMS'
  if (!Number.isInteger(value)) return 'Enter a whole number of SMS'
  if (value < totalSent)
    return `The quota cannot be below the ${totalSent.toLocaleString('en-IN')} SMS parts already sent`
  if (value > QUOTA_MAX) return `The quota can be at most ${QUOTA_MAX.toLocaleString('en-IN')}`
  return undefined
}
