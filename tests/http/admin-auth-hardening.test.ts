import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '~/admin/auth/auth.server'
import { DISABLED_AUTH_PATHS } from '~/admin/auth/auth-paths'
import { openDatabase } from '~/db/connect.server'
import { adminAuditLog } from '~/db/schema'
import { MIGRATIONS_FOLDER } from '~/db/testing.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { adminText } from '../support/catalog'
import { newClientIp } from '../support/http'

/**
 * Issue 24 over HTTP against the production build, on a server of its own with ADMIN_REQUIRE_2FA=1
 * (findings 1, 2 and 5; finding 7 is in admin-invitations-last-admin.test.ts).
 */
const SECRET = 'test-only-secret-shared-by-test-processes'
const ADMIN = { email: 'owner@fair.test', password: 'the owner password 2026' }
let dataDir = ''
let app: RunningServer
let env: Record<string, string>
/** The owner's complete (password and code) session, once finding 1's second test made one. */
let fullSession = ''

function post(route: string, body: unknown, init: { ip?: string; cookie?: string } = {}) {
  return fetch(`${app.url}/api/auth${route}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      'x-forwarded-for': init.ip ?? newClientIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: JSON.stringify(body),
  })
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !/=$/.test(c))
    .join('; ')

async function passwordSession(ip = newClientIp()): Promise<string> {
  const response = await post('/sign-in/email', ADMIN, { ip })
  expect(response.status).toBe(200)
  return cookiesOf(response)
}

const totpCode = (key: string) =>
  createOTP(new TextDecoder().decode(base32.decode(key)), { period: 30, digits: 6 }).totp()

/**
 * The owner's authenticator, set up on the stopped server's database in-process (better-auth with the
 * server's secret): the HTTP door for it is closed, and enrolment over HTTP needs a server function.
 */
async function enrolOwnerInProcess(): Promise<{ key: string; signIns: number }> {
  const handle = await openDatabase(
    { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
  )
  try {
    const origin = 'http://127.0.0.1:1'
    const auth = createAuth(handle.db, {
      siteOrigin: origin,
      secret: SECRET,
      idleSeconds: 3600,
      signInPerClient: { max: 100, window: 60 },
    })
    const signIn = await auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(ADMIN),
      }),
    )
    const headers = new Headers({ cookie: cookiesOf(signIn) })
    const enabled = await auth.api.enableTwoFactor({ body: { password: ADMIN.password }, headers })
    if (enabled.method !== 'totp') throw new Error('no totp')
    const key = new URL(enabled.totpURI).searchParams.get('secret') ?? ''
    await auth.api.verifyTOTP({ body: { code: await totpCode(key) }, headers })
    const signIns = await handle.db.$count(adminAuditLog, eq(adminAuditLog.action, 'sign_in'))
    return { key, signIns }
  } finally {
    await handle.close()
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'fair-auth-hardening-'))
  env = {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ADMIN_REQUIRE_2FA: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BETTER_AUTH_SECRET: SECRET,
  }
  app = await startServer(env)
}, 120_000)
afterAll(async () => {
  await app?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every disabled endpoint, by GET and POST, with this session: 404 whatever it is. */
async function disabledStatuses(cookie: string): Promise<string[]> {
  const wrong: string[] = []
  for (const route of DISABLED_AUTH_PATHS) {
    const concrete = route.replace(':token', 'AbCdEfGhIjKlMnOpQrStUvWx').replace(':id', 'x')
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${app.url}/api/auth${concrete}`, {
        method,
        redirect: 'manual',
        headers: {
          cookie,
          origin: app.url,
          'content-type': 'application/json',
          'x-forwarded-for': newClientIp(),
        },
        ...(method === 'POST' ? { body: JSON.stringify({ userId: 'x', password: ADMIN.password }) } : {}),
      })
      if (response.status !== 404) wrong.push(`${method} ${route} -> ${response.status}`)
    }
  }
  return wrong
}

