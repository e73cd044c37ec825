import { type Auth, getAuth } from './auth.server'
import { type AdminRole, type Capability, can, isAdminRole, readsPersonalData } from './roles'

export interface AdminUser {
  id: string
  email: string
  name: string
  role: AdminRole
  twoFactorEnabled: boolean
}

/** Why a back-office request was refused: 401 (sign in again) or 403 (not allowed). */
export class AdminError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: 'SIGNED_OUT' | 'FORBIDDEN' | 'TWO_FACTOR_REQUIRED',
  ) {
    super(code)
  }
}

type Env = Readonly<Record<string, string | undefined>>

/** better-auth only knows an idle limit; a session older than this ends however busy it is. */
function sessionMaxAgeMs(env: Env = process.env): number {
  const hours = Number(env.ADMIN_SESSION_MAX_HOURS)
  return (env.ADMIN_SESSION_MAX_HOURS?.trim() && Number.isFinite(hours) && hours > 0 ? hours : 12) * 3_600_000
}

/**
 * The signed-in back-office user of this request, or undefined. Reads the database on every call
 * (no cookie cache), so a disabled account or a role change applies at once.
 */
export async function getAdminSession(headers: Headers, auth?: Auth): Promise<AdminUser | undefined> {
  const instance = auth ?? (await getAuth())
  const found = await instance.api.getSession({ headers })
  if (!found) return undefined
  const { user, session } = found
  if (Date.now() - new Date(session.createdAt).getTime() > sessionMaxAgeMs()) {
    await (await instance.$context).internalAdapter.deleteSession(session.token)
    return undefined
  }
  const role: unknown = user.role
  if (!isAdminRole(role) || user.banned) return undefined
  return { id: user.id, email: user.email, name: user.name, role, twoFactorEnabled: user.twoFactorEnabled === true }
}

/**
 * With `ADMIN_REQUIRE_2FA=1`, an account whose role reads personal data (admin, sales, staff: see
 * `readsPersonalData`) and has no two-factor authentication may only reach its own account settings
 * (to set it up): a stolen password alone must open neither account management nor anyone's details.
 */
export function mustSetUpTwoFactor(user: AdminUser, env: Env = process.env): boolean {
  return env.ADMIN_REQUIRE_2FA === '1' && readsPersonalData(user.role) && !user.twoFactorEnabled
}

/**
 * The gate of every back-office action on the server: the signed-in user when their role has the
 * capability; otherwise an AdminError. Without a capability: any signed-in account (its own settings).
 */
export async function requireCapability(
  headers: Headers,
  capability?: Capability,
  auth?: Auth,
  env: Env = process.env,
): Promise<AdminUser> {
  const user = await getAdminSession(headers, auth)
  if (!user) throw new AdminError(401, 'SIGNED_OUT')
  if (capability === undefined) return user
  if (!can(user.role, capability)) throw new AdminError(403, 'FORBIDDEN')
  if (mustSetUpTwoFactor(user, env)) throw new AdminError(403, 'TWO_FACTOR_REQUIRED')
  return user
}
