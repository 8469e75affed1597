import { ADMINS, type Principal, type UserType } from '@campus/core'
import { maskPhone } from '@campus/sms'

/**
 * Who sees what of the SMS log (ADR 0026): the administrator every message; HODs and faculty the messages they
 * sent. Students and custom users have no log.
 */
export const SMS_STAFF = ['ADMIN', 'HOD', 'FACULTY'] as const satisfies readonly UserType[]

/** One of {@link SMS_STAFF}: who may read the log and export it. */
export type SmsStaff = (typeof SMS_STAFF)[number]

export const isSmsStaff = (userType: UserType): userType is SmsStaff =>
  (SMS_STAFF as readonly UserType[]).includes(userType)

/** Setting the quota is the administrator's. */
export { ADMINS }

/** Whether the caller sees every message, or only their own. */
export const seesEveryMessage = (actor: Pick<Principal, 'userType'>) => actor.userType === 'ADMIN'

/** The sender whose messages the caller may see: none (every message) for the administrator, else themself. */
export const senderScopeOf = (actor: Pick<Principal, 'userType' | 'userId'>) =>
  seesEveryMessage(actor) ? undefined : actor.userId

/** Phones are shown whole to the administrator only. */
export const showsWholePhones = seesEveryMessage

/** A phone as the caller may see it: whole for the administrator, `******1234` for others. */
export const phoneShownTo = (actor: Pick<Principal, 'userType'>, phone: string) =>
  showsWholePhones(actor) ? phone : maskPhone(phone)