describe('finding 1: a password alone is not an admin', () => {
  it('closes every better-auth endpoint the screens do not use, and confines a password-only session', async () => {
    const cookie = await passwordSession()
    expect(await disabledStatuses(cookie)).toEqual([])
    // The attack: list the users, then attach one's own authenticator with the password.
    expect((await fetch(`${app.url}/api/auth/admin/list-users`, { headers: { cookie } })).status).toBe(404)
    expect((await post('/two-factor/enable', { password: ADMIN.password }, { cookie })).status).toBe(404)
    for (const route of ['/change-password', '/revoke-sessions', '/two-factor/disable']) {
      const response = await post(
        route,
        { currentPassword: ADMIN.password, newPassword: 'x'.repeat(20), password: ADMIN.password },
        { cookie },
      )
      expect(response.status, route).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' })
    }
    // Its own page offers only the set-up, and says it takes a link.
    const account = await (
      await fetch(`${app.url}/admin/account`, { headers: { cookie: `${cookie}; admin_locale=en` } })
    ).text()
    expect(account).toContain(
      adminText(
        'en',
        'Setting up two-factor needs a one-time set-up link from an administrator. Open the link you were given (it works once, for 24 hours), then try again.',
      ),
    )
    // No authenticator was attached: a code confirms nothing.
    expect((await post('/two-factor/verify-totp', { code: '123456' }, { cookie })).status).toBeGreaterThanOrEqual(400)
  })

  it('with two-factor on: the password step is no sign-in, a wrong code counts as a failure, and no session reaches a closed endpoint', async () => {
    await app.stop()
    const { key, signIns } = await enrolOwnerInProcess()
    app = await startServer(env)
    const ip = newClientIp()
    const step = await post('/sign-in/email', ADMIN, { ip })
    expect(await step.json()).toMatchObject({ twoFactorRedirect: true })
    const pending = cookiesOf(step)
    expect(pending).not.toMatch(/session_token/)
    // Four wrong codes and the right password once: five failures for this account from this address.
    for (let i = 0; i < 4; i++)
      expect((await post('/two-factor/verify-totp', { code: '000000' }, { ip, cookie: pending })).status).toBe(401)
    const locked = await post('/sign-in/email', ADMIN, { ip })
    expect(locked.status).toBe(429)
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
    // From another address the owner completes the sign-in.
    const other = newClientIp()
    const again = await post('/sign-in/email', ADMIN, { ip: other })
    const done = await post(
      '/two-factor/verify-totp',
      { code: await totpCode(key) },
      { ip: other, cookie: cookiesOf(again) },
    )
    expect(done.status).toBe(200)
    const full = cookiesOf(done)
    expect(full).toMatch(/session_token/)
    fullSession = full
    expect(await disabledStatuses(full)).toEqual([])
    // The audit log: one more sign-in, the complete one (the password steps before it are none).
    const audit = await (
      await fetch(`${app.url}/admin/audit?actor=${encodeURIComponent(ADMIN.email)}`, { headers: { cookie: full } })
    ).text()
    expect(audit.match(/<code>sign_in<\/code>/g)).toHaveLength(signIns + 1)
  }, 120_000)
})

describe('finding 2: an outsider cannot lock the owner out', () => {
  it('refuses the guessing address only; the owner signs in from another, whatever case or spaces the guesses used', async () => {
    const attacker = newClientIp()
    const variants = [ADMIN.email, ADMIN.email.toUpperCase(), ` ${ADMIN.email}`, `${ADMIN.email} `, 'Owner@Fair.Test']
    for (const email of variants)
      expect([400, 401]).toContain(
        (await post('/sign-in/email', { email, password: 'a wrong guess here' }, { ip: attacker })).status,
      )
    const refused = await post('/sign-in/email', ADMIN, { ip: attacker })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // The owner, elsewhere: slowed down (at most 10 s), never refused.
    const started = performance.now()
    const owner = await post('/sign-in/email', ADMIN, { ip: newClientIp() })
    expect(owner.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(11_000)
  }, 60_000)
})

describe('finding 5: reset tokens stay out of logs and die when used or replaced', () => {
  it('puts the token in the fragment only, closes the path door, redacts the log and consumes the token', async () => {
    expect(fullSession).toMatch(/session_token/)
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/request-password-reset', { email: ADMIN.email, redirectTo: '/admin/reset-password' })).status,
      ).toBe(200)
    // Held in the outbox (no SMTP_URL); the admin reads it there.
    const outbox = await (await fetch(`${app.url}/admin/outbox`, { headers: { cookie: fullSession } })).text()
    const links = [...outbox.matchAll(/http:\/\/[^\s<"]+\/admin\/reset-password#token=([A-Za-z0-9]+)/g)]
    const tokens = [...new Set(links.map((match) => match[1] ?? ''))]
    expect(tokens).toHaveLength(2)
    // Before: GET /api/auth/reset-password/<token> answered a redirect carrying the token, and the log kept the path.
    const door = await fetch(`${app.url}/api/auth/reset-password/${tokens[0]}?callbackURL=%2Fadmin%2Freset-password`, {
      redirect: 'manual',
    })
    expect(door.status).toBe(404)
    const reset = (token: string) => post('/reset-password', { token, newPassword: 'a brand new owner password' })
    // Four tries, the two tokens twice each: exactly one succeeds. The newer link killed the older
    // one when it was issued, and the newer one is used up by its first use.
    const statuses: number[] = []
    for (const token of [...tokens, ...tokens]) statuses.push((await reset(token)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(3)
    const log = app.output()
    for (const token of tokens) expect(log).not.toContain(token)
    expect(log).toContain('"path":"/api/auth/reset-password/[redacted]"')
  })
})
