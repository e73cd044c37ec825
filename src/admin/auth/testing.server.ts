import type { Db } from '~/db/client.server'
import { authUser } from '~/db/schema'
import { acceptInvitation, createInvitation } from '../accounts/invitations.server'
import { type Auth, CLIENT_IP_HEADER, createAuth } from './auth.server'
import { ensureFirstAdmin } from './first-admin.server'

/**
 * Real back-office sessions for tests on a test database: better-auth signs in through its own HTTP
 * handler as a browser does, so a test of a role's refusal goes through the gate the server uses.
 */

export const TEST_ORIGIN = 'http://127.0.0.1:4000'
const TEST_ADMIN = { ADMIN_EMAIL: 'chief@example.cn', ADMIN_PASSWORD: 'a long admin password' }

export function createTestAuth(db: Db): Auth {
  return createAuth(db, {
    siteOrigin: TEST_ORIGIN,
    secret: 'test-secret-of-at-least-thirty-two-characters',
    idleSeconds: 3600,
    signInPerClient: { max: 10, window: 900 },
  })
}

let client = 0

/** The token a back-office link carries in its fragment (`#token=…`, `#enrol=…`). */
export function linkToken(link: string, name = 'token'): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get(name) ?? ''
}

/** Signs in and answers the session cookie as request headers; each sign-in comes from a new address. */
export async function signInForTest(auth: Auth, email: string, password: string): Promise<Headers> {
  client += 1
  const response = await auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: `198.51.100.${client}` },
      body: JSON.stringify({ email, password }),
    }),
  )
  if (response.status !== 200) throw new Error(`sign-in refused: ${response.status} ${await response.text()}`)
  return new Headers({ cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' })
}

/** A signed-in account of `role`, made as every account is: invited by the first admin, then accepted. */
export async function signedInWithRole(db: Db, auth: Auth, role: 'editor' | 'sales', email: string): Promise<Headers> {
  const password = `${role} password for tests`
  await ensureFirstAdmin(db, auth, TEST_ADMIN)
  const [inviter] = await db.select({ id: authUser.id, email: authUser.email }).from(authUser).limit(1)
  if (!inviter) throw new Error('no admin to invite with')
  const invitation = await createInvitation(db, { email, role, invitedBy: inviter, siteOrigin: TEST_ORIGIN })
  if (!invitation.ok) throw new Error(`invitation refused: ${invitation.reason}`)
  const token = linkToken(invitation.link)
  const accepted = await acceptInvitation(db, auth, { token, name: role, password })
  if (!accepted.ok) throw new Error(`invitation not accepted: ${accepted.reason}`)
  return signInForTest(auth, email, password)
}
