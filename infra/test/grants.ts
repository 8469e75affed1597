import type { CfnElement, Stack } from 'aws-cdk-lib'
import type { IRole } from 'aws-cdk-lib/aws-iam'
import type { IConstruct } from 'constructs'
import type { SynthesizedCampus } from './synth'

type Json = unknown

interface Statement {
  Effect: string
  Action: string | string[]
  Resource: Json
}

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value])
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null

/**
 * Reads IAM grants out of synthesized templates and names every resource by what it is (`table:identity`,
 * `table:identity/index/gsi1`, `bucket:exports/*`, `secret:token`, `log-group:own`, `function:jobs`,
 * `role:scheduler`), following references into the stacks that own them, so assertions can compare grants with
 * the registries. Pseudo parameters read as `${AWS::Region}`.
 */
export class GrantReader {
  private readonly names = new Map<string, string>()

  constructor(private readonly campus: SynthesizedCampus) {
    const { data, storage, messaging, jobs } = campus.stacks
    for (const [name, table] of Object.entries(data.tables)) this.register(data, table, `table:${name}`)
    this.register(data, data.tokenSecret, 'secret:token')
    this.register(data, data.originSecret, 'secret:origin')
    for (const [name, bucket] of Object.entries(storage.buckets))
      this.register(storage, bucket, `bucket:${name}`)
    this.register(messaging, messaging.opsTopic, 'topic:ops')
    this.register(jobs, jobs.jobsFunction, 'function:jobs')
    this.register(jobs, jobs.schedulerRole, 'role:scheduler')
    for (const [name, queue] of Object.entries(jobs.queues)) this.register(jobs, queue, `queue:${name}`)
  }

  private register(stack: Stack, construct: IConstruct, name: string) {
    this.names.set(
      `${stack.stackName}/${stack.getLogicalId(construct.node.defaultChild as CfnElement)}`,
      name,
    )
  }

  /** Resource name → actions, over every policy attached to `role` in `stack`. */
  grantsOf(stack: Stack, role: IRole, logGroup?: IConstruct): Map<string, Set<string>> {
    const template = this.campus.template(stack)
    const roleId = stack.getLogicalId(role.node.defaultChild as CfnElement)
    const ownLogGroup = logGroup ? stack.getLogicalId(logGroup.node.defaultChild as CfnElement) : undefined
    const grants = new Map<string, Set<string>>()
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      const properties = (
        policy as { Properties: { Roles: Json[]; PolicyDocument: { Statement: Statement[] } } }
      ).Properties
      if (!properties.Roles.some((ref) => isRecord(ref) && ref.Ref === roleId)) continue
      for (const statement of properties.PolicyDocument.Statement) {
        if (statement.Effect !== 'Allow') throw new Error(`Unexpected ${statement.Effect} statement`)
        for (const resource of asArray(statement.Resource)) {
          let name = this.name(stack, resource)
          if (ownLogGroup && name === `local:${ownLogGroup}.Arn`) name = 'log-group:own'
          const actions = grants.get(name) ?? new Set<string>()
          for (const action of asArray(statement.Action)) actions.add(action)
          grants.set(name, actions)
        }
      }
    }
    return grants
  }

  /** What a template value refers to, as registered names where known. */
  name(consumer: Stack, value: Json): string {
    if (typeof value === 'string') return value
    if (!isRecord(value)) return JSON.stringify(value)
    const output = value['Fn::GetStackOutput']
    if (isRecord(output)) {
      return this.producerName(String(output.StackName), String(output.OutputName))
    }
    const joined = value['Fn::Join']
    if (Array.isArray(joined)) {
      const [separator, parts] = joined as [string, Json[]]
      return parts.map((part) => this.name(consumer, part)).join(separator)
    }
    if (typeof value.Ref === 'string' && value.Ref.startsWith('AWS::')) return `\${${value.Ref}}`
    const local = referencedId(value)
    if (local)
      return this.names.get(`${consumer.stackName}/${local.id}`) ?? `local:${local.id}${local.attribute}`
    return JSON.stringify(value)
  }

  private producerName(stackName: string, outputName: string): string {
    const { data, storage, messaging, api, jobs, web } = this.campus.stacks
    const producer = [data, storage, messaging, api, jobs, web].find((stack) => stack.stackName === stackName)
    if (!producer) return `${stackName}:${outputName}`
    const outputs = (this.campus.template(producer).toJSON() as { Outputs?: Record<string, { Value: Json }> })
      .Outputs
    const target = referencedId(outputs?.[outputName]?.Value)
    return (target && this.names.get(`${stackName}/${target.id}`)) ?? `${stackName}:${outputName}`
  }
}

/** `{ Ref: id }` or `{ 'Fn::GetAtt': [id, attribute] }`. */
function referencedId(value: Json): { id: string; attribute: string } | undefined {
  if (!isRecord(value)) return undefined
  if (typeof value.Ref === 'string') return { id: value.Ref, attribute: '' }
  const getAtt = value['Fn::GetAtt']
  if (Array.isArray(getAtt)) return { id: String(getAtt[0]), attribute: `.${String(getAtt[1])}` }
  return undefined
}
