import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { localEnv } from './env'

/** `npm run reset`: deletes the local data folder, so the next start seeds a fresh demo college. */
const { DATA_DIR } = localEnv()
const pidFile = join(DATA_DIR, 'portal.pid')
const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0
const running = (() => {
  try {
    return pid > 0 && process.kill(pid, 0)
  } catch {
    return false
  }
})()
if (running) {
  console.error(`Campus Portal is running on ${DATA_DIR} (process ${pid}). Stop it before resetting.`)
  process.exit(1)
}
rmSync(DATA_DIR, { recursive: true, force: true })
console.log(`Removed ${DATA_DIR}. The next npm start seeds a fresh demo college.`)
