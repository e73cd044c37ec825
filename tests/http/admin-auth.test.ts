import { describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../support/admin'
import { baseUrl, get, newClientIp } from '../support/http'

/** POST to better-auth's endpoints as the sign-in screen does (same origin, JSON), from one client address. */
function postAuth(path: string, body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${baseUrl()}/api/auth${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl(),
      'x-forwarded-for': init.ip ?? newClientIp(),
      ...init.headers,
    },
    body: JSON.stringify(body),
  })
}

const sessionCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

describe('back-office sign-in over HTTP', () => {
  it('signs the first admin in with an HttpOnly, SameSite=Lax session cookie that is never stored', async () => {
    const response = await postAuth('/sign-in/email', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const setCookie = response.headers.get('set-cookie') ?? ''
    // Plain HTTP here (SITE_URL http://127.0.0.1): `__Host-fair.*` with Secure comes with an https SITE_URL.
    expect(setCookie).toMatch(/^fair\.session_token=[^;]+; Max-Age=14400; Path=\/; HttpOnly; SameSite=Lax$/)
    const page = await get('/admin', { cookie: sessionCookie(response) })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(TEST_ADMIN.email)
  })

  it('answers a wrong password 401 without telling which half was wrong', async () => {
    const wrongPassword = await postAuth('/sign-in/email', { email: TEST_ADMIN.email, password: 'not the password!' })
    const noAccount = await postAuth('/sign-in/email', { email: 'nobody@fair.test', password: 'not the password!' })
    expect(wrongPassword.status).toBe(401)
    expect(noAccount.status).toBe(401)
    expect(await wrongPassword.json()).toEqual(await noAccount.json())
    expect(wrongPassword.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a sixth attempt on an account from the same client only; other clients are slowed, never refused', async () => {
    const email = `target-${Date.now()}@fair.test`
    const ip = newClientIp()
    for (let i = 0; i < 5; i++)
      expect((await postAuth('/sign-in/email', { email, password: `guess number ${i}!!` }, { ip })).status).toBe(401)
    const locked = await postAuth(
      '/sign-in/email',
      { email: ` ${email.toUpperCase()}`, password: 'yet another guess' },
      { ip },
    )
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
    // Issue 24: before, every address got the 429 now; the owner could not sign in at all.
    expect((await postAuth('/sign-in/email', { email, password: 'from elsewhere!!' })).status).toBe(401)
  })

  it('limits one client address to 10 attempts per 15 minutes, whatever accounts it tries', async () => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await postAuth(
            '/sign-in/email',
            { email: `n${i}-${Date.now()}@fair.test`, password: 'wrong password!' },
            { ip },
          )
        ).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another address is not affected.
    expect((await postAuth('/sign-in/email', { email: 'x@fair.test', password: 'wrong password!' })).status).toBe(401)
  })

  it('has no self-service sign-up and no impersonation over HTTP', async () => {
    const signUp = await postAuth('/sign-up/email', {
      email: 'new@fair.test',
      password: 'a long password 1',
      name: 'New',
    })
    expect(signUp.status).toBe(404)
    expect((await postAuth('/admin/impersonate-user', { userId: 'x' })).status).toBe(404)
    expect((await postAuth('/admin/set-role', { userId: 'x', role: 'admin' })).status).toBe(404)
  })

  it('refuses a state change with cookies but from another origin or none (CSRF)', async () => {
    const cookie = sessionCookie(
      await postAuth('/sign-in/email', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    )
    const foreign = await postAuth('/sign-out', {}, { headers: { cookie, origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    const none = await fetch(`${baseUrl()}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(none.status).toBe(403)
    const signInFromElsewhere = await postAuth(
      '/sign-in/email',
      { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(signInFromElsewhere.status).toBe(403)
    expect(signInFromElsewhere.headers.get('set-cookie')).toBeNull()
    // Still signed in: neither request did anything.
    expect(await (await get('/admin', { cookie })).text()).toContain(TEST_ADMIN.email)
  })
})

describe('back-office pages at the edge', () => {
  it('sends a signed-out visitor to sign in, and never answers with a cached public page', async () => {
    const home = await get('/admin')
    expect(home.status).toBe(307)
    expect(home.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin')
    for (const path of ['/admin', '/admin/sign-in', '/admin/accounts', '/admin/no-such-screen']) {
      const response = await get(path)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
      expect(response.headers.get('x-page-cache'), path).toBeNull()
    }
    const signIn = await get('/admin/sign-in', { cookie: 'i18n_locale=en' })
    const html = await signIn.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toMatch(/<form/)
    expect(html).not.toContain('hero')
  })

  it('speaks the editor’s chosen language, not the page path’s', async () => {
    const zh = await (await get('/admin/sign-in')).text()
    const en = await (await get('/admin/sign-in', { cookie: 'admin_locale=en' })).text()
    expect(zh).toContain('<html lang="zh-CN"')
    expect(zh).toContain('后台登录')
    expect(en).toContain('<html lang="en"')
    expect(en).toContain('Back office sign-in')
  })
})
