/** True when DynamoDB refused a write because its condition failed (ElectroDB wraps the SDK's error). */
export const isConditionalFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.cause instanceof Error && error.cause.name === 'ConditionalCheckFailedException') ||
    /conditional request failed/i.test(error.message))
