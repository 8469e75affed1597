import type { CurrentUserRecord } from '@/lib/current-user'

/** The SMS quota is the administrator's to set (the sms domain's rule; the server checks again). */
export const mayManageQuota = (user: Pick<CurrentUserRecord, 'usertype'>) => user.usertype === 'ADMIN'
