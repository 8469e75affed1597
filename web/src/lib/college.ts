import { call, identityApi, useApi } from './api-client'

export const collegeKey = ['identity', 'college'] as const

/** The college's name, contact details, student login link and footer page texts (public). */
export const useCollege = () => useApi(collegeKey, () => call(identityApi.api.college.$get()))
