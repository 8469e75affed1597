/**
 * The security headers every response of the portal carries: on AWS CloudFront's response headers policy sets
 * them (infra/stacks/web-stack.ts), locally the one-process server does (functions/local/server.ts). Both read
 * them from here, and infra/test/web.test.ts checks the synthesized policy says the same. Data only.
 */

/**
 * The SPA talks to its own origin; browsers upload and download attachments with presigned S3 URLs. The built
 * SPA has no inline script; Mantine writes CSS variables into style attributes and tags, hence
 * `style-src 'unsafe-inline'`. No site may frame the portal. Frames load only the portal and `blob:`: the
 * course material preview reads a PDF through `connect-src` and frames it from a blob (without `frame-src`,
 * `default-src 'self'` blocks that frame; storage's own origin stays unframeable).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.amazonaws.com",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** How long browsers keep to HTTPS (one year), with subdomains. Browsers ignore it on plain-HTTP local runs. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** `Referrer-Policy`: the origin only, and nothing when going from HTTPS to HTTP. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** Each header by name as it goes on the wire, replacing whatever a handler set (CloudFront's `override`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': REFERRER_POLICY,
}
