// The one way to run the built production server (`.output/server/index.mjs`) from a script or a
// test: on a free loopback port, optionally on a throw-away data folder, resolved once it is ready.
// Plain TypeScript that Node 24 runs as is (type stripping), so the benchmark, the Lighthouse script
// and the test suites share it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inputsFingerprint, readStamp, rebuildReason, STAMP_FILE } from './build-stamp.ts'

export const root = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  url: string
  port: number
  process: ChildProcess
  /** What the server printed so far (stdout and stderr). */
  output(): string
  stop(signal?: NodeJS.Signals): Promise<void>
}

export interface StartOptions {
  timeoutMs?: number
  readyPath?: string
  /** Runs on a new data folder under TEST_DATA_DIR (or the OS temp folder), removed by `stop()`. */
  tempDataDir?: string
  /** `start` runs `scripts/start.mjs` (what `npm start` runs, e.g. for WEB_CONCURRENCY) instead of the bare server. */
  entry?: 'server' | 'start'
}

const serverEntry = path.join(root, '.output/server/index.mjs')

/** Builds with Vite and stamps the build with the fingerprint its inputs had when it started. */
function viteBuild(): void {
  const fingerprint = inputsFingerprint(root)
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(path.join(root, STAMP_FILE), `${fingerprint}\n`)
}

/** Builds with Vite unless SKIP_BUILD=1 (for scripts that measure a fresh build). */
export function buildUnlessSkipped(): void {
  if (process.env.SKIP_BUILD !== '1') viteBuild()
}

/**
 * Builds when there is no production build, or its sources changed since (scripts/lib/build-stamp.ts),
 * or FORCE_BUILD=1 or `always` asks for one.
 */
export function buildIfStale({ always = false }: { always?: boolean } = {}): void {
  const reason = rebuildReason({
    built: existsSync(serverEntry),
    stamp: readStamp(root),
    fingerprint: inputsFingerprint(root),
    force: always || process.env.FORCE_BUILD === '1',
  })
  if (reason === undefined) return
  console.log(`Building, as ${reason}…`)
  viteBuild()
}

/**
 * What `npm start` and the test scripts run before they use the build: the generated media (public/media,
 * not in git; files are rewritten only when they change), then the build when it is stale.
 */
export function ensureBuild(options: { always?: boolean } = {}): void {
  const media = spawnSync(process.execPath, [path.join(root, 'scripts/generate-media.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (media.status !== 0) process.exit(media.status ?? 1)
  buildIfStale(options)
}

export async function freePort(): Promise<number> {
  const srv = createServer()
  srv.listen(0, '127.0.0.1')
  await once(srv, 'listening')
  const address = srv.address()
  srv.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

export async function startServer(
  env: Record<string, string> = {},
  { timeoutMs = 60_000, readyPath = '/api/ready', tempDataDir, entry = 'server' }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir =
    tempDataDir === undefined
      ? undefined
      : mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), `fair-${tempDataDir}-`))
  const script = entry === 'start' ? path.join(root, 'scripts/start.mjs') : serverEntry
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Required in production (startup-checks.server.ts): the origin the tests and scripts use.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Required with DATABASE_URL in production; processes of one test share it, as a deployment would.
      BETTER_AUTH_SECRET: 'test-only-secret-shared-by-test-processes',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (d: Buffer) => {
    // Bounded: a long run must not keep every log line in memory (trimmed now and then, not per line).
    output += d.toString()
    if (output.length > 400_000) output = output.slice(-200_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal)
      await once(child, 'exit')
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(url + readyPath)).status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL')
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return { url, port, process: child, output: () => output, stop }
}
