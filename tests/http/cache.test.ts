import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { expectScriptsAllowedByHash } from '../support/csp'
import { baseUrl, get } from '../support/http'

/**
 * The rendered-page cache on the suite's server: hits after the first render with the same bytes,
 * policy and ETag for everyone, brotli and gzip prepared once, 304 on revalidation, and never a
 * cached answer for the API, a redirect or one with Set-Cookie.
 * Invalidation across two processes and outages: tests/resilience/cache-shared.test.ts.
 */

/** The raw answer (fetch would decode it): status, headers and the bytes as sent. */
function raw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const out = new Headers()
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out.set(name, value)
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

describe('page cache', () => {
  it('serves hits with the same bytes, policy and ETag, and no nonce', async () => {
    // Other test files change content meanwhile (on PostgreSQL they share the database), which makes a
    // stored page stale until it is rendered again: load until an answer is a hit.
    let first = await fetch(`${baseUrl()}/en/news/3`)
    let firstHtml = await first.text()
    let second = await fetch(`${baseUrl()}/en/news/3`)
    let html = await second.text()
    for (let attempt = 0; attempt < 50 && second.headers.get('x-page-cache') !== 'hit'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      ;[first, firstHtml] = [second, html]
      second = await fetch(`${baseUrl()}/en/news/3`)
      html = await second.text()
    }
    expect(second.headers.get('x-page-cache')).toBe('hit')
    // The answer before it came from the same stored page unless content changed in between.
    if (first.headers.get('etag') === second.headers.get('etag')) {
      expect(html).toBe(firstHtml)
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    }
    expect(second.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+(-br|-gz)?"$/)
    expect(second.headers.get('cache-control')).toBe('no-cache')
    expectScriptsAllowedByHash(second, html)
    expect(html).not.toMatch(/\snonce=/)
  })

  it('sends the brotli or gzip bytes prepared once, each with its own ETag', async () => {
    const identity = await raw('/', { 'accept-encoding': 'identity' })
    const etags = new Set<string | null>([identity.headers.get('etag')])
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const a = await raw('/', { 'accept-encoding': accept })
      const b = await raw('/', { 'accept-encoding': accept })
      expect(a.headers.get('content-encoding'), accept).toBe(encoding)
      expect(a.headers.get('vary')).toMatch(/Accept-Encoding/)
      expect(b.body.equals(a.body), `${accept}: the same bytes each time`).toBe(true)
      expect(b.headers.get('etag')).toBe(a.headers.get('etag'))
      const decoded = encoding === 'br' ? brotliDecompressSync(a.body) : gunzipSync(a.body)
      expect(decoded.equals(identity.body), accept).toBe(true)
      etags.add(a.headers.get('etag'))
    }
    expect(etags.size).toBe(3)
  })

  it('answers 304 to a client that has the page already', async () => {
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) {
      const first = await raw('/en', { 'accept-encoding': accept })
      const etag = first.headers.get('etag') ?? ''
      const again = await raw('/en', { 'accept-encoding': accept, 'if-none-match': etag })
      expect(again.status, accept).toBe(304)
      expect(again.body.byteLength).toBe(0)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('vary')).toMatch(/Accept-Encoding/)
      const changed = await raw('/en', { 'accept-encoding': accept, 'if-none-match': '"stale"' })
      expect(changed.status).toBe(200)
    }
  })

  it('answers stored pages before the router with everything the full way adds', async () => {
    // Stored pages are answered by a nitro plugin before h3 and Start (cached-page-fast-path.plugin.ts):
    // the hit must still carry the page's policy, the baseline security headers and the redirect rules.
    // Load until a hit: other test files may have made the stored page stale (see the first test).
    let hit = await raw('/news', { 'accept-encoding': 'br' })
    for (let attempt = 0; attempt < 50 && hit.headers.get('x-page-cache') !== 'hit'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      hit = await raw('/news', { 'accept-encoding': 'br' })
    }
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/)
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    expect(hit.headers.get('strict-transport-security')).toBeTruthy()
    const revalidated = await raw('/news', { 'accept-encoding': 'br', 'if-none-match': hit.headers.get('etag') ?? '' })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff')
    expect(revalidated.headers.get('content-security-policy')).toBeNull()
    // The same address with the English cookie still redirects: the fast path never skips the locale rules.
    const redirected = await fetch(`${baseUrl()}/news`, { headers: { cookie: 'i18n_locale=en' }, redirect: 'manual' })
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('location')).toBe('/en/news')
  })

  it('never caches API answers, redirects or answers with Set-Cookie', async () => {
    const api = await fetch(`${baseUrl()}/api/menu`)
    expect(api.headers.get('x-page-cache')).toBeNull()
    const redirect = await fetch(`${baseUrl()}/`, { headers: { cookie: 'i18n_locale=en' }, redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('x-page-cache')).toBeNull()
    const sw = await fetch(`${baseUrl()}/api/locale?to=en&next=/`, { redirect: 'manual' })
    expect(sw.headers.get('set-cookie')).toBeTruthy()
    expect(sw.headers.get('x-page-cache')).toBeNull()
  })

  it('never stores a badge page, whatever the spelling of its path (issue 39)', async () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAAAAAA'
    const spellings: [path: string, canonical: string][] = [
      [`/%62adge/${token}`, `/badge/${token}`],
      [`/BADGE/${token}`, `/badge/${token}`],
      [`/en/%42adge/${token}`, `/en/badge/${token}`],
    ]
    for (const [path, canonical] of spellings) {
      // Twice: a second request would be answered from the cache had the first been stored.
      for (const _ of [1, 2]) {
        const res = await get(path)
        await res.arrayBuffer()
        expect(res.status, path).toBe(308)
        expect(res.headers.get('location')).toBe(canonical)
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(res.headers.get('x-page-cache')).toBeNull()
      }
    }
    const page = await get(`/badge/${token}`)
    await page.arrayBuffer()
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(page.headers.get('x-page-cache')).toBeNull()
  })
})
