/**
 * Staff see their own survey results only from this many responses, unless the stage sets
 * `FEEDBACK_MIN_RESPONSES` (infra/config/stages.ts reads this default too, so AWS and local mode agree).
 */
export const DEFAULT_MIN_RESPONSES = 5
