import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')
/** The portal's data folder for the gallery: fresh demo data on every run (.data is ignored by git). */
const DATA_DIR = '.data/screenshots'
const START_TIMEOUT_MS = 240_000

export interface Portal {
  readonly baseUrl: string
  stop(): Promise<void>
}

/** A port nobody listens on now. */
async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('No free port')
  return address.port
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * The portal to photograph: SCREENSHOTS_BASE_URL when set; otherwise its own `npm start` (which builds the SPA)
 * on a fresh data folder, as Playwright's webServer does for the browser tests, ready once /api/college answers.
 */
export async function startPortal(): Promise<Portal> {
  const existing = process.env.SCREENSHOTS_BASE_URL
  if (existing) return { baseUrl: existing.replace(/\/$/, ''), stop: async () => {} }

  rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  console.log(`Building the SPA and starting the portal on ${baseUrl} (${DATA_DIR})…`)
  // Its own process group, so stopping it stops npm and the node server under it.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR, LOG_LEVEL: 'WARN' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (running && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answers(`${baseUrl}/api/college`))) {
    if (!running) throw new Error('The portal stopped while starting (see the messages above)')
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The portal did not answer within ${START_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return { baseUrl, stop }
}
