import type { MentoringApp } from '@api/mentoring/app'
import { hc } from 'hono/client'
import { apiFetch } from '@/lib/api-client'

/** The mentoring domain's typed client (functions/mentoring): mentors, their logs and comments, the ratio. */
export const mentoringApi = hc<MentoringApp>('/', { fetch: apiFetch })
