import { App } from 'aws-cdk-lib'
import { buildCampus } from '../campus'
import { readCampusConfig } from '../config/campus-config'

const app = new App()
// Said on every synth, so nobody deploys the demo college by accident.
if (!app.node.tryGetContext('configFile') && !readCampusConfig()) {
  console.error(
    'No campus.config.json next to package.json: building the demo college in ap-south-1 (stage dev unless -c stage=prod). ' +
      'Copy campus.config.example.json to campus.config.json for a college.',
  )
}
// The account comes from the CLI's credentials when it has them (CDK_DEFAULT_ACCOUNT); offline the stacks are
// pinned to the config file's region only, and nothing is looked up.
buildCampus(app)
