import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AcceptInviteAnswer, InvitationPreview, InviteAnswer } from '~/contracts/admin'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { adminInvitation, authUser } from '~/db/schema'
import { invitationMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { enqueueMail } from '~/mail/outbox.server'
import { recordAudit } from '../audit/audit.server'
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
  const link = new URL('/admin/accept-invite', input.siteOrigin)
  link.searchParams.set('token', token)
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

/** Whom an open invitation is for (the accept screen shows it), or undefined. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview | undefined> {
  const [row] = await db
    .select({ email: adminInvitation.email, role: adminInvitation.role })
    .from(adminInvitation)
    .where(usable(hashToken(token)))
    .limit(1)
  return row && isAdminRole(row.role) ? { email: row.email, role: row.role } : undefined
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
