/** What a build that stalled (@campus/db's JOB_STALLED_AFTER_MS) is answered with; a new one may start. */
export const stalledReason = (what: string) => `The ${what} did not finish. Ask for it again.`
