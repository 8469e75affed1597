import { timingSafeEqual } from 'node:crypto'
import * as z from 'zod'
import { parseEnv, runtimeEnv } from './env'
import { readSecretString } from './secrets'

/** Set by CDK on the API's functions (infra/constructs/domain-function.ts); never locally. */
const originEnv = () => parseEnv({ ORIGIN_SECRET_ARN: z.string().min(1).optional() })

/** The header CloudFront adds to every request it forwards to the API (infra/stacks/web-stack.ts). */
export const ORIGIN_HEADER = 'x-campus-origin'

/** The part of an API Gateway (HTTP API, payload 2.0) event the guard reads. */
export interface EventWithHeaders {
  headers?: Record<string, string | undefined>
}

/** Any Lambda handler; hono/aws-lambda's `handle()` is generic over its event. */
type Handler = (event: never, context?: never) => Promise<unknown>

const refused = {
  statusCode: 403,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    error: {
      code: 'NOT_THROUGH_PORTAL',
      message: "Call the API through the portal's own address, not the API's.",
    },
  }),
}

const sameSecret = (given: string | undefined, secret: Buffer) => {
  if (given === undefined) return false
  const bytes = Buffer.from(given)
  return bytes.length === secret.length && timingSafeEqual(bytes, secret)
}

/**
 * Lets through only requests that came through CloudFront, which adds {@link ORIGIN_HEADER} with a secret value:
 * the API's own execute-api address then answers 403, so the edge's protections cannot be walked around. The
 * secret is read once per cold start from `ORIGIN_SECRET_ARN`; without it (local mode, tests) the handler is
 * returned as it is.
 */
export async function fromPortalOnly<H extends Handler>(
  handler: H,
  options: { secretArn?: string | undefined; region: string } = {
    secretArn: originEnv().ORIGIN_SECRET_ARN,
    region: runtimeEnv().AWS_REGION,
  },
): Promise<H> {
  if (!options.secretArn) return handler
  return fromPortalOnlyWithSecret(handler, await readSecretString(options.secretArn, options.region))
}

/** {@link fromPortalOnly} around a secret already in hand. */
export function fromPortalOnlyWithSecret<H extends Handler>(handler: H, secretValue: string): H {
  const secret = Buffer.from(secretValue)
  const guarded = (event: EventWithHeaders, context?: unknown) =>
    sameSecret(event.headers?.[ORIGIN_HEADER], secret)
      ? (handler as unknown as (event: EventWithHeaders, context?: unknown) => Promise<unknown>)(
          event,
          context,
        )
      : Promise.resolve(refused)
  // The same signature as the handler it guards; only the refusal's body differs from what the app answers.
  return guarded as unknown as H
}
