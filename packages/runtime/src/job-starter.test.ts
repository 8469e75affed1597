import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler'
import { mockClient } from 'aws-sdk-client-mock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inProcessJobStarter, jobStarterFromEnv, schedulerJobStarter } from './job-starter'

afterEach(() => vi.useRealTimers())

describe('starting a job on AWS', () => {
  it('creates a one-time schedule a second from now that invokes the jobs Lambda once and deletes itself', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 9, 15, 30, 400), toFake: ['Date'] })
    const scheduler = mockClient(SchedulerClient)
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' })
    const start = schedulerJobStarter(new SchedulerClient({ region: 'ap-south-1' }), {
      functionArn: 'arn:aws:lambda:ap-south-1:1:function:jobs',
      roleArn: 'arn:aws:iam::1:role/scheduler',
      groupName: 'campus-dev-jobs-on-demand',
    })
    await start({ job: 'feedback-export', exportId: 'e1' })

    const input = scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input
    expect(input).toMatchObject({
      GroupName: 'campus-dev-jobs-on-demand',
      ScheduleExpression: 'at(2026-11-23T09:15:31)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: 'arn:aws:lambda:ap-south-1:1:function:jobs',
        RoleArn: 'arn:aws:iam::1:role/scheduler',
        Input: JSON.stringify({ job: 'feedback-export', exportId: 'e1' }),
      },
    })
    // Names must be unique within the group: two exports in the same second get two schedules.
    expect(input?.Name).toMatch(/^feedback-export-\d+-[0-9a-f]{8}$/)
  })

  it('passes the Scheduler refusal to the caller, which records the request as failed', async () => {
    const scheduler = mockClient(SchedulerClient)
    scheduler.on(CreateScheduleCommand).rejects(new Error('AccessDenied'))
    const start = schedulerJobStarter(new SchedulerClient({ region: 'ap-south-1' }), {
      functionArn: 'arn:f',
      roleArn: 'arn:r',
    })
    await expect(start({ job: 'feedback-export' })).rejects.toThrow('AccessDenied')
  })
})

describe('starting a job as the function is configured', () => {
  it.each([
    [
      'in the group CDK made',
      { JOBS_SCHEDULE_GROUP: 'campus-dev-jobs-on-demand' },
      'campus-dev-jobs-on-demand',
    ],
    ['in the default group when none is set', {}, undefined],
  ])('invokes the jobs Lambda with the role of its variables, %s', async (_case, group, groupName) => {
    const scheduler = mockClient(SchedulerClient)
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' })
    const start = jobStarterFromEnv(
      { JOBS_FUNCTION_ARN: 'arn:f', SCHEDULER_ROLE_ARN: 'arn:r', ...group },
      'ap-south-1',
    )
    await start({ job: 'sms-monthly-export' })

    const input = scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input
    expect(input?.GroupName).toBe(groupName)
    expect(input?.Target).toMatchObject({ Arn: 'arn:f', RoleArn: 'arn:r' })
  })
})

describe('starting a job in process', () => {
  it('returns at once and runs the job on a later turn, reporting a failure', async () => {
    const ran: string[] = []
    const failures: unknown[] = []
    const start = inProcessJobStarter(
      (event) => {
        ran.push(event.job)
        return event.job === 'broken' ? Promise.reject(new Error('boom')) : Promise.resolve()
      },
      (error) => failures.push(error),
    )
    await start({ job: 'feedback-export' })
    await start({ job: 'broken' })
    expect(ran).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(ran).toEqual(['feedback-export', 'broken'])
    expect(failures).toEqual([new Error('boom')])
  })
})
