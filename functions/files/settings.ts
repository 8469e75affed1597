/**
 * Uploads without a session one address may make in an hour through the legacy external calls, unless the
 * stage sets `FILES_EXTERNAL_UPLOADS_PER_HOUR` (the manifest's default; infra reads it from there). A college
 * reaches the portal through one NAT address, so every anonymous upload on its campus shares this count
 * (admission applicants, and legacy clients whose session has ended): 1000 an hour leaves room for a whole
 * campus, while a script from one address stops after 1000 files of at most 25 MB, which the sweep deletes
 * within a day. Uploads made with a session are counted per user instead.
 */
export const DEFAULT_EXTERNAL_UPLOADS_PER_HOUR = 1000

/**
 * Uploads one signed-in user may make in an hour through the legacy external calls (NAAC files and templates,
 * announcement attachments), unless the stage sets `FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR`. Filling NAAC
 * entries by hand is a file every few seconds at the very most: 300 (five a minute for a whole hour) never
 * stops a person, and stops a looping script, or a page of another site spending a user's session cookie,
 * within the hour.
 */
export const DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR = 300
