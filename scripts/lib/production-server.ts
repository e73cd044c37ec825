// The one way to run the built production server (`.output/server/index.mjs`) from a script or a
// test: on a free loopback port, optionally on a throw-away data folder, resolved once it is ready.
// Plain TypeScript that Node 24 runs as is (type stripping), so the benchmark, the Lighthouse script
// and the test suites share it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

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
/** What a production build is made from: newer files than the build mean it is out of date. */
const BUILD_INPUTS = [
  'src',
  'drizzle',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
]

function viteBuild(): void {
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** Builds with Vite unless SKIP_BUILD=1 (for scripts that measure a fresh build). */
export function buildUnlessSkipped(): void {
  if (process.env.SKIP_BUILD !== '1') viteBuild()
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** Builds when there is no production build, or it is older than the sources (or FORCE_BUILD=1). */
export function buildIfStale(): void {
  const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0
  const sourcesAt = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))))
  if (builtAt >= sourcesAt && process.env.FORCE_BUILD !== '1') return
  console.log(builtAt ? 'Sources changed since the last build; building…' : 'No production build yet; building…')
  viteBuild()
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
