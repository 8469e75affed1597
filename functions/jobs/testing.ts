import type { JobContext } from '@campus/runtime'
import { manifests } from '../manifests'
import { jobsOf } from './catalog'
import { runJob } from './run-job'

/** For tests: runs a job by name among every domain's jobs, as the jobs Lambda does. */
export const runAnyJob = (context: JobContext, event: unknown) => runJob(context, event, jobsOf(manifests))
