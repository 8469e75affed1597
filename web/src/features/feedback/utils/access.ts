import type { CurrentUserRecord } from '@/lib/current-user'

type User = Pick<CurrentUserRecord, 'usertype'>

/** Staff read the question bank and the templates. */
export const maySeeFeedback = (user: User) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || user.usertype === 'FACULTY'

/** The administrator and HODs build the bank and the templates, close forms and read reports. */
export const mayManageFeedback = (user: User) => user.usertype === 'ADMIN' || user.usertype === 'HOD'
