// Shared by the benchmark and the Lighthouse script: build unless SKIP_BUILD=1, then run the built
// production server on a free loopback port and a throw-away data folder until it is ready.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

export function buildUnlessSkipped() {
  if (process.env.SKIP_BUILD === '1') return
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

async function freePort() {
  const srv = createServer().listen(0, '127.0.0.1')
  await new Promise((r) => srv.once('listening', r))
  const { port } = srv.address()
  srv.close()
  return port
}

/** Starts `.output/server/index.mjs`; resolves with its base URL and a `stop()` that cleans up. */
export async function startProductionServer(extraEnv = {}, label = 'run') {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), `fair-${label}-`))
  const child = spawn(process.execPath, [path.join(root, '.output/server/index.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break
    } catch {}
    if (i > 400) {
      await stop()
      throw new Error('server did not start')
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return { base, stop }
}
