import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { CommandCounts } from '@campus/db'
import { difference } from './dynamo-calls'
import type { LoadJob, LoadReply, LoadSummary } from './load-generator'
import type { BenchPortal } from './portal'

/** One route to load. */
export interface LoadTarget {
  name: string
  /** Path and query, e.g. `/api/user/singleUser?token=...`. */
  path: string
}

/** A route's measured run, plus what the server process and DynamoDB did meanwhile. */
export interface LoadResult {
  name: string
  warmup: LoadSummary
  measured: LoadSummary
  /** CPU time of the server process (server, dynalite and s3rver all live there) over the measured run's wall time. */
  serverCpuPercent: number
  /** DynamoDB commands sent during the measured run. */
  dynamo: CommandCounts
  /** dynamo.total over the requests the measured run completed; requests in flight at its end make it approximate. */
  commandsPerRequest: number
}

/** Responses that were not 200, plus connection errors and timeouts, over warm-up and measured run. */
export function notOk(result: LoadResult): number {
  return [result.warmup, result.measured].reduce(
    (sum, run) =>
      sum +
      run.errors +
      run.timeouts +
      Object.entries(run.statusCodes)
        .filter(([code]) => code !== '200')
        .reduce((total, [, count]) => total + count, 0),
    0,
  )
}

/**
 * Warms every target (JIT, connection pools, dynalite's caches), then measures each in turn with the same
 * connections and duration, so their req/s compare.
 *
 * autocannon runs in a separate process, not in this one and not in a worker thread. In this process it would
 * share the server's event loop and the two would slow each other down. A worker thread would have its own
 * loop but still share the process, its libuv thread pool and its CPU accounting, which would blur the
 * server-CPU figure that says whether the server or the generator was the limit. A child process gets the
 * second core to itself.
 */
export async function measureThroughput(
  portal: BenchPortal,
  targets: readonly LoadTarget[],
  load: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<LoadResult[]> {
  const generator = startLoadGenerator()
  try {
    const run = (target: LoadTarget, durationSeconds: number) =>
      generator.run({
        url: `${portal.baseUrl}${target.path}`,
        connections: load.connections,
        durationSeconds,
      })
    // Every route is warmed before any is measured. Warming each right before its own run was not enough:
    // the first DynamoDB route measured still paid for JIT-compiling the SDK and dynalite paths and came out
    // up to a third slower than when it ran later (warm-up req/s were well under the measured ones).
    const warmups: LoadSummary[] = []
    for (const target of targets) warmups.push(await run(target, load.warmupSeconds))

    const results: LoadResult[] = []
    for (const [index, target] of targets.entries()) {
      const before = portal.counter.snapshot()
      const cpuBefore = process.cpuUsage()
      const started = performance.now()
      const measured = await run(target, load.durationSeconds)
      const cpu = process.cpuUsage(cpuBefore)
      const wallMs = performance.now() - started
      const dynamo = difference(before, portal.counter.snapshot())
      const warmup = warmups[index]
      if (!warmup) throw new Error(`No warm-up for ${target.name}`)
      results.push({
        name: target.name,
        warmup,
        measured,
        serverCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
        dynamo,
        commandsPerRequest: dynamo.total / Math.max(1, measured.completed),
      })
    }
    return results
  } finally {
    generator.stop()
  }
}

/** Forks load-generator.ts (through tsx, like the bench itself) and sends it one job at a time. */
function startLoadGenerator() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return {
    run(job: LoadJob): Promise<LoadSummary> {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => {
          child.off('message', onMessage)
          reject(new Error(`The load generator exited (code ${code}) during a run`))
        }
        const onMessage = (reply: LoadReply) => {
          child.off('exit', onExit)
          if ('error' in reply) reject(new Error(`The load generator failed: ${reply.error}`))
          else resolve(reply.summary)
        }
        child.once('exit', onExit)
        child.once('message', onMessage)
        child.send(job)
      })
    },
    stop() {
      // Closing the IPC channel ends it (its 'disconnect' handler exits); kill() only if it is stuck.
      if (child.connected) child.disconnect()
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill()
      }, 2000).unref()
    },
  }
}
