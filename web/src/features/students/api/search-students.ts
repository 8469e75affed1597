import { call, identityApi, useApi } from '@/lib/api-client'

/** Students whose register number, name, phone, email or parent phone starts with the text. */
export const useStudentSearch = (text: string) =>
  useApi(text.trim().length >= 2 ? ['identity', 'student-search', text.trim()] : null, () =>
    call(identityApi.api.student.search.$get({ query: { text: text.trim() } })),
  )
