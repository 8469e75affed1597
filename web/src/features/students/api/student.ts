import { call, identityApi, useApi } from '@/lib/api-client'

/** A student with degree, department and academic year (`GET /api/user/student/{id}`). */
export const useStudent = (userId: string) =>
  useApi(['identity', 'student', userId], () =>
    call(identityApi.api.user.student[':id'].$get({ param: { id: userId } })),
  )
