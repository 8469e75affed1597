import { ADMINS, type Principal, type UserType } from '@campus/core'

/**
 * Who sees what of the SMS log (ADR 0026): the administrator every message; HODs and faculty the messages they
 * sent. Students and custom users have no log.
 */
export const SMS_STAFF: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/** Setting the quota is the administrator's. */
export { ADMINS }

/** Whether the caller sees every message, or only their own. */
export const seesEveryMessage = (actor: Pick<Principal, 'userType'>) => actor.userType === 'ADMIN'

/** The sender whose messages the caller may see: none (every message) for the administrator, else themself. */
export const senderScopeOf = (actor: Pick<Principal, 'userType' | 'userId'>) =>
  seesEveryMessage(actor) ? undefined : actor.userId

/** Phones are shown whole to the administrator only. */
export const showsWholePhones = seesEveryMessage
