import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { APIError } from 'better-auth/api'
import { and, eq, gt, like, sql } from 'drizzle-orm'
import type { EnrolmentLinkAnswer, TwoFactorStartAnswer } from '~/admin/auth/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { authTwoFactor, authUser, authVerification } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { Auth } from './auth.server'

/**
 * Two-factor enrolment links (ADR 030). Under ADMIN_REQUIRE_2FA a password alone must not be enough to
 * attach an authenticator to an account (else a stolen password makes a full admin): setting it up
 * also takes a one-time link that an admin issues (or the operator, for the first admin, with
 * `npm run two-factor-link`). Only the token's hash is stored; the token travels in the link's
 * fragment, which no request line, proxy log or Referer carries.
 */
const ENROLMENT_HOURS = 24
const PREFIX = 'two-factor-enrolment:'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The link's path; the token follows as `#enrol=<token>`. */
const ENROLMENT_PATH = '/admin/account'

/** A new link for the account; older ones for it stop working. Undefined: no such account. */
async function issueEnrolmentLink(
  db: Db,
  email: string,
  siteOrigin: string,
): Promise<{ link: string; expiresAt: Date } | undefined> {
  const [account] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email)).limit(1)
  if (!account) return undefined
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ENROLMENT_HOURS * 3_600_000)
  await db.transaction(async (tx) => {
    await tx
      .delete(authVerification)
      .where(and(eq(authVerification.value, account.id), like(authVerification.identifier, `${PREFIX}%`)))
    await tx
      .insert(authVerification)
      .values({ id: randomUUID(), identifier: `${PREFIX}${hashToken(token)}`, value: account.id, expiresAt })
  })
  const link = new URL(ENROLMENT_PATH, siteOrigin)
  link.hash = `enrol=${token}`
  return { link: link.href, expiresAt }
}

/**
 * A one-time link (24 h) with which the account sets up two-factor authentication, shown once to the
 * admin who asked, as a reset link is; `npm run two-factor-link` makes the same for the first admin.
 * Audited.
 */
export async function issueTwoFactorLink(
  db: Db,
  actor: Actor,
  email: string,
  siteOrigin: string,
): Promise<EnrolmentLinkAnswer> {
  const issued = await issueEnrolmentLink(db, email, siteOrigin)
  if (!issued) return { ok: false, reason: 'not-found' }
  await recordAudit(db, actor, {
    action: 'two_factor_link',
    entity: 'account',
    entityId: email,
    after: { expiresAt: issued.expiresAt.toISOString() },
  })
  await flushWrites(db)
  return { ok: true, link: issued.link }
}

/** Uses up the account's enrolment token: true only once, for its own account, before it expires. */
async function consumeEnrolmentToken(db: Db, token: string, userId: string): Promise<boolean> {
  const used = await db
    .delete(authVerification)
    .where(
      and(
        eq(authVerification.identifier, `${PREFIX}${hashToken(token)}`),
        eq(authVerification.value, userId),
        gt(authVerification.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: authVerification.id })
  return used.length > 0
}

type Env = Readonly<Record<string, string | undefined>>

/** Under ADMIN_REQUIRE_2FA every enrolment needs a link's token besides the password. */
const enrolmentNeedsLink = (env: Env = process.env): boolean => env.ADMIN_REQUIRE_2FA === '1'

async function enrolmentTokenValid(db: Db, token: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authVerification.id })
    .from(authVerification)
    .where(
      and(
        eq(authVerification.identifier, `${PREFIX}${hashToken(token)}`),
        eq(authVerification.value, userId),
        gt(authVerification.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Starts one's own enrolment: checks the link (when one is needed) and the password, makes the
 * authenticator's key and backup codes (better-auth, in-process: its HTTP door is closed), then uses
 * the link up. The code that confirms it goes to better-auth's verify-totp with this session.
 */
export async function startTwoFactorEnrolment(
  db: Db,
  auth: Auth,
  user: { id: string },
  headers: Headers,
  input: { password: string; enrolment?: string | undefined },
  env: Env = process.env,
): Promise<TwoFactorStartAnswer> {
  const needsLink = enrolmentNeedsLink(env)
  if (needsLink && !(input.enrolment && (await enrolmentTokenValid(db, input.enrolment, user.id))))
    return { ok: false, reason: 'link-needed' }
  let answer: Awaited<ReturnType<Auth['api']['enableTwoFactor']>>
  try {
    answer = await auth.api.enableTwoFactor({ body: { password: input.password }, headers })
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD')
      return { ok: false, reason: 'wrong-password' }
    if (error instanceof APIError && error.body?.code === 'TOTP_ALREADY_ENABLED')
      return { ok: false, reason: 'already-on' }
    // The password check counts against the account's lock-out (auth.server.ts, ADR 030).
    if (error instanceof APIError && error.body?.code === 'ACCOUNT_LOCKED') return { ok: false, reason: 'locked' }
    throw error
  }
  if (needsLink && !(await consumeEnrolmentToken(db, input.enrolment ?? '', user.id))) {
    // Another tab used the link in the meantime: the key just made is dropped.
    await db.delete(authTwoFactor).where(and(eq(authTwoFactor.userId, user.id), eq(authTwoFactor.verified, false)))
    return { ok: false, reason: 'link-needed' }
  }
  if (answer.method !== 'totp') throw new Error('better-auth made no authenticator key')
  return { ok: true, totpURI: answer.totpURI, backupCodes: answer.backupCodes }
}
