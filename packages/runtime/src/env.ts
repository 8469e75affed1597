import * as z from 'zod'

/** Parses `source` against `shape` and fails fast, listing every problem. */
export function parseEnv<Shape extends z.ZodRawShape>(shape: Shape, source: NodeJS.ProcessEnv = process.env) {
  const result = z.object(shape).safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `- ${issue.path.map(String).join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return Object.freeze(result.data)
}

/** Settings every runtime shares. Emulator endpoints are set locally and in tests, never on AWS. */
export const runtimeEnv = () =>
  parseEnv({
    AWS_REGION: z.string().default('ap-south-1'),
    DYNAMODB_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    /** `outbox` keeps SMS locally instead of sending them through SNS. */
    SMS_MODE: z.enum(['sns', 'outbox']).default('sns'),
  })

/**
 * A domain Lambda's configuration: the shared settings, the sessions table and the token secret (set directly
 * locally, by ARN on AWS) every domain authenticates with, and the domain's own variables (`shape`).
 */
export const domainEnv = <Shape extends z.ZodRawShape>(shape: Shape) => ({
  ...runtimeEnv(),
  ...parseEnv({
    SESSIONS_TABLE_NAME: z.string().min(1),
    TOKEN_SECRET: z.string().min(32).optional(),
    TOKEN_SECRET_ARN: z.string().optional(),
    ...shape,
  }),
})
