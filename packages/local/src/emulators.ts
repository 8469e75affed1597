import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import dynalite from 'dynalite'
import S3rver from 's3rver'

export interface RunningEmulator {
  endpoint: string
  close(): Promise<void>
}

/**
 * Starts dynalite. With `path` the data persists in LevelDB there (local mode); without it, in memory (tests).
 * LevelDB holds a lock on `path`, so a second process on the same data fails here.
 */
export async function startDynamo(options: { host?: string; port?: number; path?: string } = {}) {
  const server = dynalite({
    ...(options.path ? { path: options.path } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  })
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1')
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) =>
      Promise.reject(error instanceof Error ? error : new Error(String(error))),
    ),
  ])
  const { address, port } = server.address() as AddressInfo
  return {
    endpoint: `http://${address}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies RunningEmulator
}

/**
 * CORS for the emulated buckets: the browser posts presigned uploads straight to s3rver and downloads from it,
 * from the web app's origin on another localhost port (Vite's, or the local server's). On AWS the attachments
 * bucket allows the site's origin only (infra/stacks/storage-stack.ts).
 */
export const LOCAL_BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`

/** Starts s3rver on `directory` with the named buckets present, each allowing the local origins (CORS). */
export async function startS3(options: {
  directory: string
  buckets: string[]
  host?: string
  port?: number
}) {
  const server = new S3rver({
    address: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [LOCAL_BUCKET_CORS] })),
  })
  const { address, port } = await server.run()
  return { endpoint: `http://${address}:${port}`, close: () => server.close() } satisfies RunningEmulator
}
