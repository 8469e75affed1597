import type { DomainManifest } from '@campus/http'

/**
 * The path families CloudFront forwards to the API (`/api/*`, `/boot/*`). Everything else is the SPA, so a
 * domain prefix outside these families would be unreachable through the portal's domain.
 */
export const API_PATH_FAMILIES = ['/api', '/boot'] as const

// API Gateway path segments: no wildcards, no braces, no empty segments.
const PREFIX = /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/

/**
 * Fails synth, naming the culprit, when a registry prefix cannot become an API Gateway route, lies outside the
 * forwarded families, or is claimed twice (API Gateway would reject the duplicate route at deploy time).
 * A prefix inside another domain's prefix is fine: API Gateway sends `/api/group/student/1` to the more
 * specific `/api/group/student/{proxy+}` rather than `/api/group/{proxy+}`, and the local server dispatches
 * by the longest prefix the same way.
 */
export function assertRoutablePrefixes(domains: readonly DomainManifest[]): void {
  const owners = new Map<string, string>()
  for (const domain of domains) {
    for (const prefix of domain.prefixes) {
      if (!PREFIX.test(prefix)) {
        throw new Error(
          `Domain ${domain.name}: prefix "${prefix}" is not a plain path (no *, {}, // or trailing /).`,
        )
      }
      if (!API_PATH_FAMILIES.some((family) => prefix.startsWith(`${family}/`))) {
        throw new Error(
          `Domain ${domain.name}: prefix "${prefix}" is outside ${API_PATH_FAMILIES.join(' and ')}, ` +
            'which are the only paths CloudFront forwards to the API.',
        )
      }
      const owner = owners.get(prefix)
      if (owner) throw new Error(`Prefix "${prefix}" is claimed by both ${owner} and ${domain.name}.`)
      owners.set(prefix, domain.name)
    }
  }
}
