/**
 * The paths events serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart from the manifest, so the
 * Lambda bundle, which needs only these, leaves out the manifest's loaders of seeds, jobs and the local app. docs/architecture.md
 * section 2 also gives events /api/eventType, /api/depType, /api/eventConfig and /api/eventImport; each joins
 * this list with its first route (a prefix must serve something).
 */
export const PREFIXES = ['/api/events', '/api/docs/events']
