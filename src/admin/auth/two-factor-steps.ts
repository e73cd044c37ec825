import type { SaveOutcome } from '../ui/use-save'
import type { PasswordChangeResult, SignInResult, TwoFactorSetup } from './auth-client'
import { twoFactorText as text } from './two-factor-text'

/** The set-up to scan: the authenticator's key and backup codes, and the key as a QR code's picture. */
export type TwoFactorScan = Extract<TwoFactorSetup, { kind: 'setup' }> & { qr: string }

/** A step of the enrolment (the password, then the code), or switching it off with the password. */
export type TwoFactorStep =
  | { kind: 'start'; password: string; enrolment?: string }
  | { kind: 'confirm'; code: string }
  | { kind: 'stop'; password: string }

export type TwoFactorAnswer =
  | TwoFactorScan
  | Exclude<TwoFactorSetup, { kind: 'setup' }>
  | SignInResult
  | PasswordChangeResult

/** Successes say nothing: the next step's form, or the page reloaded with two-factor on or off, shows them. */
export function twoFactorOutcome(answer: TwoFactorAnswer, step: TwoFactorStep): SaveOutcome {
  if (answer.kind === 'setup' || answer.kind === 'signed-in' || answer.kind === 'changed')
    return { ok: true, text: null }
  if (answer.kind === 'unavailable') return { ok: false, text: text.unavailable }
  // A wrong code is the verification's "wrong password".
  if (step.kind === 'confirm') return { ok: false, text: text.wrongCode }
  if (answer.kind === 'link-needed') return { ok: false, text: text.linkNeeded }
  return { ok: false, text: answer.kind === 'wrong-password' ? text.wrongPassword : text.unavailable }
}

/** The code as the app shows it may be typed with spaces ("123 456"); the server takes the digits. */
export const typedCode = (typed: string) => typed.replace(/\s+/g, '')
