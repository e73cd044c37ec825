import { describe, expect, it } from 'vitest'
import { type CachedPage, isCacheableResponse, PageCache, withNonce } from './page-cache.server'

const page = (html: string, version = 1, storedAt = Date.now()): CachedPage => ({
  html,
  nonce: 'OLD',
  status: 200,
  headers: [['content-type', 'text/html']],
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

  it('swaps every occurrence of the render nonce', () => {
    expect(withNonce(page('<script nonce="OLD"></script><meta content="OLD">'), 'NEW')).toBe(
      '<script nonce="NEW"></script><meta content="NEW">',
    )
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
