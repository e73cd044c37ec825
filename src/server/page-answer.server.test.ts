import { describe, expect, it } from 'vitest'
import { cachedPageResponse, matchesIfNoneMatch } from './page-answer.server'
import { preparePage } from './page-cache.server'

const html = `<!doctype html><html>${'<p>有机 organic</p>'.repeat(400)}</html>`
const entry = await preparePage(html, {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  csp: "script-src 'sha256-x' 'strict-dynamic'",
  version: 1,
  storedAt: 0,
})
const request = (headers: Record<string, string>, method = 'GET') => new Request('http://x/', { method, headers })

describe('cached page answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('Accept-Encoding %s gets the bytes prepared for %s', async (accept, encoding) => {
    const res = cachedPageResponse(request({ 'accept-encoding': accept }), entry, 'hit')
    expect(res.headers.get('content-encoding')).toBe(encoding)
    const representation =
      encoding === 'br' ? entry.encoded.br : encoding === 'gzip' ? entry.encoded.gzip : entry.identity
    expect(res.headers.get('etag')).toBe(representation?.etag)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(representation?.body ?? []))
    expect(res.headers.get('content-length')).toBe(String(representation?.body.byteLength))
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('content-security-policy')).toBe(entry.csp)
  })

  it('answers 304 without a body when If-None-Match names the ETag of that encoding', async () => {
    const etag = entry.encoded.br?.etag ?? ''
    const res = cachedPageResponse(
      request({ 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` }),
      entry,
      'hit',
    )
    expect(res.status).toBe(304)
    expect(res.headers.get('etag')).toBe(etag)
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // The browser keeps the stored answer's policy and type: a 304 repeats neither.
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(res.headers.get('content-type')).toBeNull()
    expect(await res.text()).toBe('')
    const other = cachedPageResponse(request({ 'accept-encoding': 'gzip', 'if-none-match': etag }), entry, 'hit')
    expect(other.status).toBe(200)
  })

  it('sends a cached 404 whole, without a validator', () => {
    const res = cachedPageResponse(request({ 'if-none-match': '*' }), { ...entry, status: 404 }, 'hit')
    expect(res.status).toBe(404)
    expect(res.headers.get('etag')).toBeNull()
  })

  it('answers HEAD with the headers only', async () => {
    const res = cachedPageResponse(request({ 'accept-encoding': 'br' }, 'HEAD'), entry, 'hit')
    expect(res.headers.get('content-length')).toBe(String(entry.encoded.br?.body.byteLength))
    expect(await res.text()).toBe('')
  })

  it('compares entity tags weakly', () => {
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false)
    expect(matchesIfNoneMatch(null, '"a"')).toBe(false)
  })
})
