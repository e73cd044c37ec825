import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmptyPostgresDatabase } from '~/db/testing.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { POSTGRES_URL } from './support'

/** The server processes `npm start` runs under its primary (WEB_CONCURRENCY workers). */
function workersOf(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return [] // pgrep exits 1 when there is none
  }
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('npm start with WEB_CONCURRENCY on PostgreSQL', () => {
  let app: RunningServer
  let drop: () => Promise<void>
  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase(POSTGRES_URL)
    drop = empty.drop
    app = await startServer(
      { DATABASE_URL: empty.url, WEB_CONCURRENCY: '2', DB_POOL_MAX: '3', LOG_REQUESTS: '0' },
      { entry: 'start' },
    )
  }, 90_000)
  afterAll(async () => {
    await app?.stop('SIGKILL')
    await drop?.()
  })

  it('serves from two processes and replaces one that dies', async () => {
    const primary = app.process.pid ?? 0
    const workers = await until(
      () => workersOf(primary),
      (w) => w.length === 2,
    )
    expect(workers).toHaveLength(2)
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${app.url}/en`).then((r) => r.status)))
    expect(answers.every((status) => status === 200)).toBe(true)

    process.kill(workers[0] ?? 0, 'SIGKILL')
    const replaced = await until(
      () => workersOf(primary),
      (w) => w.length === 2 && !w.includes(workers[0] ?? 0),
    )
    expect(replaced).toHaveLength(2)
    expect(replaced).not.toContain(workers[0])
    // A kept-alive connection to the killed process fails once; a fresh one reaches a live process.
    const status = await until(
      () =>
        fetch(`${app.url}/api/ready`)
          .then((r) => r.status)
          .catch(() => 0),
      (s) => s === 200,
    )
    expect(status).toBe(200)
  })

  it('stops every process on SIGTERM, one still starting included, and exits 0', async () => {
    const primary = app.process.pid ?? 0
    // The signal reaches a replacement while its server is still loading (it once stayed alive).
    const [victim] = workersOf(primary)
    process.kill(victim ?? 0, 'SIGKILL')
    await until(
      () => workersOf(primary),
      (w) => w.length === 2 && !w.includes(victim ?? 0),
    )
    await new Promise((r) => setTimeout(r, 200))
    const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)))
    app.process.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(workersOf(primary)).toEqual([])
  })
})

describe('npm start with WEB_CONCURRENCY on PGlite', () => {
  it('runs one process and says why', async () => {
    const app = await startServer({ WEB_CONCURRENCY: '2', LOG_REQUESTS: '0' }, { entry: 'start', tempDataDir: 'one' })
    try {
      expect(workersOf(app.process.pid ?? 0)).toEqual([])
      expect(app.output()).toContain('WEB_CONCURRENCY > 1 needs DATABASE_URL')
      expect((await fetch(`${app.url}/en`)).status).toBe(200)
    } finally {
      await app.stop()
    }
  }, 90_000)
})
