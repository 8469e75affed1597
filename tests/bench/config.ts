import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file so the bench works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Where the report goes (git-ignored). */
export const RESULTS_DIR = join(REPO_ROOT, 'bench-results')

/**
 * How much work one run does. Sized for the 2-core build machine: the whole bench stays well under six
 * minutes, and every figure still rests on enough samples (15 cold starts, 8 s of load per route).
 */
export const SETTINGS = {
  /** Cold imports per bundle, measured alternately; one untimed import of each goes first to warm the disk cache. */
  coldImportRuns: 15,
  /** The same load for every route, so req/s are comparable. */
  load: { connections: 10, durationSeconds: 8, warmupSeconds: 2 },
} as const

/** The budgets of docs/architecture.md section 8 that this bench checks. */
export const BUDGETS = {
  /** Lambda bundle at most this many times the reference bundle... */
  bundleRatio: 1.5,
  /** ...and at most 1 MB. */
  bundleBytes: 1_048_576,
  /** Cold import at most this many times the reference's. */
  coldImportRatio: 1.5,
  /** Read route at least this share of the bare route's req/s on the same server. */
  throughputRatio: 0.5,
  /** DynamoDB commands per request. */
  writeCalls: 3,
  readCalls: 2,
  /**
   * Sign-in: the name, the attempt reservation (beside the user read), the session (beside the budget's
   * release); 5 commands in 3 round trips (docs/adr/0012).
   */
  signInCalls: 5,
  /** A wrong password for a known and for an unknown account: at most this median difference (enumeration). */
  signInTimingDifferenceMs: 5,
  /**
   * The SPA's initial JavaScript for /login (gzip) at most this many times a bare React + router + SWR app's: 1.6x
   * for the app, plus 0.2x for the i18n stack a translated sign-in needs (docs/adr/0031).
   */
  spaLoginRatio: 1.8,
  /** 2,000 students through POST /api/user/import in chunks of 250, end to end (the issue asks under a minute). */
  studentImportMs: 60_000,
  /** The summary report behind 1,000,000 answers at most this many times its time behind 1,000. */
  reportScaleRatio: 2,
  /**
   * A 100,000-row export through @campus/reports (exceljs streaming into S3) against raw exceljs writing the same
   * rows to a file, each in its own process: at most this many times the time...
   */
  exportTimeRatio: 1.5,
  /** ...and at most this many times the peak RSS. */
  exportMemoryRatio: 1.5,
  /**
   * A 10 MB upload through the web app's presigned path (POST /api/s3/uploads, the multipart POST to S3, POST
   * /api/s3/uploads/confirm) at most this many times the same multipart POST to the same s3rver alone: the
   * portal's two small calls (3 and 4 DynamoDB commands, a signature, a HeadObject and a ranged read of the first
   * 64 KB; about 35 ms together on the loaded 2-core machine) may cost at most what the transfer itself costs.
   * Locally the transfer is a loopback copy (about 75 ms), so the calls already weigh about half of it; on AWS,
   * where 10 MB take seconds, they weigh a few percent. A path that sent the file through the API, or a confirm
   * that read the whole object, goes over. Not against the raw PutObject (shown beside it): s3rver parses a
   * POST's multipart body in JavaScript (busboy 0.3) at 2 to 3.5 times the cost of a PUT of the same bytes,
   * depending on the machine's load, which real S3 does not charge; a budget on that ratio would measure the
   * emulator (as the throughput budgets are against bare Hono doing the same reads, not a route with no I/O).
   */
  uploadRatio: 2,
  /**
   * The zip of 200 x 2 MB submissions by the `assignment-submissions-zip` job (the request record, the
   * submissions' Query, progress writes, safe entry names) against archiver alone zipping the same objects from
   * and to the same s3rver, each in its own process: at most this many times the time...
   */
  zipTimeRatio: 1.5,
  /** ...and at most this many times the peak RSS. */
  zipMemoryRatio: 1.5,
  /**
   * Flat memory: the job's RSS growth (its peak less its RSS before the zip) zipping 200 files at most this many
   * times its growth zipping 100 of them. Memory that held the files or the zip would double (400 MB against
   * 200 MB); a stream of one file at a time into the Upload's few parts stays near 1.
   */
  zipGrowthRatio: 1.5,
  /** List-price cost of a million API requests on the prod stacks (tests/bench/cost.ts), in US dollars. */
  costPerMillionUsd: 2.5,
} as const
