import { createDomainApp, DOCS_PREFIX } from '@campus/http'
import { html } from 'hono/html'
import type { IdentityDeps } from './deps'
import { PREFIXES } from './prefixes'
import { bulkRoutes } from './routes/bulk.routes'
import { collegeRoutes } from './routes/college.routes'
import { groupRoutes } from './routes/groups.routes'
import { profileRoutes } from './routes/profile.routes'
import { roleRoutes } from './routes/roles.routes'
import { sessionRoutes } from './routes/session.routes'
import { userRoutes } from './routes/users.routes'

/** The identity domain: users, sessions, passwords, roles and menus, profiles, the college record. */
export function createIdentityApp(deps: IdentityDeps) {
  const app = createDomainApp({
    name: 'identity',
    prefixes: PREFIXES,
    authenticate: deps.authenticate,
  })
    .route('/', sessionRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', bulkRoutes(deps))
    .route('/', groupRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', roleRoutes(deps))
    .route('/', collegeRoutes(deps))
  // The API reference index: one page per domain, each served by that domain.
  app.get(DOCS_PREFIX, (c) =>
    c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Campus Portal API</title>
          </head>
          <body style="font: 16px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto">
            <h1>Campus Portal API</h1>
            <ul>
              ${deps.catalog.domains.map((name) => html`<li><a href="${DOCS_PREFIX}/${name}">${name}</a></li>`)}
            </ul>
          </body>
        </html>`,
    ),
  )
  return app
}

export type IdentityApp = ReturnType<typeof createIdentityApp>
