import { App } from 'aws-cdk-lib'
import { buildCampus } from '../campus'

// The CLI sets these only when it has credentials; without them (`npm run synth` offline) the stacks stay
// environment-agnostic and nothing is looked up.
const account = process.env.CDK_DEFAULT_ACCOUNT
const region = process.env.CDK_DEFAULT_REGION

buildCampus(new App(), { env: account && region ? { account, region } : undefined })
