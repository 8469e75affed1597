/**
 * The paths mentoring serves; apart from the manifest so the Lambda bundle leaves out its loaders. Prefixes match
 * whole path segments (API Gateway and the local server alike), so `/api/mentor` never takes `/api/mentorLog`.
 */
export const PREFIXES = ['/api/mentor', '/api/mentorComment', '/api/mentorLog', '/api/docs/mentoring']
