import { describe, expect, it } from 'vitest'
import { expectScriptsAllowedByHash, scriptPolicy } from '../support/csp'
import { baseUrl, get } from '../support/http'

/**
 * Security headers on every kind of answer (page, cached page, API, static file, error), and the
 * hash-based CSP of pages (ADR 022): every inline script's SHA-256 in the policy, no nonce.
 */
const PAGES = ['/', '/en', '/news/3', '/en/news/3', '/directories', '/en/visitor-guide', '/404']

describe('security headers', () => {
  it.each([...PAGES, '/api/menu', '/api/health', '/api/nope', '/favicon.svg'])(
    '%s carries the baseline headers',
    async (path) => {
      const res = await get(path)
      await res.arrayBuffer()
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/)
      expect(
        Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000)
    },
  )

  it('private pages and the back office send no Referer, and put their address in no other one (issue 39)', async () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAAAAAA'
    for (const path of [`/badge/${token}`, `/en/badge/${token}`, '/register/confirm', '/newsletter/confirm?token=x']) {
      const res = await get(path)
      await res.arrayBuffer()
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    const office = await get('/admin/sign-in')
    await office.arrayBuffer()
    expect(office.headers.get('referrer-policy')).toBe('no-referrer')
    // A private page's language switch links to the page itself in the other language, never
    // through the switch endpoint's query (where a badge's token would reach the logs).
    const switches: [path: string, other: string][] = [
      ['/register/confirm', '/en/register/confirm'],
      ['/en/register/confirm', '/register/confirm'],
    ]
    for (const [path, other] of switches) {
      const html = await (await get(path)).text()
      expect(html, path).toContain(`href="${other}"`)
      expect(html, path).not.toContain('/api/locale?')
    }
  })

  it('lets only the back office use the camera (the check-in screen), and never the microphone', async () => {
    for (const path of PAGES) {
      const res = await get(path)
      await res.arrayBuffer()
      expect(res.headers.get('permissions-policy'), path).toMatch(/(^|, )camera=\(\)/)
    }
    const office = await get('/admin/sign-in')
    await office.arrayBuffer()
    expect(office.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(self\)/)
    expect(office.headers.get('permissions-policy')).toMatch(/microphone=\(\)/)
  })

  it('pages carry a strict CSP', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/style-src[^;]*'unsafe-inline'/)
  })

  it.each(PAGES)('every inline script of %s is allowed by its hash, and the page carries no nonce', async (path) => {
    // Answers by their ETag: other test files write content meanwhile, so a page may change between
    // two loads; one ETag must always mean the same bytes and policy, and visitors in a row share it.
    const answers = new Map<string, { bodies: Set<string>; loads: number }>()
    for (let i = 0; i < 3; i++) {
      const res = await get(path)
      const html = await res.text()
      expectScriptsAllowedByHash(res, html, path)
      expect(html, path).not.toMatch(/\snonce=|csp-nonce/)
      expect(res.headers.get('content-security-policy'), path).toMatch(/style-src 'self';/)
      // No inline <style>, no style attributes (CSP without 'unsafe-hashes' refuses them), no handlers.
      expect(html).not.toMatch(/<style\b/)
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i)
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+="/i)
      // A 404 has no validator (preconditions apply to 2xx only): its answers are compared as one.
      if (res.status === 200) expect(res.headers.get('etag'), path).toMatch(/^"[^"]+"$/)
      const etag = res.headers.get('etag') ?? `status ${res.status}`
      const seen = answers.get(etag) ?? { bodies: new Set<string>(), loads: 0 }
      seen.bodies.add(`${res.headers.get('content-security-policy')}\n${html}`)
      answers.set(etag, { bodies: seen.bodies, loads: seen.loads + 1 })
    }
    // The same bytes and policy for every visitor: what makes compressing once and 304 possible.
    for (const { bodies } of answers.values()) expect(bodies.size).toBe(1)
    const mostShared = Math.max(...[...answers.values()].map(({ loads }) => loads))
    expect(mostShared, 'visitors in a row get one and the same answer').toBeGreaterThanOrEqual(2)
  })

  it('answers without scripts of their own allow none; uploads are never a script or a document', async () => {
    for (const ext of ['js', 'mjs', 'svg', 'html']) {
      const res = await get(`/uploads/ab/${'0'.repeat(64)}/x.${ext}`)
      await res.arrayBuffer()
      expect(res.status, ext).toBe(404)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    for (const path of ['/api/menu', '/api/nope', `/uploads/ab/${'0'.repeat(64)}/x.webp`]) {
      const res = await get(path)
      await res.arrayBuffer()
      expect(scriptPolicy(res), path).toBe("'none'")
    }
  })
})

describe('error answers carry no internal detail', () => {
  const serverFnHeaders = { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' }
  it.each([
    ['/_serverFn/nope', {}],
    ['/_serverFn/nope?payload=%7Bbroken', {}],
    ['/_serverFn/0000000000000000000000000000000000000000000000000000000000000000?payload=%7B%22data%22%3A1%7D', {}],
  ])('%s', async (path) => {
    const res = await fetch(baseUrl() + path, { headers: { ...serverFnHeaders, origin: baseUrl() } })
    const text = await res.text()
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(text).not.toMatch(/ at |\.mjs|\.ts:|node_modules|not found for|JSON at position|Seroval/i)
  })

  it('answers 404 for a server function id that names none (a request fault, not a server fault)', async () => {
    const missing = await fetch(`${baseUrl()}/_serverFn/${'0'.repeat(64)}`, {
      method: 'POST',
      headers: { ...serverFnHeaders, origin: baseUrl(), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toMatch(/not found for/)
  })
})
