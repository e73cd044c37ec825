import * as v from 'valibot'
import { AuthErrorAnswer, SignInAnswer } from '~/admin/auth/contract'
import { beginTwoFactor } from './two-factor.functions'

export type AuthFailure =
  | { kind: 'wrong-password' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'disabled' }
  | { kind: 'unavailable' }

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor' } | AuthFailure

async function postAuth(path: string, body: unknown): Promise<Response | undefined> {
  try {
    return await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    return undefined
  }
}

async function failure(response: Response | undefined): Promise<AuthFailure> {
  if (!response || response.status >= 500) return { kind: 'unavailable' }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'))
    return { kind: 'locked', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 900 }
  }
  const answer = v.safeParse(AuthErrorAnswer, await response.json().catch(() => ({})))
  if (answer.success && answer.output.code === 'BANNED_USER') return { kind: 'disabled' }
  return { kind: 'wrong-password' }
}

async function signInResult(response: Response | undefined): Promise<SignInResult> {
  if (!response?.ok) return failure(response)
  const answer = v.safeParse(SignInAnswer, await response.json().catch(() => null))
  if (!answer.success) return { kind: 'unavailable' }
  return 'twoFactorRedirect' in answer.output ? { kind: 'two-factor' } : { kind: 'signed-in' }
}

/** better-auth's e-mail sign-in, read through the answer contract. */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  return signInResult(await postAuth('/sign-in/email', { email, password }))
}

/** The second step when the account has two-factor on: the 6-digit code from the app. */
export async function verifyTotp(code: string): Promise<SignInResult> {
  return signInResult(await postAuth('/two-factor/verify-totp', { code }))
}

/** The second step with one of the account's one-time backup codes instead of the app's code. */
export async function verifyBackupCode(code: string): Promise<SignInResult> {
  return signInResult(await postAuth('/two-factor/verify-backup-code', { code }))
}

export async function signOut(): Promise<void> {
  await postAuth('/sign-out', {})
}

export type PasswordChangeResult = { kind: 'changed' } | { kind: 'wrong-password' } | { kind: 'unavailable' }

async function passwordResult(response: Response | undefined): Promise<PasswordChangeResult> {
  if (response?.ok) return { kind: 'changed' }
  if (!response || response.status >= 500 || response.status === 429) return { kind: 'unavailable' }
  return { kind: 'wrong-password' }
}

/** One's own password; every other session of the account ends. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<PasswordChangeResult> {
  return passwordResult(await postAuth('/change-password', { currentPassword, newPassword, revokeOtherSessions: true }))
}

/** A new password from an admin-issued reset link (its token, once). */
export async function resetPassword(token: string, newPassword: string): Promise<PasswordChangeResult> {
  return passwordResult(await postAuth('/reset-password', { token, newPassword }))
}

/** Ends every session of one's own account, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await postAuth('/revoke-sessions', {})
}

export type TwoFactorSetup =
  | { kind: 'setup'; totpURI: string; secret: string; backupCodes: string[] }
  | { kind: 'wrong-password' }
  | { kind: 'link-needed' }
  | { kind: 'unavailable' }

/**
 * Starts two-factor enrolment (the password again, and the set-up link's token where one is required):
 * the authenticator's key and one-time backup codes.
 */
export async function startTwoFactor(password: string, enrolment: string | undefined): Promise<TwoFactorSetup> {
  try {
    const answer = await beginTwoFactor({ data: { password, ...(enrolment ? { enrolment } : {}) } })
    if (!answer.ok)
      return {
        kind:
          answer.reason === 'locked'
            ? 'unavailable'
            : answer.reason === 'wrong-password'
              ? 'wrong-password'
              : 'link-needed',
      }
    const secret = new URL(answer.totpURI).searchParams.get('secret') ?? ''
    return { kind: 'setup', totpURI: answer.totpURI, secret, backupCodes: answer.backupCodes }
  } catch {
    return { kind: 'unavailable' }
  }
}

/** A token handed over in this page's fragment (`#name=<token>`): never in a path or query (ADR 030). */
export function tokenFromFragment(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined
  const value = new URLSearchParams(window.location.hash.slice(1)).get(name)
  return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : undefined
}

/** Turns two-factor off (the password again). */
export async function stopTwoFactor(password: string): Promise<PasswordChangeResult> {
  return passwordResult(await postAuth('/two-factor/disable', { password }))
}

export type ResetRequestResult = { kind: 'requested' } | { kind: 'limited' } | { kind: 'unavailable' }

/**
 * Asks for a reset link by mail. The answer is the same whether or not the address has an account
 * (better-auth's own rule), so it tells nobody who has one.
 */
export async function requestPasswordReset(email: string): Promise<ResetRequestResult> {
  const response = await postAuth('/request-password-reset', { email, redirectTo: '/admin/reset-password' })
  if (response?.ok) return { kind: 'requested' }
  return response?.status === 429 ? { kind: 'limited' } : { kind: 'unavailable' }
}
