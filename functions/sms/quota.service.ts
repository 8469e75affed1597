import type { Caller } from '@campus/core'
import type { SmsQuota } from '@campus/sms'
import type { AuditTrail } from './audit-trail'

/** The audit records' id for the one quota of the college. */
const QUOTA_RECORD = 'college'

/** The college's SMS quota: staff who send read it; the administrator sets it. */
export function createQuotaService(deps: { quota: SmsQuota; audit: AuditTrail }) {
  return {
    /** `{ cAvailable, totalSent }` (one GetItem); Available on the screens is the difference. */
    read: () => deps.quota.read(),

    /**
     * Sets the quota in one conditional write (never below what was sent: 422 `SMS_QUOTA_BELOW_SENT`) and
     * audits the change. The quota read first is only the audit record's "before".
     */
    async set(caller: Caller, cAvailable: number) {
      const before = await deps.quota.read()
      const after = await deps.quota.set(cAvailable)
      await deps.audit(caller, { entity: 'smsQuota', id: QUOTA_RECORD, action: 'SET', before, after })
      return after
    },
  }
}

export type QuotaService = ReturnType<typeof createQuotaService>
