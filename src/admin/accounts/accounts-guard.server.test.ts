import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/db/raw-query.server'
import { adminInvitation, authUser } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import type { Auth } from '../auth/auth.server'
import { ensureFirstAdmin } from '../auth/first-admin.server'
import { getAdminSession } from '../auth/session.server'
import { createTestAuth, linkToken, signInForTest, TEST_ORIGIN } from '../auth/testing.server'
import { issueTwoFactorLink, startTwoFactorEnrolment } from '../auth/two-factor-enrolment.server'
import { changeRole, setDisabled } from './accounts.server'
import {
  acceptInvitation,
  createInvitation,
  listPendingInvitations,
  lookUpInvitation,
  revokeInvitation,
} from './invitations.server'

// Issue 24, findings 1 and 7, on the real driver: PGlite by default, PostgreSQL with TEST_DATABASE_URL
// (where the two transactions below really run at the same moment on two connections).

const CHIEF = { ADMIN_EMAIL: 'chief@example.cn', ADMIN_PASSWORD: 'a long admin password' }
let testDb: TestDatabase
let auth: Auth
let counter = 0

async function actorOf(email: string) {
  const [row] = await testDb.db
    .select({ id: authUser.id, email: authUser.email })
    .from(authUser)
    .where(eq(authUser.email, email))
  if (!row) throw new Error(`no account ${email}`)
  return row
}

/** A new account with `role`, invited by `inviter` and accepted, as every account is made. */
async function account(role: 'admin' | 'editor', inviter = 'chief@example.cn') {
  counter += 1
  const email = `${role}-${counter}@example.cn`
  const password = `${role} password number ${counter}`
  const invitation = await createInvitation(testDb.db, {
    email,
    role,
    invitedBy: await actorOf(inviter),
    siteOrigin: TEST_ORIGIN,
  })
  if (!invitation.ok) throw new Error('invitation refused')
  expect(await acceptInvitation(testDb.db, auth, { token: linkToken(invitation.link), name: role, password })).toEqual({
    ok: true,
  })
  return { ...(await actorOf(email)), password }
}

const activeAdmins = async () =>
  (
    await queryRows<{ n: number }>(
      testDb.db,
      sql`select count(*)::int as n from auth_user where role = 'admin' and coalesce(banned, false) = false`,
    )
  )[0]?.n

beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
  auth = createTestAuth(testDb.db)
  await ensureFirstAdmin(testDb.db, auth, CHIEF)
})
afterAll(async () => {
  await testDb?.close()
})

describe('the last active admin (issue 24, finding 7)', () => {
  it('survives two admins demoting each other at the same moment', async () => {
    const a = await account('admin')
    const b = await account('admin')
    expect(await setDisabled(testDb.db, a, a.email, true)).toEqual({ ok: false, reason: 'own-account' })
    // The chief steps aside so that a and b are the only active admins.
    expect(await changeRole(testDb.db, a, 'chief@example.cn', 'editor')).toEqual({ ok: true })
    const answers = await Promise.all([
      changeRole(testDb.db, a, b.email, 'editor'),
      changeRole(testDb.db, b, a.email, 'editor'),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, reason: 'last-admin' }])
    expect(await activeAdmins()).toBe(1)
  })

  it('survives two admins disabling each other at the same moment', async () => {
    const [survivor] = await testDb.db
      .select({ id: authUser.id, email: authUser.email })
      .from(authUser)
      .where(eq(authUser.role, 'admin'))
    if (!survivor) throw new Error('no admin left')
    const c = await account('admin', survivor.email)
    // Two active admins now: survivor and c.
    const answers = await Promise.all([
      setDisabled(testDb.db, survivor, c.email, true),
      setDisabled(testDb.db, c, survivor.email, true),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, reason: 'last-admin' }])
    expect(await activeAdmins()).toBe(1)
  })
})

