import { describe, expect, it } from 'vitest'
import { type CachedPage, isCacheableResponse, PageCache, preparePage } from './page-cache.server'

const page = (html: string, version = 1, storedAt = Date.now()): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  csp: "script-src 'none'",
  identity: { body: new TextEncoder().encode(html), etag: '"x"' },
  encoded: {},
  version,
  storedAt,
})

describe('page cache', () => {
  it('evicts the least recently used entries beyond its bounds', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1e6, maxAgeMs: 1000 })
    cache.set('a', page('a'))
    cache.set('b', page('b'))
    cache.get('a')
    cache.set('c', page('c'))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.size).toBe(2)
  })

  it('is fresh only at the current content version and under the maximum age', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, maxAgeMs: 1000 })
    const now = Date.now()
    expect(cache.isFresh(page('x', 3, now), 3, now)).toBe(true)
    expect(cache.isFresh(page('x', 3, now), 4, now)).toBe(false)
    expect(cache.isFresh(page('x', 3, now), undefined, now)).toBe(false)
    expect(cache.isFresh(page('x', 3, now - 2000), 3, now)).toBe(false)
  })

  it('counts every encoding a page holds against its byte bound', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 4000, maxAgeMs: 1000 })
    // 600 + 300 bytes each: four fit in 4000, the fifth evicts the oldest.
    const big: CachedPage = { ...page('x'.repeat(600)), encoded: { br: { body: new Uint8Array(300), etag: '"x-br"' } } }
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, big)
    expect(cache.size).toBe(4)
    cache.set('e', big)
    expect(cache.size).toBe(4)
    expect(cache.get('a')).toBeUndefined()
  })

  it('prepares each encoding once, with an ETag per encoding from the HTML', async () => {
    const html = `<html>${'<p>organic</p>'.repeat(500)}</html>`
    const meta = { status: 200, headers: [], csp: '', version: 1, storedAt: 0 }
    const a = await preparePage(html, meta)
    const b = await preparePage(html, meta)
    const c = await preparePage(`${html} `, meta)
    expect(a.identity.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(a.encoded.br?.etag).toBe(a.identity.etag.replace(/"$/, '-br"'))
    expect(a.encoded.gzip?.etag).toBe(a.identity.etag.replace(/"$/, '-gz"'))
    expect(b.identity.etag).toBe(a.identity.etag)
    expect(c.identity.etag).not.toBe(a.identity.etag)
  })

  it('keeps only plain public HTML answers', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(isCacheableResponse(new Response('x', { headers: html }))).toBe(true)
    expect(isCacheableResponse(new Response('x', { status: 404, headers: html }))).toBe(true)
    expect(isCacheableResponse(new Response('x', { status: 500, headers: html }))).toBe(false)
    expect(isCacheableResponse(new Response('x', { headers: { ...html, 'set-cookie': 'a=1' } }))).toBe(false)
    expect(isCacheableResponse(new Response('x', { headers: { ...html, 'cache-control': 'private' } }))).toBe(false)
    expect(isCacheableResponse(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false)
  })
})
