import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { asc } from 'drizzle-orm'
import type { AdminAccount } from '~/admin/accounts/contract'
import type { AdminViewer } from '~/admin/auth/contract'
import { getDb } from '~/db/client.server'
import { authUser } from '~/db/schema'
import { adminFn } from './admin-fn'
import { isAdminRole } from './roles'
import { getAdminSession, mustSetUpTwoFactor } from './session.server'

/** Who is signed in to the back office (null: nobody), for the layout's redirect and menu. */
export const fetchViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<AdminViewer | null> => {
  const user = await getAdminSession(getRequest().headers)
  return user
    ? {
        email: user.email,
        name: user.name,
        role: user.role,
        twoFactor: user.twoFactorEnabled,
        mustSetUpTwoFactor: mustSetUpTwoFactor(user),
      }
    : null
})

/** Every back-office account (admins only). */
export const fetchAccounts = createServerFn({ method: 'GET' })
  .middleware([adminFn('accounts:manage')])
  .handler(async (): Promise<AdminAccount[]> => {
    const db = await getDb()
    const rows = await db
      .select({
        email: authUser.email,
        name: authUser.name,
        role: authUser.role,
        banned: authUser.banned,
        twoFactorEnabled: authUser.twoFactorEnabled,
        createdAt: authUser.createdAt,
      })
      .from(authUser)
      .orderBy(asc(authUser.email))
    return rows.flatMap((row) =>
      isAdminRole(row.role)
        ? [
            {
              email: row.email,
              name: row.name,
              role: row.role,
              disabled: row.banned === true,
              twoFactor: row.twoFactorEnabled === true,
              createdAt: row.createdAt.toISOString(),
            },
          ]
        : [],
    )
  })
