import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveNewsForEditors } from '~/admin/news/news-admin.server'
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

  it('an editor’s publish, edit and unpublish show on the lists, the item, home and the sitemap of both processes within 2 s', async () => {
    const editor = { id: null, email: 'editor@example.cn' }
    const stamp = Date.now()
    const item = (title: string) => ({
      category: 'trade' as const,
      status: 'published' as const,
      publishedAt: new Date(stamp - 60_000).toISOString(),
      titleCn: `${title}（中文）`,
      titleEn: title,
      summaryCn: '摘要',
      summaryEn: 'Summary',
      bodyCn: '<p>正文</p>',
      bodyEn: '<p>Body</p>',
    })
    const pages = (id: number) => ['/news', '/en/news', `/en/news/${id}`, `/news/${id}`, '/en/', '/', '/sitemap.xml']
    /**
     * Every page of both processes satisfies `check` within 2 s of the save (the shared version is
     * read every 0.5 s here): all pages polled at once, each one's first good answer timed.
     */
    const everywhereWithin2s = async (id: number, check: (path: string, status: number, html: string) => boolean) => {
      const saved = Date.now()
      const pending = new Set(pages(id).flatMap((path) => [a, b].map((app) => `${app.url}${path}`)))
      const seenAfter: number[] = []
      while (pending.size > 0 && Date.now() - saved < 10_000) {
        await Promise.all(
          [...pending].map(async (url) => {
            // Timed when asked, not when answered: the answer shows what the process had when the
            // request came in. Timed on arrival, the render of 14 pages at once on a busy machine
            // counted as delay (2013 ms seen once in CI).
            const asked = Date.now() - saved
            const response = await fetch(url)
            if (check(new URL(url).pathname, response.status, await response.text())) {
              pending.delete(url)
              seenAfter.push(asked)
            }
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect([...pending]).toEqual([])
      expect(Math.max(...seenAfter)).toBeLessThanOrEqual(2_000)
    }
    // A draft first: every page cached in both processes, the item's own as a 404.
    const draft = await saveNewsForEditors(db.db, editor, { ...item(`Published ${stamp}`), status: 'draft' })
    if (!draft.ok) throw new Error(draft.reason)
    for (const app of [a, b])
      for (const path of pages(draft.id)) for (let i = 0; i < 2; i++) await fetch(`${app.url}${path}`)
    expect((await fetch(`${a.url}/en/news/${draft.id}`)).headers.get('x-page-cache')).toBe('hit')

    const first = await saveNewsForEditors(db.db, editor, {
      ...item(`Published ${stamp}`),
      id: draft.id,
      version: draft.version,
    })
    if (!first.ok) throw new Error(first.reason)
    const shows = (title: string) => (path: string, status: number, html: string) =>
      status === 200 && (path === '/sitemap.xml' ? html.includes(`/news/${first.id}<`) : html.includes(title))
    await everywhereWithin2s(first.id, shows(`Published ${stamp}`))

    const edited = await saveNewsForEditors(db.db, editor, {
      ...item(`Edited ${stamp}`),
      id: first.id,
      version: first.version,
    })
    if (!edited.ok) throw new Error(edited.reason)
    await everywhereWithin2s(first.id, shows(`Edited ${stamp}`))

    const archived = await saveNewsForEditors(db.db, editor, {
      ...item(`Edited ${stamp}`),
      status: 'archived',
      id: first.id,
      version: edited.version,
    })
    if (!archived.ok) throw new Error(archived.reason)
    await everywhereWithin2s(first.id, (path, status, html) =>
      path.endsWith(`/news/${first.id}`)
        ? status === 404
        : !html.includes(`Edited ${stamp}`) && !html.includes(`/news/${first.id}<`),
    )
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
