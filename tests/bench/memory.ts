/**
 * What a figure's child process weighs while it works: RSS, and V8's heap plus the memory of ArrayBuffers (where
 * files' bytes are), before the work and at their highest. Loops that never wait call `sample()` themselves (no
 * timer fires inside them); `sampleEvery10Ms()` covers the waits.
 */
export function memorySampler() {
  let highestRss = 0
  let highestHeap = 0
  let kernelBefore = 0
  const kernelPeak = () => process.resourceUsage().maxRSS * 1024

  const sample = () => {
    const { rss, heapUsed, arrayBuffers } = process.memoryUsage()
    highestRss = Math.max(highestRss, rss)
    highestHeap = Math.max(highestHeap, heapUsed + arrayBuffers)
  }

  return {
    sample,
    /** Samples every 10 ms from now on; the timer never keeps the process alive. */
    sampleEvery10Ms() {
      setInterval(sample, 10).unref()
    },
    /** The process now, before the measured work: its RSS and its heap plus ArrayBuffers. */
    start() {
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage()
      kernelBefore = kernelPeak()
      return { rssBytes: rss, heapBytes: heapUsed + arrayBuffers }
    },
    /** The highest RSS sampled, after one last sample. */
    peakRss() {
      sample()
      return highestRss
    },
    /**
     * The highest RSS sampled, or the kernel's high-water mark (`maxRSS`) once it passes the mark before
     * `start()`: Linux carries a parent's mark into a forked child, so a child may start with its parent's.
     */
    peakRssWithKernel() {
      sample()
      const kernel = kernelPeak()
      return Math.max(highestRss, kernel > kernelBefore ? kernel : 0)
    },
    peakHeap: () => highestHeap,
  }
}
