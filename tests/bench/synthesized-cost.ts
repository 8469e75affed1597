import { Stack } from 'aws-cdk-lib'
import { synthCampus } from '../../infra/test/synth'
import { costConfiguration, estimateCost, type MeasuredCalls, type TemplateJson } from './cost'

/**
 * Synthesizes the prod stacks as `npm run synth -- -c stage=prod` would (offline, assets not bundled), reads
 * their price-relevant choices and prices a million API requests with the DynamoDB calls the bench measured.
 */
export function measureCost(calls: MeasuredCalls) {
  const campus = synthCampus({ context: { stage: 'prod' } })
  try {
    const templates = Object.values(campus.stacks)
      .filter((stack) => stack instanceof Stack)
      .map((stack) => campus.template(stack).toJSON() as TemplateJson)
    const configuration = costConfiguration(templates)
    return { configuration, estimate: estimateCost(configuration, calls) }
  } finally {
    campus.dispose()
  }
}
