import { conflict } from '@campus/core'
import { isConditionalFailure } from '@campus/db'

/**
 * The error for a conditional replace that lost: someone changed the record after it was read. Services
 * replace records only if `modifiedOn` is still what they read, so concurrent edits never clobber each other.
 */
export const changedMeanwhile = (what: string) => (error: unknown) => {
  if (isConditionalFailure(error))
    throw conflict('CHANGED_MEANWHILE', `Someone else changed this ${what} just now. Reload and try again.`)
  throw error
}

/** The next `modifiedOn`: now, but always later than the last, so the next conditional write can tell. */
export const nextModifiedOn = (previous: number) => Math.max(Date.now(), previous + 1)
