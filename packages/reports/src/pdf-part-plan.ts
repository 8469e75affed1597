// The arithmetic of merged PDFs in parts of at most a given size, apart from pdf-lib (pdf-parts.ts does the
// PDFs): when a source starts a new part, how many pages of a source too big for one part go into the part being
// filled, and the search for the longest first run of a part's pages whose saved file still fits.

/** The part being filled: its pages so far and what they are estimated to weigh once saved. */
export interface PartSoFar {
  pages: number
  bytes: number
}

/**
 * Whether the part so far is written before a whole source of `sourceBytes` goes in: it has pages and the source
 * would take it over `maxPartBytes`. An empty part takes any source (one too big is then split by pages).
 */
export const startsNewPart = (part: PartSoFar, sourceBytes: number, maxPartBytes: number) =>
  part.pages > 0 && part.bytes + sourceBytes > maxPartBytes

/**
 * How many of a too-big source's `remaining` pages, each estimated at `pageBytes`, go into the part so far: as
 * many as its room holds. An empty part always takes at least one (a page bigger than a part goes alone); 0 means
 * the part is full and is written first.
 */
export function pagesThatFit(
  part: PartSoFar,
  pageBytes: number,
  remaining: number,
  maxPartBytes: number,
): number {
  const room = Math.max(0, maxPartBytes - part.bytes)
  const fit = pageBytes > 0 ? Math.floor(room / pageBytes) : remaining
  return Math.min(remaining, part.pages === 0 ? Math.max(1, fit) : fit)
}

/** A run of pages saved as a file: its size, and what to keep of it (the saved bytes). */
export interface MeasuredRun<T> {
  bytes: number
  value: T
}

/** The run `longestFittingRun` settled on. */
export interface FittingRun<T> extends MeasuredRun<T> {
  /** How many of the first pages it holds: at least 1. */
  count: number
  /** False only for a first page that alone is bigger than a part: it goes alone, as the one exception. */
  fits: boolean
}

/**
 * The longest first run of a part's `pages` pages whose saved file is at most `maxPartBytes`, when the whole part
 * (`whole`, already saved) is over. Saved sizes grow with the run, so a bisection finds it; its first try is the
 * share of the pages the limit is of the whole (`measure` saves a run, and each try costs one save, so a good first
 * guess saves most of them). When not even the first page fits, that page alone is the answer, with `fits` false.
 */
export async function longestFittingRun<T>(
  pages: number,
  whole: MeasuredRun<T>,
  maxPartBytes: number,
  measure: (count: number) => Promise<MeasuredRun<T>>,
): Promise<FittingRun<T>> {
  // Invariant: the first `fitting` pages fit (0 trivially), the first `over` do not.
  let fitting = 0
  let over = pages
  let best: MeasuredRun<T> | undefined
  let firstPage: MeasuredRun<T> | undefined = pages === 1 ? whole : undefined
  let guess = Math.floor((pages * maxPartBytes) / whole.bytes)
  while (over - fitting > 1) {
    const count = Math.min(over - 1, Math.max(fitting + 1, guess))
    const run = await measure(count)
    if (run.bytes <= maxPartBytes) {
      fitting = count
      best = run
    } else {
      over = count
      if (count === 1) firstPage = run
    }
    guess = Math.floor((fitting + over) / 2)
  }
  if (best) return { ...best, count: fitting, fits: true }
  if (!firstPage) throw new Error('longestFittingRun: the first page was never measured')
  return { ...firstPage, count: 1, fits: false }
}
