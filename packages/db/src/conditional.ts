import { conflict } from '@campus/core'

/** True when DynamoDB refused a write because its condition failed (ElectroDB wraps the SDK's error). */
export const isConditionalFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.cause instanceof Error && error.cause.name === 'ConditionalCheckFailedException') ||
    /conditional request failed/i.test(error.message))

/**
 * The error for a conditional replace that lost: someone changed the record after it was read. Services replace
 * records only if `modifiedOn` is still what they read, so concurrent edits never clobber each other.
 * @example await entity.put(after).where(...).go().catch(changedMeanwhile('group'))
 */
export const changedMeanwhile = (what: string) => (error: unknown) => {
  if (isConditionalFailure(error))
    throw conflict('CHANGED_MEANWHILE', `Someone else changed this ${what} just now. Reload and try again.`)
  throw error
}

/** The next `modifiedOn`: now, but always later than the last, so the next conditional write can tell. */
export const nextModifiedOn = (previous: number) => Math.max(Date.now(), previous + 1)

/** Runs a conditional write: true once written, false (nothing written) when its condition fails. */
export async function writtenUnlessConditionFails(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}
