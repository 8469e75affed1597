import { Duration, Stack, type StackProps, TimeZone, Validations } from 'aws-cdk-lib'
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup'
import { Alarm, ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { Schedule } from 'aws-cdk-lib/aws-events'
import type { ITopic } from 'aws-cdk-lib/aws-sns'
import type { Construct } from 'constructs'
import type { BackupSettings, StageConfig } from '../config/stages'

export interface BackupStackProps extends StackProps {
  /** The stage whose tables are backed up; its `backup` must be set. */
  readonly stage: StageConfig & { readonly backup: BackupSettings }
  /** Every table, by logical name (DataStack.tables): all of them are backed up. */
  readonly tables: Readonly<Record<string, ITable>>
  /** Where a failed backup or copy is reported. */
  readonly opsTopic: ITopic
}

/**
 * Daily AWS Backup copies of every table, kept `retentionDays`, beside point-in-time recovery (ADR 0017), and
 * optionally copied into a vault in another account. PITR repairs a bad edit to the second; these survive the
 * table's deletion and, copied, the loss of the account. docs/runbooks/restore.md restores from either.
 */
export class BackupStack extends Stack {
  readonly vault: BackupVault

  constructor(scope: Construct, id: string, props: BackupStackProps) {
    super(scope, id, props)
    const { stage } = props
    const keepFor = Duration.days(stage.backup.retentionDays)

    // Named for the college and stage: vault names are unique per account and region.
    const vault = (this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: this.stackName,
      removalPolicy: stage.removalPolicy,
    }))
    const copyTo = stage.backup.copyToVaultArn
    const plan = new BackupPlan(this, 'Plan', {
      backupPlanName: this.stackName,
      backupVault: vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          // Early morning in India, when nobody works and the nightly jobs are done.
          scheduleExpression: Schedule.cron({ hour: '3', minute: '30' }),
          scheduleExpressionTimezone: TimeZone.ASIA_KOLKATA,
          deleteAfter: keepFor,
          copyActions: copyTo
            ? [
                {
                  destinationBackupVault: BackupVault.fromBackupVaultArn(this, 'CopyVault', copyTo),
                  deleteAfter: keepFor,
                },
              ]
            : undefined,
        }),
      ],
    })
    const selection = plan.addSelection('Tables', {
      resources: Object.values(props.tables).map((table) => BackupResource.fromDynamoDbTable(table)),
      allowRestores: false,
    })
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        'AWS Backup assumes this role to back up the selected tables; AWS maintains the policy as the service ' +
        'adds features (advanced DynamoDB backups, copies), and the plan selects the tables by ARN.',
    })

    const notify = new SnsAction(props.opsTopic)
    const failed = (metricName: string, alarmId: string, description: string) =>
      new Alarm(this, alarmId, {
        metric: new Metric({
          namespace: 'AWS/Backup',
          metricName,
          dimensionsMap: { BackupVaultName: vault.backupVaultName },
          period: Duration.hours(1),
          statistic: Stats.SUM,
        }),
        alarmDescription: description,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(notify)
    failed(
      'NumberOfBackupJobsFailed',
      'BackupJobsFailedAlarm',
      'A daily table backup failed; see AWS Backup jobs.',
    )
    if (copyTo) {
      failed(
        'NumberOfCopyJobsFailed',
        'CopyJobsFailedAlarm',
        'Copying a backup into the other account failed; see AWS Backup copy jobs and ADR 0017.',
      )
    }
  }
}
