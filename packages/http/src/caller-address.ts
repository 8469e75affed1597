import { AppError } from '@campus/core'
import type { Context } from 'hono'
import type { AppEnv } from './types'

/**
 * Set by the CloudFront Function on the API paths (infra/web/viewer-address.js) to the viewer's address,
 * replacing any value the client sent; functions answer only requests that came through CloudFront.
 */
export const VIEWER_ADDRESS_HEADER = 'x-campus-viewer-address'

/** What the runtimes hand the app as `c.env`: the Lambda event, or @hono/node-server's request. */
interface Bindings {
  event?: { requestContext?: { http?: { sourceIp?: string } } }
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * The address a request without a token is counted under (the hourly limits on uploads without a token and on
 * answers to an event's feedback form): on Lambda the viewer's address CloudFront wrote (else API Gateway's
 * `requestContext.http.sourceIp`), locally the socket's peer (what @hono/node-server's getConnInfo reads; tests
 * pass `{ incoming: { socket: { remoteAddress } } }` as `app.request`'s env). Never a header the client can
 * write, such as X-Forwarded-For. Without either the call cannot be counted and is refused.
 */
export function callerAddress(c: Context<AppEnv>): string {
  const env = c.env as Bindings | undefined
  const address = env?.event
    ? (c.req.header(VIEWER_ADDRESS_HEADER) ?? env.event.requestContext?.http?.sourceIp)
    : env?.incoming?.socket?.remoteAddress
  if (!address)
    throw new AppError(
      400,
      'CALLER_UNKNOWN',
      'The address this request comes from is unknown, so it cannot be counted or taken.',
    )
  return address
}
