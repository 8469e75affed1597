// The load generator, run by throughput.ts in its own process (see there for why). It takes one job at a
// time over IPC, runs autocannon, and answers with a summary.
import autocannon from 'autocannon'

/** One load run asked for by the bench process. */
export interface LoadJob {
  url: string
  connections: number
  durationSeconds: number
}

/** What came back from one load run. */
export interface LoadSummary {
  /** autocannon's average of its per-second samples (the "Req/Sec Avg" of its CLI). */
  requestsPerSecond: number
  completed: number
  durationSeconds: number
  latencyAverageMs: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Responses by status code; anything but 200 fails the bench's "every response was 200" check. */
  statusCodes: Record<string, number>
  non2xx: number
  errors: number
  timeouts: number
  /** This process's CPU time over the run's wall time: near 100 % means the generator itself was the limit. */
  cpuPercent: number
}

/** The reply to one job. */
export type LoadReply = { summary: LoadSummary } | { error: string }

async function runJob(job: LoadJob): Promise<LoadSummary> {
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationSeconds,
  })
  const cpu = process.cpuUsage(cpuBefore)
  const wallMs = performance.now() - started
  return {
    requestsPerSecond: result.requests.average,
    completed: result.requests.total,
    durationSeconds: result.duration,
    latencyAverageMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  }
}

const send = process.send?.bind(process)
if (!send) throw new Error('load-generator.ts is started by throughput.ts through fork(), not run directly')

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (summary) => send({ summary } satisfies LoadReply),
    (error: unknown) => send({ error: String(error) } satisfies LoadReply),
  )
})
// The bench process went away (crash or Ctrl+C): stop instead of loading a server that is gone.
process.on('disconnect', () => process.exit(0))
