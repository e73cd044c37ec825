import { count } from 'drizzle-orm'
import { logEvent } from '~/api/log.server'
import type { Db } from '~/db/client.server'
import { authUser } from '~/db/schema'
import type { Auth } from './auth.server'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The first account: when none exists and ADMIN_EMAIL + ADMIN_PASSWORD are set, an admin with them
 * (the password's length is checked at start-up, startup-checks.server.ts, because better-auth's
 * createUser does not apply minPasswordLength). Processes starting together on one PostgreSQL may
 * both try: the unique e-mail lets one win, and the other finds the account there.
 */
export async function ensureFirstAdmin(
  db: Db,
  auth: Auth,
  env: Env = process.env,
): Promise<'created' | 'exists' | 'none'> {
  const [row] = await db.select({ n: count() }).from(authUser)
  if ((row?.n ?? 0) > 0) return 'exists'
  const email = env.ADMIN_EMAIL?.trim().toLowerCase()
  const password = env.ADMIN_PASSWORD
  if (!email || !password) {
    logEvent(
      'warn',
      'no back-office account: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the first admin',
      {},
    )
    return 'none'
  }
  try {
    await auth.api.createUser({ body: { email, password, name: email.split('@')[0] ?? email, role: 'admin' } })
  } catch (error) {
    const [again] = await db.select({ n: count() }).from(authUser)
    if ((again?.n ?? 0) > 0) return 'exists'
    throw error
  }
  logEvent('info', 'first back-office admin created', { email })
  return 'created'
}
