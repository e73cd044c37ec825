import type { MessageDescriptor } from '@lingui/core'
import type { SaveOutcome } from '../ui/use-save'
import type { AuthFailure, SignInResult } from './auth-client'
import { lockedText, signInText as text } from './sign-in-text'
import { typedCode } from './two-factor-steps'

/** The password step's fields, or the second factor's code. */
export type SignInAttempt = { kind: 'password'; email: string; password: string } | { kind: 'code'; code: string }

/** What the form sends at its step: the e-mail and password, or the code without its spaces. */
export function attemptOf(step: SignInAttempt['kind'], data: FormData): SignInAttempt {
  const field = (name: string) => String(data.get(name) ?? '')
  return step === 'password'
    ? { kind: 'password', email: field('email'), password: field('password') }
    : { kind: 'code', code: typedCode(field('code')) }
}

/** Six digits are the app's code; anything else is tried as a backup code (`abcde-12345`). */
export const isAppCode = (code: string) => /^\d{6}$/.test(code)

/** Why signing in was refused; a lockout says how long it lasts, in whole minutes (at least one). */
export function signInFailureText(failure: AuthFailure): MessageDescriptor {
  switch (failure.kind) {
    case 'wrong-password':
      return text.wrongPassword
    case 'disabled':
      return text.disabled
    case 'unavailable':
      return text.unavailable
    case 'locked':
      return lockedText(Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)))
  }
}

/** Signed in or asked for the code: the next page or step says so, the notice says nothing. */
export const signInOutcome = (result: SignInResult): SaveOutcome =>
  result.kind === 'signed-in' || result.kind === 'two-factor'
    ? { ok: true, text: null }
    : { ok: false, text: signInFailureText(result) }
