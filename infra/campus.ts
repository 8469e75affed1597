import * as path from 'node:path'
import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib'
import { AwsSolutionsChecks } from 'cdk-nag'
import { EDGE_REGION, stageFromContext } from './config/stages'
import { ApiStack } from './stacks/api-stack'
import { BackupStack } from './stacks/backup-stack'
import { DataStack } from './stacks/data-stack'
import { EdgeStack } from './stacks/edge-stack'
import { JobsStack } from './stacks/jobs-stack'
import { MessagingStack } from './stacks/messaging-stack'
import { MonitoringStack } from './stacks/monitoring-stack'
import { StorageStack } from './stacks/storage-stack'
import { WebStack } from './stacks/web-stack'
import { REPO_ROOT } from './util'

export interface CampusOptions {
  /** The account to pin the stacks to. @default - the CLI's (CDK_DEFAULT_ACCOUNT), or none offline */
  readonly account?: string
}

/**
 * Builds every stack of the stage named by the `stage` context, checked by cdk-nag's AwsSolutions pack.
 * The CLI entry point and the tests both call this, so the tests check what gets deployed.
 */
export function buildCampus(app: App, options: CampusOptions = {}) {
  const stage = stageFromContext(app)
  // The config file's region pins every stack, offline too (the web stack reads the edge stack's output across
  // regions, which needs both regions known); the account is pinned once the CLI knows it. The CLI's own
  // region is ignored: the file decides where the portal lives.
  const account = options.account ?? process.env.CDK_DEFAULT_ACCOUNT
  const env: Environment = { account, region: stage.region }
  // The college and stage in every stack name, so two colleges (or prod and dev) can share an account.
  const id = (role: string) => `campus-${stage.collegeId}-${stage.name}-${role}`
  const description = (what: string) => `Campus Portal ${stage.name}: ${what}`

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app))
  Tags.of(app).add('app', 'campus-portal')
  Tags.of(app).add('stage', stage.name)
  Tags.of(app).add('college', stage.collegeId)

  // Stateful stacks first; stateless ones receive their constructs through props, so references run one way.
  const stateful = { env, stage, terminationProtection: stage.deletionProtection }
  const data = new DataStack(app, id('data'), { ...stateful, description: description('tables and secret') })
  const storage = new StorageStack(app, id('storage'), { ...stateful, description: description('buckets') })
  const messaging = new MessagingStack(app, id('messaging'), {
    env,
    stage,
    description: description('ops topic'),
  })
  // Jobs before api: a domain that starts jobs (feedback exports) is given the jobs function, its scheduler role
  // and the on-demand schedule group, and its grants to use them sit on its own role in the api stack. So the api
  // stack reads from the jobs stack and never the reverse. Granting from the jobs stack instead would point it at
  // the api stack's role while that function's variables point back at the jobs function: a dependency cycle.
  const jobs = new JobsStack(app, id('jobs'), {
    env,
    stage,
    description: description('scheduled and on-demand jobs'),
    tables: data.tables,
    buckets: storage.buckets,
    opsTopic: messaging.opsTopic,
  })
  const api = new ApiStack(app, id('api'), {
    env,
    stage,
    description: description('HTTP API and domain functions'),
    tables: data.tables,
    buckets: storage.buckets,
    tokenSecret: data.tokenSecret,
    originSecret: data.originSecret,
    jobs,
  })
  // Rate limits at the edge, where CloudFront requires its web ACL: us-east-1 (ADR 0015).
  const edgeStage = stage.edgeRateLimits ? { ...stage, edgeRateLimits: stage.edgeRateLimits } : undefined
  const edge = edgeStage
    ? new EdgeStack(app, id('edge'), {
        env: { account, region: EDGE_REGION },
        stage: edgeStage,
        description: description(`rate limits at the edge (${EDGE_REGION})`),
      })
    : undefined
  const webDist: unknown = app.node.tryGetContext('webDist')
  const web = new WebStack(app, id('web'), {
    env,
    stage,
    description: description('CloudFront and the SPA'),
    httpApi: api.httpApi,
    originSecret: data.originSecret,
    webAclArn: edge?.webAclArn,
    webDist: path.resolve(REPO_ROOT, typeof webDist === 'string' ? webDist : 'web/dist'),
  })

  const monitoring = new MonitoringStack(app, id('monitoring'), {
    env,
    stage,
    description: description('alarms and dashboard'),
    functions: api.functions,
    httpApi: api.httpApi,
    tables: data.tables,
    opsTopic: messaging.opsTopic,
  })

  const backupStage = stage.backup ? { ...stage, backup: stage.backup } : undefined
  const backup = backupStage
    ? new BackupStack(app, id('backup'), {
        ...stateful,
        stage: backupStage,
        description: description('daily table backups'),
        tables: data.tables,
        opsTopic: messaging.opsTopic,
      })
    : undefined

  return { stage, data, storage, messaging, api, jobs, edge, web, monitoring, backup }
}

export type CampusStacks = ReturnType<typeof buildCampus>
