import type { CurrentUserRecord } from '@/lib/current-user'

/** Faculties, faculty departments and departments are the administrator's alone to manage. */
export const mayManageDepartments = (user: Pick<CurrentUserRecord, 'usertype'>) => user.usertype === 'ADMIN'
