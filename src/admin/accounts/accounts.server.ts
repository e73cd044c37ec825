import { eq } from 'drizzle-orm'
import type { AccountChangeAnswer, ResetLinkAnswer } from '~/contracts/admin'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { authUser } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { Auth } from '../auth/auth.server'
import { catchResetLink } from '../auth/reset-links.server'
import type { AdminRole } from '../auth/roles'

async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: authUser.id, role: authUser.role, banned: authUser.banned })
    .from(authUser)
    .where(eq(authUser.email, email))
    .limit(1)
  return row
}

/**
 * Account changes an admin makes for someone else (never for themselves: an admin cannot lock
 * themselves out by demoting or disabling their own account). better-auth does the change (its HTTP
 * doors for them are closed, so these functions are the only way), the audit log keeps who and when.
 */
export async function changeRole(
  db: Db,
  auth: Auth,
  admin: Actor & { headers: Headers },
  email: string,
  role: AdminRole,
): Promise<AccountChangeAnswer> {
  const account = await findAccount(db, email)
  if (!account) return { ok: false, reason: 'not-found' }
  if (account.id === admin.id) return { ok: false, reason: 'own-account' }
  await auth.api.setRole({ body: { userId: account.id, role }, headers: admin.headers })
  await recordAudit(db, admin, {
    action: 'role_change',
    entity: 'account',
    entityId: email,
    before: { role: account.role },
    after: { role },
  })
  await flushWrites(db)
  return { ok: true }
}

/** Disabling ends every session of the account at once; enabling lets it sign in again. */
export async function setDisabled(
  db: Db,
  auth: Auth,
  admin: Actor & { headers: Headers },
  email: string,
  disabled: boolean,
): Promise<AccountChangeAnswer> {
  const account = await findAccount(db, email)
  if (!account) return { ok: false, reason: 'not-found' }
  if (account.id === admin.id) return { ok: false, reason: 'own-account' }
  if (disabled) await auth.api.banUser({ body: { userId: account.id }, headers: admin.headers })
  else await auth.api.unbanUser({ body: { userId: account.id }, headers: admin.headers })
  await recordAudit(db, admin, {
    action: disabled ? 'disable' : 'enable',
    entity: 'account',
    entityId: email,
    before: { disabled: account.banned === true },
    after: { disabled },
  })
  await flushWrites(db)
  return { ok: true }
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
