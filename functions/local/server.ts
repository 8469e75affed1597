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
 * The whole portal as one Hono app: every registered domain app mounted as it is, then the built SPA
 * (index.html for client-side routes). Without a web build, `/` says so and links the API reference.
 */
export function createLocalServer(wiring: LocalWiring, webDir: string) {
  const app = new Hono()
  for (const domain of domains) app.route('/', localApps[domain.name](wiring))

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
