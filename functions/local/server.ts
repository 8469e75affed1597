import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { handleNotFound } from '@campus/http'
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono'
import type { BlankEnv } from 'hono/types'
import { html } from 'hono/html'
import { domains } from '../domains'
import { localApps, type LocalWiring } from './apps'

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

/** The registered domain that serves `path` on AWS and locally. */
export const domainServing = longestPrefixOwner(
  domains.map(({ name, prefixes }) => ({ prefixes, owner: name })),
)

/**
 * The whole portal as one Hono app: each request under /api or /boot goes to exactly one domain app, the
 * owner of the longest matching registry prefix (as on AWS, where each is its own Lambda); everything else
 * is the built SPA (index.html for client-side routes). Without a web build, `/` says so and links the API
 * reference. An API path no domain owns is a 404 envelope.
 */
export function createLocalServer(wiring: LocalWiring, webDir: string) {
  const app = new Hono()
  app.use(
    '*',
    dispatchByLongestPrefix(
      domains.map(({ name, prefixes }) => ({ prefixes, owner: localApps[name](wiring) })),
    ),
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
