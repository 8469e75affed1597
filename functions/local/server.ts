import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { join, relative } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { handleNotFound } from '@campus/http'
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono'
import type { BlankEnv } from 'hono/types'
import { html } from 'hono/html'
import { manifests } from '../manifests'
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../security-headers'
import { buildLocalApps, type LocalWiring } from './apps'

const API_PATH = /^\/(api|boot)(\/|$)/

/**
 * Finds which owner serves a path: the one whose prefix is the longest match, prefixes matching whole
 * segments (`/api/group` serves `/api/group/7`, not `/api/groups`). This is how API Gateway picks among
 * `<prefix>` and `<prefix>/{proxy+}` routes, so a domain may own a path inside another's prefix
 * (`/api/group/student` in `/api/group`) and be reached the same way in both places.
 */
export function longestPrefixOwner<Owner>(
  owners: readonly { readonly prefixes: readonly string[]; readonly owner: Owner }[],
): (path: string) => Owner | undefined {
  const byLength = owners
    .flatMap(({ prefixes, owner }) => prefixes.map((prefix) => ({ prefix, owner })))
    .sort((a, b) => b.prefix.length - a.prefix.length)
  return (path) => byLength.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.owner
}

/** Something that answers requests: a Hono app. */
interface Fetcher {
  fetch(request: Request, env?: unknown): Response | Promise<Response>
}

/**
 * Middleware that hands each /api or /boot request, whole, to the app owning the longest matching prefix;
 * other requests (and API paths nobody owns) go on to the next handler.
 */
export function dispatchByLongestPrefix(
  owners: readonly { readonly prefixes: readonly string[]; readonly owner: Fetcher }[],
): MiddlewareHandler {
  const ownerOf = longestPrefixOwner(owners)
  return async (c, next) => {
    const owner = API_PATH.test(c.req.path) ? ownerOf(c.req.path) : undefined
    if (!owner) return next()
    return owner.fetch(c.req.raw, c.env)
  }
}

/** Loopback origins on any port: the local s3rver, which stands in for S3. */
const LOOPBACK = 'http://127.0.0.1:* http://localhost:*'

/**
 * The headers the server sends: CloudFront's, except that the browser may also reach s3rver, which stands in
 * for S3 on a local port (presigned uploads POST to it and attachments load from it; on AWS both are
 * `https://*.amazonaws.com`, which the policy already allows).
 */
export const LOCAL_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY.replace(
    "connect-src 'self'",
    `connect-src 'self' ${LOOPBACK}`,
  ).replace("img-src 'self'", `img-src 'self' ${LOOPBACK}`),
}

/**
 * Sets the headers CloudFront's response headers policy sets on AWS, on every response (SPA, assets, API and
 * errors), replacing any a domain app set itself, as CloudFront's `override` does.
 */
const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  try {
    for (const [name, value] of Object.entries(LOCAL_SECURITY_HEADERS)) c.res.headers.set(name, value)
  } catch {
    // A response whose headers are immutable (one fetched whole from elsewhere): copy it.
    c.res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(LOCAL_SECURITY_HEADERS)) c.res.headers.set(name, value)
  }
}

/** The domain that serves `path` on AWS and locally. */
export const domainServing = longestPrefixOwner(
  manifests.map(({ name, prefixes }) => ({ prefixes, owner: name })),
)

/**
 * The whole portal as one Hono app: each request under /api or /boot goes to exactly one domain app, the
 * owner of the longest matching manifest prefix (as on AWS, where each is its own Lambda); everything else
 * is the built SPA (index.html for client-side routes). Without a web build, `/` says so and links the API
 * reference. An API path no domain owns is a 404 envelope.
 */
export async function createLocalServer(wiring: LocalWiring, webDir: string) {
  const apps = await buildLocalApps(wiring)
  const app = new Hono()
  app.use('*', securityHeaders)
  app.use(
    '*',
    dispatchByLongestPrefix(apps.map(({ manifest, app }) => ({ prefixes: manifest.prefixes, owner: app }))),
  )

  const indexFile = join(webDir, 'index.html')
  if (existsSync(indexFile)) {
    const assets: MiddlewareHandler<BlankEnv> = serveStatic({ root: relative(process.cwd(), webDir) })
    app.use('/*', async (c: Context<BlankEnv, string>, next: Next) =>
      API_PATH.test(c.req.path) ? next() : assets(c, next),
    )
    app.get('*', (c, next) => {
      if (API_PATH.test(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return next()
      c.header('Cache-Control', 'no-cache')
      return c.html(readFileSync(indexFile, 'utf8'))
    })
  } else {
    app.get('/', (c) =>
      c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Campus Portal</title>
            </head>
            <body style="font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto">
              <h1>Campus Portal</h1>
              <p>The API is running. No web app build was found in <code>${webDir}</code>.</p>
              <p>API reference: <a href="/api/docs">/api/docs</a></p>
            </body>
          </html>`,
      ),
    )
  }
  app.notFound(handleNotFound)
  return app
}

/**
 * Request body bytes the server reads and throws away after answering without reading them (a 413 from the
 * body limit, a 401 before the body): enough for any body a client sends in good faith (the upload limit is
 * 6 MB), so its keep-alive connection stays usable. Past it the connection is closed instead.
 */
export const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024

/** How long the rest of an unread body may take to arrive before the connection is closed instead. */
export const DISCARD_TIMEOUT_MS = 10_000

/**
 * Keeps a keep-alive connection usable after a response that did not read the request body. The app is
 * handed the body as a web stream, which stops reading the socket once its small buffer is full; nobody reads
 * it after the answer, so the rest of the body sat unread and the next request on the connection hung until
 * @hono/node-server gave up and destroyed the socket. Here, once the response is sent, the rest is read and
 * discarded (up to MAX_DISCARDED_BODY_BYTES and DISCARD_TIMEOUT_MS); a body announced as larger gets
 * `Connection: close` on its answer, so the client knows to open a new connection.
 */
export function discardUnreadBodies(server: Pick<Server, 'on'>, maxBytes = MAX_DISCARDED_BODY_BYTES) {
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const announced = Number(incoming.headers['content-length'] ?? 0)
    if (announced > maxBytes && !outgoing.headersSent) outgoing.setHeader('Connection', 'close')
    outgoing.once('finish', () => {
      if (incoming.readableEnded || incoming.destroyed || announced > maxBytes) return
      const close = () => {
        clearTimeout(timer)
        incoming.socket?.destroySoon()
      }
      const timer = setTimeout(close, DISCARD_TIMEOUT_MS)
      timer.unref()
      // The web stream's own listener pauses the socket for a reader that never comes: replace it.
      incoming.removeAllListeners('data')
      let read = 0
      incoming.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read > maxBytes) close()
      })
      incoming.once('end', () => clearTimeout(timer))
      incoming.once('error', () => clearTimeout(timer))
      incoming.resume()
    })
  })
}

/**
 * Serves the local portal on `hostname:port` with @hono/node-server, discarding unread request bodies itself
 * (`discardUnreadBodies`) instead of leaving that to the adapter, whose cleanup gives up after 500 ms.
 */
export function serveLocal(
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> },
  { hostname, port }: { hostname: string; port: number },
) {
  // Without `createServer` in its options, the adapter makes a node:http server.
  const server = serve({ fetch: app.fetch, hostname, port, autoCleanupIncoming: false }) as Server
  discardUnreadBodies(server)
  return server
}
