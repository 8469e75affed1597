import { managesDepartment, type CurrentUserRecord } from '@/lib/current-user'

type User = Pick<CurrentUserRecord, 'usertype'>

/** Staff read the question bank and the templates. */
export const maySeeFeedback = (user: User) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || user.usertype === 'FACULTY'

/** The administrator and HODs build the bank and the templates, close forms and read reports. */
export const mayManageFeedback = (user: User) => user.usertype === 'ADMIN' || user.usertype === 'HOD'

/** Students answer the surveys put to their group. */
export const mayAnswerSurveys = (user: User) => user.usertype === 'STUDENT'

/** The departments a survey may be for: any for the administrator, those they head for an HOD. */
export const managesSurveyDepartment = managesDepartment
