import { call, identityApi, useApi } from '@/lib/api-client'

/** A staff member's record (`GET /api/user/profile/{id}`, the legacy staff-detail call). */
export const useStaff = (userId: string) =>
  useApi(['identity', 'user', userId], () =>
    call(identityApi.api.user.profile[':id'].$get({ param: { id: userId } })),
  )

/** One profile section of a staff member: past experience or work profile. */
export const useProfileSection = (section: 'experience' | 'work', userId: string) =>
  useApi(['identity', 'profile', section, userId], () =>
    call(identityApi.api.profile[':section'][':userId'].$get({ param: { section, userId } })),
  )
