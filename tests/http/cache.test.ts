import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'

/**
 * The rendered-page cache on the suite's server: hits after the first render, a fresh nonce on each
 * hit, compressed HTML, and never a cached answer for the API, a redirect or one with Set-Cookie.
 * Invalidation across two processes and outages: tests/resilience/cache-shared.test.ts.
 */
describe('page cache', () => {
  it('serves hits with a fresh nonce each time', async () => {
    const first = await fetch(`${baseUrl()}/en/news/3`)
    await first.text()
    const second = await fetch(`${baseUrl()}/en/news/3`)
    const html = await second.text()
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(/'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1]).not.toBe(nonce)
  })

  it('compresses page HTML for clients that accept it', async () => {
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const res = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': encoding } })
      expect(res.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : 'gzip')
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
      expect(await res.text()).toContain('</html>')
    }
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
})
