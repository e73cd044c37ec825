import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AcceptInviteInput } from '~/admin/accounts/contract'
import { queryRows } from '~/db/raw-query.server'
import { adminAuditLog, adminInvitation, authSession, authUser } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { changeRole, issueResetLink, setDisabled } from '../accounts/accounts.server'
import { acceptInvitation, createInvitation, lookUpInvitation } from '../accounts/invitations.server'
import { listAudit } from '../audit/audit.server'
import { type Auth, CLIENT_IP_HEADER } from './auth.server'
import { ensureFirstAdmin } from './first-admin.server'
import { ADMIN_ROLES, readsPersonalData } from './roles'
import { AdminError, getAdminSession, requireCapability } from './session.server'
import { createTestAuth, linkToken, signInForTest, TEST_ORIGIN } from './testing.server'

const ORIGIN = TEST_ORIGIN
const ADMIN = { ADMIN_EMAIL: 'Chief@Example.cn', ADMIN_PASSWORD: 'a long admin password' }
let testDb: TestDatabase
let auth: Auth
let adminId = ''
const adminActor = () => ({ id: adminId, email: 'chief@example.cn' })

/** Signs in through better-auth's own HTTP handler, as the browser does; the session cookie as headers. */
async function signIn(email: string, password: string): Promise<Headers> {
  const headers = await signInForTest(auth, email, password)
  expect(headers.get('cookie')).toMatch(/^fair\.session_token=/)
  return headers
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AdminError)
  return `${(error as AdminError).status} ${(error as AdminError).code}`
}

/** An account made the way every later account is made: invited by an admin, accepted with a password. */
async function invited(email: string, role: 'editor' | 'sales' | 'staff', password: string): Promise<Headers> {
  const invitation = await createInvitation(testDb.db, { email, role, invitedBy: adminActor(), siteOrigin: ORIGIN })
  if (!invitation.ok) throw new Error('invitation refused')
  expect(new URL(invitation.link).search).toBe('')
  const token = linkToken(invitation.link)
  expect(await lookUpInvitation(testDb.db, token)).toEqual({ state: 'open', invitation: { email, role } })
  expect(await acceptInvitation(testDb.db, auth, { token, name: role, password })).toEqual({ ok: true })
  // Once only.
  expect(await acceptInvitation(testDb.db, auth, { token, name: role, password })).toEqual({
    ok: false,
    reason: 'invalid-or-expired',
  })
  return signIn(email, password)
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
  auth = createTestAuth(testDb.db)
})
afterAll(async () => {
  await testDb?.close()
})

