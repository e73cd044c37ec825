import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openDatabase } from '~/db/connect.server'
import { newsletterSubscription } from '~/db/schema'
import { MIGRATIONS_FOLDER } from '~/db/testing.server'
import { startServer } from '../../scripts/lib/production-server.ts'

it('keeps every acknowledged subscription after SIGKILL mid-load and a restart', async () => {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'durability-'))
  const env = { DATA_DIR: dataDir, TRUST_PROXY: '1', RATE_LIMIT_FORMS: '100000/60' }
  try {
    const server = await startServer(env)
    const acknowledged: string[] = []
    let sent = 0
    let stop = false
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `load-${n}-${i}@example.com`
        sent++
        try {
          const res = await fetch(`${server.url}/api/addNewsSubscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8::${n}` },
            body: JSON.stringify({
              truename: 'Load',
              email,
              company: 'Test Co',
              position: 'QA',
              consent: true,
              noticeVersion: 'subscription/v1',
            }),
          })
          const body = (await res.json()) as { code: number }
          if (res.status === 200 && body.code === 200) acknowledged.push(email)
        } catch {
          // the server died under this request: not acknowledged, so it may or may not be stored
        }
      }
    }
    const workers = Array.from({ length: 8 }, (_, n) => worker(n))
    // kill while requests are in flight, after enough have been acknowledged to mean something
    while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20))
    await new Promise((r) => setTimeout(r, 300))
    await server.stop('SIGKILL')
    stop = true
    await Promise.all(workers)
    expect(acknowledged.length).toBeGreaterThan(10)

    // the server comes back on the same data folder after the crash
    const restarted = await startServer(env)
    expect((await fetch(`${restarted.url}/api/ready`)).status).toBe(200)
    await restarted.stop()

    const handle = await openDatabase(
      { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
    )
    try {
      const rows = await handle.db
        .select({ email: newsletterSubscription.email })
        .from(newsletterSubscription)
        .where(inArray(newsletterSubscription.email, acknowledged))
      expect(rows.length).toBe(acknowledged.length)
      expect(new Set(rows.map((r) => r.email)).size).toBe(acknowledged.length)
    } finally {
      await handle.close()
    }
    console.log(
      `durability: ${acknowledged.length} of ${sent} sent subscriptions acknowledged before SIGKILL, all present after restart`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)
