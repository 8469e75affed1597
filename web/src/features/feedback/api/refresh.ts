import { mutate } from 'swr'

/** Re-reads every cached read of the feedback screens: their SWR keys all start with 'feedback'. */
export const refreshFeedback = () => mutate((key) => Array.isArray(key) && key[0] === 'feedback')
