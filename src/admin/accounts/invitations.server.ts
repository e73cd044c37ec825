import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AcceptInviteAnswer,
  InvitationLookup,
  InviteAnswer,
  PendingInvitation,
  RevokeInvitationAnswer,
} from '~/admin/accounts/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { adminInvitation, authUser } from '~/db/schema'
import { invitationMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { enqueueMail } from '~/mail/outbox.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { Auth } from '../auth/auth.server'
import { type AdminRole, isAdminRole } from '../auth/roles'

const INVITATION_DAYS = 7

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email)).limit(1)
  return row !== undefined
}

/** A new invitation; the link (with its token) exists only in this answer. */
export async function createInvitation(
  db: Db,
  input: { email: string; role: AdminRole; invitedBy: { id: string; email: string }; siteOrigin: string },
): Promise<InviteAnswer> {
  if (await accountExists(db, input.email)) return { ok: false, reason: 'account-exists' }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000)
  // The token in the fragment: no request line, proxy log or Referer carries it (ADR 030).
  const link = new URL('/admin/accept-invite', input.siteOrigin)
  link.hash = `token=${token}`
  // The invitation, its audit entry and its mail together: the link is also shown to the admin once.
  await db.transaction(async (tx) => {
    await tx.insert(adminInvitation).values({
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: input.invitedBy.id,
    })
    await recordAudit(tx, input.invitedBy, {
      action: 'invite',
      entity: 'account',
      entityId: input.email,
      after: { role: input.role, expiresAt: expiresAt.toISOString() },
    })
    await enqueueMail(tx, await invitationMail({ to: input.email, role: input.role, link: link.href }), mailDomain())
  })
  await flushWrites(db)
  return { ok: true, link: link.href, expiresAt: expiresAt.toISOString() }
}

const usable = (tokenHash: string) =>
  and(
    eq(adminInvitation.tokenHash, tokenHash),
    isNull(adminInvitation.acceptedAt),
    isNull(adminInvitation.revokedAt),
    gt(adminInvitation.expiresAt, sql`now()`),
  )

/** Whom a link's invitation is for (the accept screen shows it), or why it no longer works. */
export async function lookUpInvitation(db: Db, token: string): Promise<InvitationLookup> {
  const [row] = await db
    .select({
      email: adminInvitation.email,
      role: adminInvitation.role,
      acceptedAt: adminInvitation.acceptedAt,
      revokedAt: adminInvitation.revokedAt,
      open: sql<boolean>`${adminInvitation.expiresAt} > now()`,
    })
    .from(adminInvitation)
    .where(eq(adminInvitation.tokenHash, hashToken(token)))
    .limit(1)
  if (!row || !isAdminRole(row.role)) return { state: 'invalid' }
  if (row.revokedAt) return { state: 'revoked' }
  if (row.acceptedAt || !row.open) return { state: 'invalid' }
  return { state: 'open', invitation: { email: row.email, role: row.role } }
}

const inviter = alias(authUser, 'inviter')

/** Invitations not yet accepted, revoked or expired, oldest first (the accounts screen). */
export async function listPendingInvitations(db: Db): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: adminInvitation.id,
      email: adminInvitation.email,
      role: adminInvitation.role,
      invitedBy: inviter.email,
      createdAt: adminInvitation.createdAt,
      expiresAt: adminInvitation.expiresAt,
    })
    .from(adminInvitation)
    .leftJoin(inviter, eq(inviter.id, adminInvitation.createdBy))
    .where(
      and(
        isNull(adminInvitation.acceptedAt),
        isNull(adminInvitation.revokedAt),
        gt(adminInvitation.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(adminInvitation.createdAt), asc(adminInvitation.id))
  return rows.flatMap((row) =>
    isAdminRole(row.role)
      ? [
          {
            id: row.id,
            email: row.email,
            role: row.role,
            invitedBy: row.invitedBy,
            createdAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
          },
        ]
      : [],
  )
}

const stillOpen = and(isNull(adminInvitation.acceptedAt), isNull(adminInvitation.revokedAt))

/** An admin withdraws a pending invitation: its link then answers that it was revoked. Audited. */
export async function revokeInvitation(db: Db, admin: Actor, id: number): Promise<RevokeInvitationAnswer> {
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitation)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(adminInvitation.id, id), stillOpen))
      .returning({ email: adminInvitation.email, role: adminInvitation.role })
    if (row)
      await recordAudit(tx, admin, {
        action: 'invite_revoke',
        entity: 'account',
        entityId: row.email,
        before: { role: row.role },
      })
    return row
  })
  if (!revoked) return { ok: false, reason: 'not-found' }
  await flushWrites(db)
  return { ok: true }
}

/**
 * When an admin is disabled, the invitations it issued and nobody accepted yet go with it (inside the
 * caller's transaction, one audit entry per invitation).
 */
export async function revokeInvitationsIssuedBy(tx: Db, admin: Actor, issuerId: string): Promise<void> {
  const rows = await tx
    .update(adminInvitation)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminInvitation.createdBy, issuerId), stillOpen))
    .returning({ email: adminInvitation.email, role: adminInvitation.role })
  for (const row of rows)
    await recordAudit(tx, admin, {
      action: 'invite_revoke',
      entity: 'account',
      entityId: row.email,
      before: { role: row.role },
    })
}

/**
 * Accepting: one UPDATE claims the invitation (so two tabs cannot both use it), then the account is
 * created; if that fails the claim is undone and the link still works.
 */
export async function acceptInvitation(
  db: Db,
  auth: Auth,
  input: { token: string; name: string; password: string },
): Promise<AcceptInviteAnswer> {
  const tokenHash = hashToken(input.token)
  const [claimed] = await db
    .update(adminInvitation)
    .set({ acceptedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ id: adminInvitation.id, email: adminInvitation.email, role: adminInvitation.role })
  if (!claimed || !isAdminRole(claimed.role)) return { ok: false, reason: 'invalid-or-expired' }
  const unclaim = () => db.update(adminInvitation).set({ acceptedAt: null }).where(eq(adminInvitation.id, claimed.id))
  if (await accountExists(db, claimed.email)) {
    await unclaim()
    return { ok: false, reason: 'account-exists' }
  }
  try {
    await auth.api.createUser({
      body: { email: claimed.email, password: input.password, name: input.name, role: claimed.role },
    })
  } catch (error) {
    await unclaim()
    throw error
  }
  await recordAudit(
    db,
    { id: null, email: claimed.email },
    { action: 'invite_accepted', entity: 'account', entityId: claimed.email, after: { role: claimed.role } },
  )
  await flushWrites(db)
  return { ok: true }
}
