import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/connect.server'
import { queryRows } from '~/db/raw-query.server'
import { MIGRATIONS_FOLDER } from '~/db/testing.server'
import { startServer } from '../../scripts/lib/production-server.ts'
import { clientIp, post, subscription, uniqueTag } from './support'

/**
 * SIGTERM with submissions in flight (PGlite, the single-process default): the server stops
 * accepting, answers what it was doing, flushes and closes the database and exits 0; every
 * submission it acknowledged is in the data folder afterwards, exactly once. Also the request log:
 * one JSON line per request, without query strings.
 */
describe('graceful shutdown and request logs', () => {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'shutdown-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('finishes in-flight submissions, closes the database and exits 0 without losing an acknowledged write', async () => {
    const app = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' })
    let log = ''
    app.process.stdout?.on('data', (d: Buffer) => {
      log += d.toString()
    })
    // Request logs first (while the server is up).
    await (await fetch(`${app.url}/en/search-news?keywords=secret-words`)).text()
    await post(`${app.url}/api/unsubscribe?token=secret-token`, {})
    await new Promise((r) => setTimeout(r, 200))
    const lines = log
      .split('\n')
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const search = lines.find((l) => l.path === '/en/search-news')
    expect(search).toMatchObject({ method: 'GET', status: 200, locale: 'en' })
    expect(typeof search?.time).toBe('string')
    expect(typeof search?.ms).toBe('number')
    expect(lines.find((l) => l.path === '/api/unsubscribe')).toMatchObject({ method: 'POST', locale: 'cn' })
    expect(log).not.toContain('secret')

    const emails = Array.from({ length: 24 }, () => `shutdown-${uniqueTag()}@example.com`)
    const answers = emails.map((email) =>
      post(`${app.url}/api/addNewsSubscribe`, subscription(email), { 'x-forwarded-for': clientIp() }).then(
        (res) => ({ email, status: res.status }),
        () => ({ email, status: 0 }),
      ),
    )
    await new Promise((r) => setTimeout(r, 30))
    app.process.kill('SIGTERM')
    const [code] = await once(app.process, 'exit')
    const results = await Promise.all(answers)
    expect(code).toBe(0)
    expect(log).toContain('"msg":"shut down"')
    // Nothing half-answered: each submission got a 200, a clean refusal, or no connection at all.
    for (const { status } of results) expect([0, 200, 503]).toContain(status)
    const acknowledged = results.filter((r) => r.status === 200).map((r) => r.email)
    expect(acknowledged.length).toBeGreaterThan(0)

    const handle = await openDatabase(
      { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
    )
    try {
      const rows = await queryRows<{ email: string; n: number }>(
        handle.db,
        sql`select email, count(*)::int as n from newsletter_subscription where email like 'shutdown-%' group by email`,
      )
      const stored = new Map(rows.map((r) => [r.email, Number(r.n)]))
      for (const email of acknowledged) expect(stored.get(email), email).toBe(1)
    } finally {
      await handle.close()
    }
  })
})