describe('back-office accounts on the real database', () => {
  it('creates the first admin from the environment once, and none without it', async () => {
    expect(await ensureFirstAdmin(testDb.db, auth, {})).toBe('none')
    expect(await ensureFirstAdmin(testDb.db, auth, ADMIN)).toBe('created')
    expect(await ensureFirstAdmin(testDb.db, auth, { ...ADMIN, ADMIN_EMAIL: 'other@example.cn' })).toBe('exists')
    const users = await testDb.db.select({ id: authUser.id, email: authUser.email, role: authUser.role }).from(authUser)
    expect(users).toEqual([{ id: expect.any(String), email: 'chief@example.cn', role: 'admin' }])
    adminId = users[0]?.id ?? ''
  })

  it('lets each role do its own work only, checked on the server', async () => {
    const admin = await signIn('chief@example.cn', ADMIN.ADMIN_PASSWORD)
    const editor = await invited('editor@example.cn', 'editor', 'an editor password')
    const sales = await invited('sales@example.cn', 'sales', 'a sales password!')

    expect((await requireCapability(admin, 'accounts:manage', auth)).role).toBe('admin')
    expect((await requireCapability(editor, 'content:write', auth)).email).toBe('editor@example.cn')
    expect(await refusal(requireCapability(editor, 'accounts:manage', auth))).toBe('403 FORBIDDEN')
    expect(await refusal(requireCapability(editor, 'submissions:read', auth))).toBe('403 FORBIDDEN')
    expect((await requireCapability(sales, 'submissions:export', auth)).role).toBe('sales')
    expect(await refusal(requireCapability(sales, 'content:write', auth))).toBe('403 FORBIDDEN')
    expect(await refusal(requireCapability(new Headers(), 'content:write', auth))).toBe('401 SIGNED_OUT')
    expect(
      await refusal(requireCapability(new Headers({ cookie: 'fair.session_token=forged.x' }), undefined, auth)),
    ).toBe('401 SIGNED_OUT')

    // ADMIN_REQUIRE_2FA=1: every role that reads personal data (admin, sales, staff), without two-factor,
    // reaches only its own settings; the editor, who reads nobody's details, works as before.
    const strict = { ADMIN_REQUIRE_2FA: '1' }
    const staff = await invited('door@example.cn', 'staff', 'a door staff password')
    expect(await refusal(requireCapability(admin, 'accounts:manage', auth, strict))).toBe('403 TWO_FACTOR_REQUIRED')
    expect((await requireCapability(admin, undefined, auth, strict)).role).toBe('admin')
    expect(await refusal(requireCapability(sales, 'submissions:read', auth, strict))).toBe('403 TWO_FACTOR_REQUIRED')
    expect(await refusal(requireCapability(staff, 'checkin:scan', auth, strict))).toBe('403 TWO_FACTOR_REQUIRED')
    expect((await requireCapability(staff, undefined, auth, strict)).role).toBe('staff')
    expect((await requireCapability(editor, 'content:write', auth, strict)).role).toBe('editor')
    expect(ADMIN_ROLES.filter(readsPersonalData)).toEqual(['admin', 'sales', 'staff'])
  })

  it('refuses invitations for existing accounts, expired links and short passwords', async () => {
    expect(
      await createInvitation(testDb.db, {
        email: 'editor@example.cn',
        role: 'sales',
        invitedBy: adminActor(),
        siteOrigin: ORIGIN,
      }),
    ).toEqual({ ok: false, reason: 'account-exists' })
    const late = await createInvitation(testDb.db, {
      email: 'late@example.cn',
      role: 'editor',
      invitedBy: adminActor(),
      siteOrigin: ORIGIN,
    })
    if (!late.ok) throw new Error('invitation refused')
    const token = linkToken(late.link)
    await testDb.db
      .update(adminInvitation)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminInvitation.email, 'late@example.cn'))
    expect(await lookUpInvitation(testDb.db, token)).toEqual({ state: 'invalid' })
    expect(await acceptInvitation(testDb.db, auth, { token, name: 'Late', password: 'long enough pass' })).toEqual({
      ok: false,
      reason: 'invalid-or-expired',
    })
    expect(v.is(AcceptInviteInput, { token, name: 'Late', password: 'eleven char' })).toBe(false)
    expect(v.is(AcceptInviteInput, { token, name: 'Late', password: 'twelve chars' })).toBe(true)
  })

  it('ends every session of a disabled account at once', async () => {
    const admin = await signIn('chief@example.cn', ADMIN.ADMIN_PASSWORD)
    const editor = await signIn('editor@example.cn', 'an editor password')
    const [row] = await testDb.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, 'editor@example.cn'))
    await auth.api.banUser({ body: { userId: row?.id ?? '' }, headers: admin })
    expect(await getAdminSession(editor, auth)).toBeUndefined()
    const attempt = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: '198.51.100.200' },
        body: JSON.stringify({ email: 'editor@example.cn', password: 'an editor password' }),
      }),
    )
    expect(attempt.status).toBe(403)
  })

  it('ends a session older than the absolute limit however busy it is', async () => {
    const admin = await signIn('chief@example.cn', ADMIN.ADMIN_PASSWORD)
    const [session] = await queryRows<{ id: string }>(
      testDb.db,
      sql`select id from auth_session order by created_at desc limit 1`,
    )
    await testDb.db
      .update(authSession)
      .set({ createdAt: sql`now() - interval '13 hours'` })
      .where(eq(authSession.id, session?.id ?? ''))
    expect(await getAdminSession(admin, auth)).toBeUndefined()
    expect(
      await testDb.db
        .select()
        .from(authSession)
        .where(eq(authSession.id, session?.id ?? '')),
    ).toEqual([])
  })

  it('lets an admin change roles, disable and enable others (never themselves), and logs each change', async () => {
    const actor = adminActor()
    const sales = await signIn('sales@example.cn', 'a sales password!')
    expect(await changeRole(testDb.db, actor, 'sales@example.cn', 'editor')).toEqual({ ok: true })
    // The next request sees the new role: no cached session.
    expect((await requireCapability(sales, 'content:write', auth)).role).toBe('editor')
    expect(await changeRole(testDb.db, actor, 'chief@example.cn', 'sales')).toEqual({
      ok: false,
      reason: 'own-account',
    })
    expect(await setDisabled(testDb.db, actor, 'nobody@example.cn', true)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await setDisabled(testDb.db, actor, 'editor@example.cn', false)).toEqual({ ok: true })
    await signIn('editor@example.cn', 'an editor password')

    const log = await listAudit(testDb.db, { entityId: 'sales@example.cn', limit: 10 })
    expect(log.map((e) => [e.actorEmail, e.action, e.before, e.after])).toContainEqual([
      'chief@example.cn',
      'role_change',
      '{"role":"sales"}',
      '{"role":"editor"}',
    ])
    const byAdmin = await listAudit(testDb.db, { actorEmail: 'chief@example.cn', limit: 50 })
    expect(new Set(byAdmin.map((e) => e.action))).toEqual(new Set(['sign_in', 'invite', 'role_change', 'enable']))
    expect((await listAudit(testDb.db, { entityId: 'editor@example.cn', limit: 50 })).map((e) => e.action)).toEqual(
      expect.arrayContaining(['invite', 'invite_accepted', 'enable', 'sign_in']),
    )
  })

  it('counts wrong passwords in change-password and two-factor disable against the account lock-out', async () => {
    const ip = '203.0.113.77'
    const session = await invited('guessed@example.cn', 'editor', 'the guessed account password')
    const own = (route: string, body: unknown) =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth${route}`, {
          method: 'POST',
          headers: {
            cookie: session.get('cookie') ?? '',
            'content-type': 'application/json',
            origin: ORIGIN,
            [CLIENT_IP_HEADER]: ip,
          },
          body: JSON.stringify(body),
        }),
      )
    const changePassword = (currentPassword: string) =>
      own('/change-password', { currentPassword, newPassword: 'a new password for this one' })
    // A stolen session guessing the password: each wrong one counts, in either place (two, then three:
    // better-auth's own limiter allows three change-password calls per 10 s and client).
    for (const guess of ['guess one is wrong', 'guess two is wrong'])
      expect((await changePassword(guess)).status).toBe(400)
    for (const guess of ['guess three is wrong', 'guess four is wrong', 'guess five is wrong'])
      expect((await own('/two-factor/disable', { password: guess })).status).toBe(400)
    // The sixth is refused before the password is compared, the right one too, and so is a sign-in
    // from that client.
    const locked = await changePassword('the guessed account password')
    expect(locked.status).toBe(429)
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
    const fromThatClient = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: ip },
        body: JSON.stringify({ email: 'guessed@example.cn', password: 'the guessed account password' }),
      }),
    )
    expect(fromThatClient.status).toBe(429)
    expect(await fromThatClient.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
    // The owner, elsewhere, still gets in (the lock-out is per account and client, ADR 030).
    await signIn('guessed@example.cn', 'the guessed account password')
  })

  it('keeps the audit log append-only, even against the app itself', async () => {
    // Drizzle wraps the database's refusal; the trigger's message is its cause.
    const refusedByTrigger = (error: unknown) => /append-only/.test(String((error as { cause?: unknown }).cause))
    await expect(testDb.db.update(adminAuditLog).set({ actorEmail: 'someone@else.cn' })).rejects.toSatisfy(
      refusedByTrigger,
    )
    await expect(testDb.db.delete(adminAuditLog)).rejects.toSatisfy(refusedByTrigger)
  })

  it('issues a one-time reset link that sets a new password and ends the old sessions', async () => {
    const old = await signIn('editor@example.cn', 'an editor password')
    const older = await issueResetLink(testDb.db, auth, adminActor(), 'editor@example.cn')
    const answer = await issueResetLink(testDb.db, auth, adminActor(), 'editor@example.cn')
    if (!answer.ok || !older.ok) throw new Error('no link')
    // Our own screen, the token in the fragment only (ADR 030).
    const link = new URL(answer.link)
    expect([link.pathname, link.search]).toEqual(['/admin/reset-password', ''])
    const token = linkToken(answer.link)
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/)
    const reset = (newPassword: string, withToken = token) =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth/reset-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ token: withToken, newPassword }),
        }),
      )
    // A newer link killed the older one.
    expect((await reset('a password from an old link', linkToken(older.link))).status).toBe(400)
    expect((await reset('short')).status).toBe(400)
    expect((await reset('a brand new editor password')).status).toBe(200)
    expect((await reset('another new password!')).status).toBe(400)
    expect(await getAdminSession(old, auth)).toBeUndefined()
    await signIn('editor@example.cn', 'a brand new editor password')
    expect((await listAudit(testDb.db, { entityId: 'editor@example.cn', limit: 5 }))[0]?.action).toBe('sign_in')
  })
})
