/**
 * The paths files serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart
 * from the manifest, so the Lambda bundle, which needs only these, leaves out the manifest's loaders.
 * `/api/announcement` is here for the legacy `POST /api/announcement/fileValidation` alone: announcements
 * themselves are under `/boot/announcement` (docs/adr/0026).
 */
export const PREFIXES = ['/api/s3', '/api/announcement', '/api/docs/files']
