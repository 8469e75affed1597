/** Days after the deadline a late submission is still taken, unless the stage sets `ASSIGNMENTS_LATE_DAYS`. */
export const DEFAULT_LATE_DAYS = 0
