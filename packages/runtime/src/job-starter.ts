import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler'
import { randomBytes } from 'node:crypto'
import * as z from 'zod'

/** A job to run now, in the background: the jobs Lambda's `{ "job": name, ...input }` event. */
export type JobEvent = { job: string } & Record<string, unknown>

/** Starts a job in the background and returns once it is on its way (not when it ends). */
export type JobStarter = (event: JobEvent) => Promise<void>

/** `at()` wants a UTC wall-clock time without a zone: yyyy-mm-ddThh:mm:ss. */
const atExpression = (at: number) => `at(${new Date(at).toISOString().slice(0, 19)})`

/**
 * Starts a job on AWS as a one-time EventBridge Scheduler schedule targeting the jobs Lambda, deleted after it
 * runs. A request handler must not do long work after answering (Lambda freezes it), and the jobs Lambda
 * already has the time, memory and grants that report jobs need.
 */
export function schedulerJobStarter(
  client: SchedulerClient,
  target: { functionArn: string; roleArn: string; groupName?: string },
): JobStarter {
  return async (event) => {
    await client.send(
      new CreateScheduleCommand({
        Name: `${event.job}-${Date.now()}-${randomBytes(4).toString('hex')}`,
        ...(target.groupName ? { GroupName: target.groupName } : {}),
        ScheduleExpression: atExpression(Date.now() + 1000),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: target.functionArn,
          RoleArn: target.roleArn,
          Input: JSON.stringify(event),
          RetryPolicy: { MaximumRetryAttempts: 2 },
        },
      }),
    )
  }
}

/**
 * The variables of a function that starts jobs, which CDK sets together (infra/constructs/domain-function.ts):
 * the jobs Lambda, the role EventBridge Scheduler invokes it with, and the schedule group. Spread into the
 * function's `domainEnv`.
 */
export const JOB_STARTER_VARIABLES = {
  JOBS_FUNCTION_ARN: z.string().min(1),
  SCHEDULER_ROLE_ARN: z.string().min(1),
  JOBS_SCHEDULE_GROUP: z.string().min(1).optional(),
}

/** Starts jobs on AWS as the function's {@link JOB_STARTER_VARIABLES} say: the one Lambda handlers use. */
export const jobStarterFromEnv = (
  env: z.infer<z.ZodObject<typeof JOB_STARTER_VARIABLES>>,
  region: string,
): JobStarter =>
  schedulerJobStarter(new SchedulerClient({ region }), {
    functionArn: env.JOBS_FUNCTION_ARN,
    roleArn: env.SCHEDULER_ROLE_ARN,
    ...(env.JOBS_SCHEDULE_GROUP ? { groupName: env.JOBS_SCHEDULE_GROUP } : {}),
  })

/**
 * Starts a job in this process (the local server and the tests): runs it on the next turn of the event loop
 * and reports a failure through `onError` (the job itself records failures where its users see them).
 */
export function inProcessJobStarter(
  run: (event: JobEvent) => Promise<unknown>,
  onError: (error: unknown, event: JobEvent) => void = () => {},
): JobStarter {
  return (event) => {
    setImmediate(() => {
      run(event).catch((error: unknown) => onError(error, event))
    })
    return Promise.resolve()
  }
}
