import { fileURLToPath } from 'node:url'
import type { BucketName } from '@campus/http'

/** The repository root: entries, the lock file and `web/dist` are found from here, wherever cdk runs. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The buckets a domain or job may ask for. */
export type { BucketName }

/** The environment variable that carries a bucket's physical name, e.g. `EXPORTS_BUCKET_NAME`. */
export const bucketEnvName = (name: BucketName) => `${name.toUpperCase()}_BUCKET_NAME`

/** `audit-archive` → `AuditArchive`: registry names become construct ids. */
export const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
