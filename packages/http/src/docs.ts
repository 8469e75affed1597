import type { Hono } from 'hono'
import { html } from 'hono/html'
import * as z from 'zod'
import { metaOf, type Access, type RouteMeta, type Scope } from './route-meta'
import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE } from './session-cookie'
import type { AppEnv } from './types'

export const DOCS_PREFIX = '/api/docs'

/** One documented operation: a method and path with everything its handlers declared. */
export interface Operation {
  method: string
  path: string
  meta: RouteMeta
}

/**
 * Every route of the app with its merged metadata, in registration order. Middleware registered with
 * `use()` (method ALL) is not an operation; the docs routes are left out.
 */
export function operationsOf(app: Hono<AppEnv>): Operation[] {
  const byKey = new Map<string, Operation>()
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.startsWith(DOCS_PREFIX)) continue
    const key = `${route.method} ${route.path}`
    const operation = byKey.get(key) ?? { method: route.method, path: route.path, meta: {} }
    const meta = metaOf(route.handler)
    if (meta) {
      operation.meta = {
        ...operation.meta,
        ...meta,
        request: { ...operation.meta.request, ...meta.request },
      }
    }
    byKey.set(key, operation)
  }
  return [...byKey.values()]
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' })

/** Hono's `/:id` is OpenAPI's `/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/** The OpenAPI 3.1 document of an app, generated from its routes' metadata and zod schemas. */
export function openApiDocument(app: Hono<AppEnv>, name: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { method, path, meta } of operationsOf(app)) {
    const parameters = [
      ...[...path.matchAll(/:(\w+)/g)].map(([, param]) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(meta.query ?? []).map(({ name: param, description }) => ({
        name: param,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ]
    const body = meta.request?.json ?? meta.request?.form
    const item = (paths[openApiPath(path)] ??= {})
    item[method.toLowerCase()] = {
      summary: meta.summary ?? '',
      'x-access': meta.access ?? 'undeclared',
      ...(meta.scope ? { 'x-scope': meta.scope } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                [meta.request?.form ? 'multipart/form-data' : 'application/json']: {
                  schema: jsonSchema(body, 'input'),
                },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: meta.responseDescription ?? 'OK',
          ...(meta.response
            ? { content: { 'application/json': { schema: jsonSchema(meta.response, 'output') } } }
            : {}),
        },
        default: {
          description: 'An error: `{ "error": { "code", "message", "details", "requestId" } }`',
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `Campus Portal: ${name}`,
      version: '1',
      description:
        'Every call takes the session token as the `token` query parameter or an `Authorization: Bearer` header, ' +
        `except those anyone may call. The web app signs in with the HttpOnly \`${SESSION_COOKIE}\` cookie instead, ` +
        `and every write it makes carries \`${WEB_CLIENT_HEADER}: ${WEB_CLIENT_HEADER_VALUE}\` (403 CSRF_HEADER_REQUIRED without). ` +
        'Lists are bare JSON arrays. Failures are `{ "error": { "code", "message", ' +
        '"details", "requestId" } }` with a 4xx or 5xx status.',
    },
    paths,
  }
}

/** Serves the domain's OpenAPI document and a readable reference page built from it (no external assets). */
export function serveDocs(app: Hono<AppEnv>, name: string) {
  app.get(`${DOCS_PREFIX}/${name}/openapi.json`, (c) => c.json(openApiDocument(app, name)))
  app.get(`${DOCS_PREFIX}/${name}`, (c) => c.html(renderReference(openApiDocument(app, name), name)))
}

const SCOPE_TEXT: Record<Scope, string> = {
  college: '',
  department: ' (an HOD within the departments they head)',
  own: ' (their own records, or those of people they manage)',
}

const describeAccess = (access: Access | 'undeclared') => {
  if (access === 'public') return 'anyone (no token)'
  if (access === 'signed-in') return 'any signed-in user'
  if (access === 'undeclared') return 'nobody (undeclared)'
  return access.join(', ')
}

/** A plain HTML reference: one section per operation with who may call it, parameters, body and response. */
export function renderReference(document: ReturnType<typeof openApiDocument>, name: string) {
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Record<string, unknown>,
    })),
  )
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title}</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 70rem;
            padding: 1rem 2rem;
            color: #1a1b1e;
          }
          h2 {
            font-size: 1rem;
            margin: 1.75rem 0 0.25rem;
            font-family: ui-monospace, monospace;
          }
          .method {
            display: inline-block;
            min-width: 4.5rem;
            font-weight: 700;
            color: #1864ab;
          }
          .access {
            color: #495057;
          }
          pre {
            background: #f1f3f5;
            padding: 0.75rem;
            overflow: auto;
            font-size: 13px;
          }
        </style>
      </head>
      <body>
        <h1>${document.info.title}</h1>
        <p>${document.info.description}</p>
        <p>
          <a href="${DOCS_PREFIX}">All domains</a> ·
          <a href="${DOCS_PREFIX}/${name}/openapi.json">OpenAPI document</a>
        </p>
        ${operations.map(
          ({ path, method, operation }) =>
            html`<section>
              <h2><span class="method">${method.toUpperCase()}</span> ${path}</h2>
              <div>${String(operation.summary)}</div>
              <div class="access">
                Who may call:
                ${describeAccess(operation['x-access'] as Access)}${
                  SCOPE_TEXT[(operation['x-scope'] as Scope | undefined) ?? 'college']
                }
              </div>
              ${
                operation.parameters
                  ? html`<details>
                      <summary>Parameters</summary>
                      <pre>${json(operation.parameters)}</pre>
                    </details>`
                  : ''
              }
              ${
                operation.requestBody
                  ? html`<details>
                      <summary>Request body</summary>
                      <pre>${json(operation.requestBody)}</pre>
                    </details>`
                  : ''
              }
              <details>
                <summary>Response</summary>
                <pre>${json(operation.responses)}</pre>
              </details>
            </section>`,
        )}
      </body>
    </html>`
}
