import { describe, expect, it } from 'vitest'
import { baseUrl, get } from '../support/http'

/**
 * Security headers on every kind of answer (page, cached page, API, static file, error), and a CSP
 * nonce on every script the router writes (TanStack/router #5511), fresh on every answer.
 */
const PAGES = ['/', '/en', '/news/3', '/en/news/3', '/directories', '/en/visitor-guide', '/404']

function cspNonce(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
  if (!nonce) throw new Error(`no nonce in CSP: ${csp}`)
  return nonce
}

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

  it('pages carry a strict CSP', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/style-src[^;]*'unsafe-inline'/)
  })

  it.each(PAGES)('every <script> and <style> of %s carries the answer nonce, fresh on each answer', async (path) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await get(path)
      const html = await res.text()
      const nonce = cspNonce(res)
      nonces.add(nonce)
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? []
      expect(tags.length).toBeGreaterThan(0)
      for (const tag of tags) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`)
      // No inline style attributes (CSP without 'unsafe-hashes' refuses them) and no inline handlers.
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i)
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+="/i)
    }
    expect(nonces.size).toBe(3)
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
