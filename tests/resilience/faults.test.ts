import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/db/raw-query.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import {
  application,
  CuttableProxy,
  clientIp,
  POSTGRES_URL,
  post,
  postgresDatabase,
  proxiedUrl,
  subscription,
  uniqueTag,
} from './support'

/**
 * Two app processes on one PostgreSQL, reached through a TCP proxy the test cuts mid-load:
 * cached pages keep answering 200, forms answer 503 with Retry-After, and once the database is back
 * every acknowledged submission is stored exactly once (clients retry their 503s, as the forms do).
 * The rate limit counts one client across both processes.
 */
const PAGES = ['/', '/en', '/news/3', '/en/visitor-guide', '/directories']

describe('PostgreSQL going away under two app processes', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>
  let proxy: CuttableProxy
  let apps: RunningServer[] = []

  beforeAll(async () => {
    db = await postgresDatabase()
    const target = new URL(POSTGRES_URL)
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432))
    await proxy.start()
    const env = {
      DATABASE_URL: proxiedUrl(db.url, proxy.port),
      TRUST_PROXY: '1',
      RATE_LIMIT_FORMS: '5/600',
      DB_POOL_MAX: '4',
      PAGE_CACHE_VERSION_CHECK_SECONDS: '1',
    }
    apps = await Promise.all([startServer(env), startServer(env)])
    for (const app of apps) for (const p of PAGES) await (await fetch(app.url + p)).text()
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()))
    await proxy?.cut()
    await db?.drop()
  })

  it('counts one client across both processes (rate limit in the database)', async () => {
    const ip = clientIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const app = apps[i % 2] as RunningServer
      const res = await post(`${app.url}/api/addNewsSubscribe`, subscription(`rl-${uniqueTag()}@example.com`), {
        'x-forwarded-for': ip,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('keeps pages up, answers forms 503 + Retry-After while cut, and loses no acknowledged write', async () => {
    const acknowledged = new Map<string, 'subscription' | 'application'>()
    const toRetry: { kind: 'subscription' | 'application'; email: string; key: string; ip: string }[] = []
    const pageStatuses: number[] = []
    const formStatuses: number[] = []
    let phase: 'before' | 'cut' | 'after' = 'before'
    const stop = Date.now() + 9_000

    const submitter = async (worker: number) => {
      for (let i = 0; Date.now() < stop; i++) {
        const app = apps[(worker + i) % 2] as RunningServer
        const kind = i % 3 === 0 ? 'application' : 'subscription'
        const email = `${kind}-${uniqueTag()}@example.com`
        const key = `idem-${uniqueTag()}`
        const ip = clientIp()
        const path = kind === 'application' ? '/api/boothApplication' : '/api/addNewsSubscribe'
        const body = kind === 'application' ? application(email) : subscription(email)
        let res: Awaited<ReturnType<typeof post>>
        try {
          res = await post(app.url + path, body, { 'x-forwarded-for': ip, 'idempotency-key': key, lang: 'en' })
        } catch {
          toRetry.push({ kind, email, key, ip })
          continue
        }
        formStatuses.push(res.status)
        if (res.status === 200) acknowledged.set(email, kind)
        else {
          expect(res.status, `${phase}: ${JSON.stringify(res.json)}`).toBe(503)
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
          expect(res.json?.msg).toBeTruthy()
          toRetry.push({ kind, email, key, ip })
          // A client backs off after a 503 (here briefly): refused fast while the database is cut,
          // an eager loop would pile up thousands of submissions to retry, one by one, afterwards.
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    }
    const reader = async (worker: number) => {
      for (let i = 0; Date.now() < stop; i++) {
        const app = apps[(worker + i) % 2] as RunningServer
        const res = await fetch(app.url + PAGES[i % PAGES.length])
        await res.arrayBuffer()
        pageStatuses.push(res.status)
        expect(res.status, `${phase}: ${PAGES[i % PAGES.length]}`).toBe(200)
      }
    }
    const faults = (async () => {
      await new Promise((r) => setTimeout(r, 2_000))
      phase = 'cut'
      await proxy.cut()
      await new Promise((r) => setTimeout(r, 4_000))
      await proxy.restore()
      phase = 'after'
    })()
    await Promise.all([faults, ...[0, 1, 2].map(submitter), ...[0, 1, 2, 3].map(reader)])

    // The database is back: wait for both processes to be ready, then clients retry what failed.
    for (const app of apps) {
      const deadline = Date.now() + 20_000
      while ((await fetch(`${app.url}/api/ready`)).status !== 200 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250))
    }
    for (const { kind, email, key, ip } of toRetry) {
      const path = kind === 'application' ? '/api/boothApplication' : '/api/addNewsSubscribe'
      const body = kind === 'application' ? application(email) : subscription(email)
      const res = await post((apps[0] as RunningServer).url + path, body, {
        'x-forwarded-for': ip,
        'idempotency-key': key,
      })
      expect(res.status).toBe(200)
      acknowledged.set(email, kind)
    }

    expect(formStatuses.filter((s) => s === 503).length, 'some forms hit the cut').toBeGreaterThan(0)
    expect(formStatuses.filter((s) => s === 200).length).toBeGreaterThan(0)
    expect(pageStatuses.length).toBeGreaterThan(20)

    const rows = await queryRows<{ email: string; n: number }>(
      db.handle.db,
      sql`select email, count(*)::int as n from newsletter_subscription where email like 'subscription-%' group by email
          union all
          select email, count(*)::int as n from booth_application where email like 'application-%' group by email`,
    )
    const stored = new Map(rows.map((r) => [r.email, Number(r.n)]))
    for (const email of acknowledged.keys()) expect(stored.get(email), email).toBe(1)
    expect(stored.size).toBe(acknowledged.size)
  })

  it('a booth form posted without JavaScript while the database is cut comes back with what was typed', async () => {
    const app = apps[0] as RunningServer
    // A visitor opened the page earlier, so its data is in the read cache.
    expect((await fetch(`${app.url}/en/become-an-exhibitor`)).status).toBe(200)
    const typed = { ...application(`plain-${uniqueTag()}@example.com`), companyName: 'Bergland <Naturkost> GmbH' }
    const form = new URLSearchParams(Object.entries(typed).map(([k, v]) => [k, String(v)]))
    await proxy.cut()
    try {
      const res = await fetch(`${app.url}/en/become-an-exhibitor`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: app.url,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': clientIp(),
        },
        body: form,
        redirect: 'manual',
      })
      const html = await res.text()
      expect(res.status).toBe(503)
      expect(html).toContain('value="Bergland &lt;Naturkost&gt; GmbH"')
      expect(html).toContain(`value="${typed.email}"`)
      expect(html).not.toContain('<Naturkost>')
    } finally {
      await proxy.restore()
    }
  })
})
