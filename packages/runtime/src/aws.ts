import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { SNSClient } from '@aws-sdk/client-sns'
import { SQSClient } from '@aws-sdk/client-sqs'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/** Local emulators accept any credentials; AWS uses the Lambda role's. */
const emulatorCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface ClientOptions {
  region: string
  endpoint?: string | undefined
}

export function dynamoClient({ region, endpoint }: ClientOptions) {
  return new DynamoDBClient({ region, ...(endpoint ? { endpoint, credentials: emulatorCredentials } : {}) })
}

export function documentClient(client: DynamoDBClient) {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } })
}

export function s3Client({ region, endpoint }: ClientOptions) {
  return new S3Client({
    region,
    // s3rver speaks path-style only and rejects the SDK's default flexible checksums.
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          credentials: emulatorCredentials,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  })
}

export const snsClient = ({ region }: ClientOptions) => new SNSClient({ region })

export const sqsClient = ({ region }: ClientOptions) => new SQSClient({ region })
