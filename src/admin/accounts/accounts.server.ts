import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { AccountChangeAnswer, ResetLinkAnswer } from '~/admin/accounts/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { authSession, authUser } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { Auth } from '../auth/auth.server'
import { catchResetLink } from '../auth/reset-links.server'
import type { AdminRole } from '../auth/roles'
import { revokeInvitationsIssuedBy } from './invitations.server'

async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: authUser.id, role: authUser.role, banned: authUser.banned })
    .from(authUser)
    .where(eq(authUser.email, email))
    .limit(1)
  return row
}

type Refusal = Extract<AccountChangeAnswer, { ok: false }>['reason']

/**
 * Runs `change` on the account with `email` inside one transaction that first locks every active admin
 * row and the target's (SELECT … FOR UPDATE, in id order, so two such transactions queue instead of
 * deadlocking). When the change would leave no active admin it is refused: two admins demoting or
 * disabling each other at the same moment leave one, since the second transaction, once it gets the
 * locks, sees the first one's change (ADR 030). The acting admin must still be an active admin then.
 */
async function changeGuarded(
  db: Db,
  admin: Actor & { id: string },
  email: string,
  keepsAdmin: (account: { role: string; banned: boolean }) => boolean,
  change: (tx: Db, account: { id: string; role: string; banned: boolean }) => Promise<void>,
): Promise<AccountChangeAnswer> {
  const outcome = await db.transaction(async (tx): Promise<Refusal | undefined> => {
    const admins = await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(and(eq(authUser.role, 'admin'), or(isNull(authUser.banned), eq(authUser.banned, false))))
      .orderBy(asc(authUser.id))
      .for('update')
    const [account] = await tx
      .select({ id: authUser.id, role: authUser.role, banned: authUser.banned })
      .from(authUser)
      .where(eq(authUser.email, email))
      .for('update')
    if (!account) return 'not-found'
    if (account.id === admin.id) return 'own-account'
    const target = { ...account, banned: account.banned === true }
    const others = admins.filter((row) => row.id !== account.id).length
    if (others === 0 && !keepsAdmin(target)) return 'last-admin'
    // Demoted or disabled by a concurrent change that committed first.
    if (!admins.some((row) => row.id === admin.id)) return 'not-allowed'
    await change(tx, target)
    return undefined
  })
  if (outcome) return { ok: false, reason: outcome }
  await flushWrites(db)
  return { ok: true }
}

/**
 * Account changes an admin makes for someone else (never for themselves: an admin cannot lock
 * themselves out by demoting or disabling their own account). Only these functions make them (the
 * HTTP doors of better-auth's admin plugin are closed); the audit entry is in the same transaction.
 */
export async function changeRole(
  db: Db,
  admin: Actor & { id: string },
  email: string,
  role: AdminRole,
): Promise<AccountChangeAnswer> {
  return changeGuarded(
    db,
    admin,
    email,
    (account) => role === 'admin' || account.role !== 'admin' || account.banned,
    async (tx, account) => {
      await tx.update(authUser).set({ role, updatedAt: sql`now()` }).where(eq(authUser.id, account.id))
      await recordAudit(tx, admin, {
        action: 'role_change',
        entity: 'account',
        entityId: email,
        before: { role: account.role },
        after: { role },
      })
    },
  )
}

/**
 * Disabling ends every session of the account at once and withdraws the invitations it issued that
 * nobody accepted yet; enabling lets it sign in again.
 */
export async function setDisabled(
  db: Db,
  admin: Actor & { id: string },
  email: string,
  disabled: boolean,
): Promise<AccountChangeAnswer> {
  return changeGuarded(
    db,
    admin,
    email,
    (account) => !disabled || account.role !== 'admin' || account.banned,
    async (tx, account) => {
      await tx
        .update(authUser)
        .set({ banned: disabled, banReason: null, banExpires: null, updatedAt: sql`now()` })
        .where(eq(authUser.id, account.id))
      if (disabled) {
        await tx.delete(authSession).where(eq(authSession.userId, account.id))
        await revokeInvitationsIssuedBy(tx, admin, account.id)
      }
      await recordAudit(tx, admin, {
        action: disabled ? 'disable' : 'enable',
        entity: 'account',
        entityId: email,
        before: { disabled: account.banned },
        after: { disabled },
      })
    },
  )
}

/** A one-time, expiring (24 h) link to set a new password, shown once to the admin who asked. */
export async function issueResetLink(db: Db, auth: Auth, admin: Actor, email: string): Promise<ResetLinkAnswer> {
  const account = await findAccount(db, email)
  if (!account) return { ok: false, reason: 'not-found' }
  const link = await catchResetLink(() =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: '/admin/reset-password' } }),
  )
  if (!link) throw new Error('better-auth made no reset link')
  await recordAudit(db, admin, { action: 'reset_link', entity: 'account', entityId: email })
  await flushWrites(db)
  return { ok: true, link }
}
