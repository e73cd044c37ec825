import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from '../support/admin'
import { baseUrl, newClientIp } from '../support/http'
import { firstAdminCreated, signInCookie } from '../support/uploads'

/**
 * Issue 24, finding 6: the router matches paths case-insensitively (and after percent-decoding), so
 * `/ADMIN/accounts` rendered the account list while the edge took it for a public page (no
 * `X-Robots-Tag`, `private, no-cache`, the texts as raw message ids). Every other spelling of the
 * back office's, the API's and the private pages' prefixes is redirected to the canonical one
 * before anything else, with the page cache on (the suite's server) and off.
 */
const VARIANTS: [path: string, canonical: string][] = [
  ['/ADMIN/accounts', '/admin/accounts'],
  ['/Admin/accounts?page=2', '/admin/accounts?page=2'],
  ['/%61dmin/accounts', '/admin/accounts'],
  ['/ADMIN', '/admin'],
  ['/API/auth/get-session', '/api/auth/get-session'],
  ['/PREVIEW/settings', '/preview/settings'],
  ['/EN/Newsletter/confirm?token=x', '/en/newsletter/confirm?token=x'],
]

function checks(origin: () => string) {
  let cookie = ''
  beforeAll(async () => {
    cookie = await signInCookie(origin(), newClientIp())
  })

  it.each(VARIANTS)('redirects %s to %s (308) with a session', async (path, canonical) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await fetch(origin() + path, {
        method,
        redirect: 'manual',
        headers: { cookie, origin: origin(), 'x-forwarded-for': newClientIp() },
        ...(method === 'POST' ? { body: '' } : {}),
      })
      expect(response.status, method).toBe(308)
      expect(response.headers.get('location')).toBe(canonical)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe('')
    }
  })

  it('serves the back office only at its canonical path, never cached or indexed', async () => {
    const page = await fetch(`${origin()}/admin/accounts`, { headers: { cookie }, redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await page.text()).toContain(TEST_ADMIN_ENV.ADMIN_EMAIL)
  })
}

describe('other spellings of back-office paths, page cache on', () => {
  checks(baseUrl)
})

describe('other spellings of back-office paths, page cache off', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ PAGE_CACHE: 'off', ...TEST_ADMIN_ENV }, { tempDataDir: 'case' })
    await firstAdminCreated(server)
  })
  afterAll(async () => {
    await server?.stop()
  })
  checks(() => server.url)
})
