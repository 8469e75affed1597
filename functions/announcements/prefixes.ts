/**
 * The paths announcements serves (its app and its manifest read them; API Gateway routes them to its Lambda).
 * Apart from the manifest, so the Lambda bundle, which needs only these, leaves out the manifest's loaders of
 * the seed and the local app. `/api/communication` is the legacy client's SMS call for an announcement
 * (docs/adr/0026: this domain knows an announcement's receivers).
 */
export const PREFIXES = [
  '/boot/announcement',
  '/boot/announcementUrl',
  '/api/communication',
  '/api/docs/announcements',
]
