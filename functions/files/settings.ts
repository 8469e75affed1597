/**
 * Uploads without a token one caller (an IP address) may make in an hour, unless the stage sets
 * `FILES_EXTERNAL_UPLOADS_PER_HOUR` (the manifest's default; infra reads it from there).
 */
export const DEFAULT_EXTERNAL_UPLOADS_PER_HOUR = 30
