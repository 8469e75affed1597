import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib'
import { AttributeType, BillingMode, type ITable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb'
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import type { TableDefinition } from '@campus/db'
import { tableDefinitions } from '@campus/functions/manifests'
import type { StageConfig } from '../config/stages'
import { pascalCase } from '../util'

export interface DataStackProps extends StackProps {
  /** Removal policy and deletion protection come from the stage. */
  readonly stage: StageConfig
}

/**
 * Stateful and rarely changed: one DynamoDB table per table a domain's manifest defines, and the token-signing
 * secret. Construct ids derive from table names and must never change: renaming one replaces the table.
 */
export class DataStack extends Stack {
  /** Every table, by logical name. */
  readonly tables: Readonly<Record<string, ITable>>
  /** HMAC key for session tokens; the API functions read it once per cold start. */
  readonly tokenSecret: ISecret
  /** The value CloudFront sends in the origin header and the API functions check (ADR 0024). */
  readonly originSecret: ISecret

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props)
    const { stage } = props

    const built: Record<string, ITable> = {}
    for (const definition of tableDefinitions()) built[definition.name] = this.table(definition, stage)
    this.tables = built

    this.tokenSecret = this.generatedSecret(
      'TokenSigningSecret',
      'HMAC key that signs Campus Portal session tokens',
      'Rotating the signing key signs every user out at once. Sessions are revoked one by one through the ' +
        'sessions table (sign-out, password change); the key is rotated by hand only if it leaks.',
      stage,
    )
    this.originSecret = this.generatedSecret(
      'OriginSecret',
      'Header value CloudFront adds to API requests, so only requests through it reach the API',
      'CloudFront reads the value at deploy time (a dynamic reference in its origin header), so a rotation ' +
        'would refuse every request until the next deploy; it is replaced by hand with a redeploy if it leaks.',
      stage,
    )
  }

  /** A generated secret of 64 letters and digits: ~380 bits, nothing that needs escaping wherever it travels. */
  private generatedSecret(id: string, description: string, whyNotRotated: string, stage: StageConfig) {
    const secret = new Secret(this, id, {
      description,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: stage.removalPolicy,
    })
    Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: whyNotRotated })
    return secret
  }

  private table(definition: TableDefinition, stage: StageConfig): Table {
    const table = new Table(this, `${pascalCase(definition.name)}Table`, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: stage.deletionProtection,
      removalPolicy: stage.removalPolicy,
      timeToLiveAttribute: definition.timeToLiveAttribute,
    })
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })
    }
    // `npm run create-admin` needs the identity table's name after the first deploy.
    new CfnOutput(this, `${pascalCase(definition.name)}TableName`, { value: table.tableName })
    return table
  }
}