describe('invitations (issue 24, finding 7)', () => {
  it('lists pending invitations; a revoked one is audited and its link says it was revoked', async () => {
    const chief = await actorOf('chief@example.cn')
    const invitation = await createInvitation(testDb.db, {
      email: 'pending@example.cn',
      role: 'sales',
      invitedBy: chief,
      siteOrigin: TEST_ORIGIN,
    })
    if (!invitation.ok) throw new Error('invitation refused')
    const pending = (await listPendingInvitations(testDb.db)).find((row) => row.email === 'pending@example.cn')
    expect(pending).toMatchObject({ role: 'sales', invitedBy: 'chief@example.cn' })
    expect(await revokeInvitation(testDb.db, chief, pending?.id ?? 0)).toEqual({ ok: true })
    expect(await revokeInvitation(testDb.db, chief, pending?.id ?? 0)).toEqual({ ok: false, reason: 'not-found' })
    const token = linkToken(invitation.link)
    expect(await lookUpInvitation(testDb.db, token)).toEqual({ state: 'revoked' })
    expect(await acceptInvitation(testDb.db, auth, { token, name: 'x', password: 'a long enough password' })).toEqual({
      ok: false,
      reason: 'invalid-or-expired',
    })
    expect((await listPendingInvitations(testDb.db)).map((row) => row.email)).not.toContain('pending@example.cn')
    const log = await listAudit(testDb.db, { entityId: 'pending@example.cn', limit: 5 })
    expect(log.map((entry) => [entry.actorEmail, entry.action])).toContainEqual(['chief@example.cn', 'invite_revoke'])
  })

  it('revokes the invitations a disabled admin issued, and ends its sessions', async () => {
    const issuer = await account('admin', 'chief@example.cn')
    const session = await signInForTest(auth, issuer.email, issuer.password)
    const invitation = await createInvitation(testDb.db, {
      email: 'from-issuer@example.cn',
      role: 'editor',
      invitedBy: issuer,
      siteOrigin: TEST_ORIGIN,
    })
    if (!invitation.ok) throw new Error('invitation refused')
    // Another admin who is still active: which of the two above was disabled depends on their race.
    const [other] = await testDb.db
      .select({ id: authUser.id, email: authUser.email })
      .from(authUser)
      .where(
        and(eq(authUser.role, 'admin'), ne(authUser.id, issuer.id), sql`coalesce(${authUser.banned}, false) = false`),
      )
    if (!other) throw new Error('need another admin')
    expect(await setDisabled(testDb.db, other, issuer.email, true)).toEqual({ ok: true })
    expect(await getAdminSession(session, auth)).toBeUndefined()
    expect(await lookUpInvitation(testDb.db, linkToken(invitation.link))).toEqual({ state: 'revoked' })
    const [row] = await testDb.db
      .select({ revokedAt: adminInvitation.revokedAt })
      .from(adminInvitation)
      .where(eq(adminInvitation.email, 'from-issuer@example.cn'))
    expect(row?.revokedAt).toBeInstanceOf(Date)
  })
})

describe('two-factor enrolment under ADMIN_REQUIRE_2FA (issue 24, finding 1)', () => {
  it('needs a one-time link of its own account besides the password', async () => {
    const strict = { ADMIN_REQUIRE_2FA: '1' }
    const mine = await account(
      'admin',
      (await testDb.db.select({ email: authUser.email }).from(authUser).where(eq(authUser.banned, false)).limit(1))[0]
        ?.email,
    )
    const other = await account('editor', mine.email)
    const headers = await signInForTest(auth, mine.email, mine.password)
    const start = (input: { password: string; enrolment?: string }) =>
      startTwoFactorEnrolment(testDb.db, auth, mine, headers, input, strict)

    expect(await start({ password: mine.password })).toEqual({ ok: false, reason: 'link-needed' })
    const chief = await actorOf('chief@example.cn')
    const issue = async (email: string) => {
      const answer = await issueTwoFactorLink(testDb.db, chief, email, TEST_ORIGIN)
      if (!answer.ok) throw new Error('no link')
      return answer.link
    }
    const othersLink = await issue(other.email)
    expect(await start({ password: mine.password, enrolment: linkToken(othersLink, 'enrol') })).toEqual({
      ok: false,
      reason: 'link-needed',
    })
    const older = await issue(mine.email)
    const link = await issue(mine.email)
    expect(new URL(link).pathname).toBe('/admin/account')
    expect(new URL(link).search).toBe('')
    const enrolment = linkToken(link, 'enrol')
    // A newer link killed the older one.
    expect(await start({ password: mine.password, enrolment: linkToken(older, 'enrol') })).toEqual({
      ok: false,
      reason: 'link-needed',
    })
    // A wrong password leaves the link usable.
    expect(await start({ password: 'not my password at all', enrolment })).toEqual({
      ok: false,
      reason: 'wrong-password',
    })
    const started = await start({ password: mine.password, enrolment })
    expect(started).toMatchObject({ ok: true, totpURI: expect.stringMatching(/^otpauth:\/\/totp\//) })
    // Once only.
    expect(await start({ password: mine.password, enrolment })).toEqual({ ok: false, reason: 'link-needed' })
    const log = await listAudit(testDb.db, { entityId: mine.email, limit: 10 })
    expect(log.filter((entry) => entry.action === 'two_factor_link')).toHaveLength(2)
  })
})
