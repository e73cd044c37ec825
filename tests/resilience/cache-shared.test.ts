import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/db/connect.server'
import { createEmptyPostgresDatabase, MIGRATIONS_FOLDER } from '~/db/testing.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { POSTGRES_URL } from './support'

/**
 * The page cache of two processes on one PostgreSQL: a content change through any write (here a
 * direct SQL update, as an editor's tool would do) shows in both within seconds, and cached pages
 * keep answering when every database connection is cut.
 */
const pgUrl = POSTGRES_URL

describe('page cache on one shared PostgreSQL, two processes', () => {
  let a: RunningServer
  let b: RunningServer
  let db: DatabaseHandle
  let drop: () => Promise<void>
  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase(pgUrl)
    drop = empty.drop
    const env = { DATABASE_URL: empty.url, PAGE_CACHE_VERSION_CHECK_SECONDS: '0.5', DB_POOL_MAX: '3' }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    db = await openDatabase(
      { driver: 'postgres', url: empty.url, poolMax: 2 },
      { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
    )
  }, 90_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.close()
    await drop?.()
  })

  it('both processes show a content change within seconds', async () => {
    const marker = `Cache marker ${Date.now()}`
    for (const app of [a, b]) {
      for (let i = 0; i < 2; i++) await (await fetch(`${app.url}/en/news/3`)).text()
      expect((await fetch(`${app.url}/en/news/3`)).headers.get('x-page-cache')).toBe('hit')
    }
    await db.db.execute(sql`update news set title_en = ${marker} where id = 3`)
    for (const app of [a, b]) {
      const deadline = Date.now() + 10_000
      let html = ''
      while (Date.now() < deadline) {
        html = await (await fetch(`${app.url}/en/news/3`)).text()
        if (html.includes(marker)) break
        await new Promise((r) => setTimeout(r, 200))
      }
      expect(html).toContain(marker)
    }
  })

  it('keeps serving cached pages when the database goes away', async () => {
    await (await fetch(`${b.url}/en/visitor-guide`)).text()
    await (await fetch(`${b.url}/en/visitor-guide`)).text()
    // Cut every connection of the app processes; PostgreSQL stays up, so this is the "database
    // restarted" fault: cached pages answer, the pool reconnects.
    await db.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
    const res = await fetch(`${b.url}/en/visitor-guide`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('</html>')
  })
})
