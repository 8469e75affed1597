import { Stack, Validations } from 'aws-cdk-lib'
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference'
import type { IConstruct } from 'constructs'

export interface WildcardAcknowledgement {
  /** The cdk-nag rule, e.g. `AwsSolutions-IAM5`. */
  readonly rule: string
  /** Why this wildcard is the narrowest grant that works, in words a reviewer can check. */
  readonly reason: string
}

/**
 * Acknowledges exactly one wildcard resource finding (`<rule>[Resource::<resource>]`) on `scope`.
 *
 * A finding names the resource as cdk-nag prints the synthesized template, and a resource from another stack
 * only takes its final form (an output reference) once CDK has wired the stacks together. So the id is worked
 * out then, with cdk-nag's own formatter, rather than guessed now: the acknowledgement covers this resource
 * only, and stays right when a logical id changes.
 */
export function acknowledgeResolvedWildcard(
  scope: IConstruct,
  resource: string,
  ack: WildcardAcknowledgement,
) {
  scope.node.addValidation({
    validate: () => {
      const flat = flattenCfnReference(Stack.of(scope).resolve(resource))
      Validations.of(scope).acknowledge({ id: `${ack.rule}[Resource::${flat}]`, reason: ack.reason })
      return []
    },
  })
}
