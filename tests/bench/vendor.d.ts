// autocannon ships no types (and @types/autocannon is not installed); these are the parts the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    pipelining?: number
    /** Seconds to wait for each response. */
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  interface Result {
    url: string
    /** Per-second samples; `total` counts completed requests, `sent` the requests sent. */
    requests: Histogram & { sent: number }
    /** Milliseconds. */
    latency: Histogram
    throughput: Histogram
    /** Seconds. */
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  /** Without a callback the returned instance is also a promise of the result. */
  function autocannon(options: Options): PromiseLike<Result>
  export default autocannon
}
