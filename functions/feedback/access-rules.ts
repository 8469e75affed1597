import type { UserType } from '@campus/core'

/** Staff who use the feedback screens: they read the question bank and the templates. */
export const STAFF: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/**
 * Who builds the bank and the templates and reads whole reports: the administrator, and HODs (the legacy
 * client linked the feedback section for HODs only).
 */
export const MANAGERS: readonly UserType[] = ['ADMIN', 'HOD']
