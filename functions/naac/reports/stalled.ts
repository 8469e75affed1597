/**
 * A build still PROCESSING this long after it started has stopped (the jobs Lambda runs 10 minutes at most: its
 * job died before it could say so, or its schedule never fired). It is answered FAILED and a new one may start.
 */
export const STALLED_AFTER_MS = 15 * 60 * 1000

export const isStalled = (startedOn: number, now: number) => startedOn < now - STALLED_AFTER_MS

/** What a stalled build is answered with. */
export const stalledReason = (what: string) => `The ${what} did not finish. Ask for it again.`
