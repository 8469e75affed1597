import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Thrown when the data folder is already in use; the message tells the person what to do. */
export class DataInUseError extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims the data folder for this process. dynalite's LevelDB cannot be shared, so a second portal on the
 * same data is refused with a clear message instead of a lock error from deep inside LevelDB.
 */
export function claimDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  const pidFile = join(dataDir, 'portal.pid')
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'))
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new DataInUseError(
        `Campus Portal is already running on ${dataDir} (process ${pid}). Stop it first, or start this one ` +
          'with DATA_DIR set to another folder.',
      )
    }
  }
  writeFileSync(pidFile, String(process.pid))
  return () => rmSync(pidFile, { force: true })
}

/** The token-signing secret: made once per data folder and kept there (never in code or in the repo). */
export function tokenSecretFor(dataDir: string) {
  const file = join(dataDir, 'token-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}
