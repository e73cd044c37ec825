import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { subscription } from './support'

/**
 * A mixed load for a bounded time on the production server with its default store (PGlite):
 * pages of both locales, API reads and form submissions together. No error answer, no timeout.
 */
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 8)

describe('mixed load', () => {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'load-'))
  let app: RunningServer
  beforeAll(async () => {
    app = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', RATE_LIMIT_FORMS: '1000000/600', LOG_REQUESTS: '0' })
  })
  afterAll(async () => {
    await app?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`answers pages, API reads and forms without an error for ${SECONDS} s`, async () => {
    let n = 0
    const form = {
      method: 'POST' as const,
      path: '/api/addNewsSubscribe',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req: Record<string, unknown>) => {
        n++
        return {
          ...req,
          headers: { ...(req.headers as object), 'x-forwarded-for': `2001:db8:10ad::${n.toString(16)}` },
          body: JSON.stringify(subscription(`load-${process.pid}-${n}@example.com`)),
        }
      },
    }
    const requests = [
      { method: 'GET' as const, path: '/' },
      { method: 'GET' as const, path: '/en' },
      { method: 'GET' as const, path: '/news/3' },
      { method: 'GET' as const, path: '/en/directories' },
      { method: 'GET' as const, path: '/api/news?page=1', headers: { lang: 'en' } },
      { method: 'GET' as const, path: '/api/exhibitors?q=organic' },
      { method: 'GET' as const, path: '/api/menu' },
      { method: 'GET' as const, path: '/en/visitor-guide' },
      form,
    ]
    const result = await autocannon({ url: app.url, connections: 12, duration: SECONDS, requests, timeout: 10 })
    console.log(
      `mixed load: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${n} form posts`,
    )
    expect(result.errors).toBe(0)
    expect(result.timeouts).toBe(0)
    expect(result.non2xx).toBe(0)
    expect(result.requests.total).toBeGreaterThan(100)
    expect(n).toBeGreaterThan(5)
  })
})
