import * as path from 'node:path'
import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib'
import { AwsSolutionsChecks } from 'cdk-nag'
import { stageFromContext } from './config/stages'
import { ApiStack } from './stacks/api-stack'
import { DataStack } from './stacks/data-stack'
import { JobsStack } from './stacks/jobs-stack'
import { MessagingStack } from './stacks/messaging-stack'
import { MonitoringStack } from './stacks/monitoring-stack'
import { StorageStack } from './stacks/storage-stack'
import { WebStack } from './stacks/web-stack'
import { REPO_ROOT } from './util'

export interface CampusOptions {
  /** Account and region to pin the stacks to. @default - environment-agnostic stacks */
  readonly env?: Environment
}

/**
 * Builds every stack of the stage named by the `stage` context, checked by cdk-nag's AwsSolutions pack.
 * The CLI entry point and the tests both call this, so the tests check what gets deployed.
 */
export function buildCampus(app: App, options: CampusOptions = {}) {
  const stage = stageFromContext(app)
  // The config file's region pins the stacks once the CLI knows the account; offline they stay agnostic.
  const env =
    options.env ??
    (stage.region && process.env.CDK_DEFAULT_ACCOUNT
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: stage.region }
      : undefined)
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
  const webDist: unknown = app.node.tryGetContext('webDist')
  const web = new WebStack(app, id('web'), {
    env,
    stage,
    description: description('CloudFront and the SPA'),
    httpApi: api.httpApi,
    originSecret: data.originSecret,
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

  return { stage, data, storage, messaging, api, jobs, web, monitoring }
}

export type CampusStacks = ReturnType<typeof buildCampus>
