import { headedDepartmentsOfUser } from '@campus/core'
import { useCurrentUser } from '@/lib/current-user'

/**
 * The department a people list opens on: an HOD's first headed department (their own people first; others
 * only by choosing them), nobody's for anyone else. Undefined while the signed-in user is loading, so a list
 * waits for it rather than opening on every department and then jumping.
 */
export function useOpeningDepartment(): { ready: boolean; departmentId: string | undefined } {
  const { data: user } = useCurrentUser()
  if (!user) return { ready: false, departmentId: undefined }
  return { ready: true, departmentId: headedDepartmentsOfUser(user)[0] }
}
