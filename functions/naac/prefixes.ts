/**
 * The paths naac serves (the legacy client's `/boot` family); apart from the manifest so the Lambda bundle
 * leaves out its loaders.
 */
export const PREFIXES = [
  '/boot/naacTemplate',
  '/boot/naac',
  '/boot/naacApplicableDepts',
  '/boot/comment',
  '/api/docs/naac',
]
