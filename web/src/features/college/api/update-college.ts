import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { call, identityApi } from '@/lib/api-client'
import { collegeKey } from '@/lib/college'

export interface CollegeInput {
  name: string
  shortName?: string
  address?: string
  city?: string
  state?: string
  phone?: string
  email?: string
  website?: string
  studentLoginUrl?: string
  pages?: { contact?: string; privacy?: string; terms?: string }
}

/** Saves the college record (ADMIN) and refreshes every screen that shows it. */
export function useUpdateCollege() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    ['identity', 'college', 'update'],
    (_key, { arg }: { arg: CollegeInput }) => call(identityApi.api.college.$put({ json: arg })),
    { onSuccess: (college) => void mutate(collegeKey, college, { revalidate: false }), throwOnError: true },
  )
}
