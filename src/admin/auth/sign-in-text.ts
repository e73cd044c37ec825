import { msg, plural } from '@lingui/core/macro'

/** The sign-in page's words, shared by the page, its parts and its rules. */
export const signInText = {
  title: msg`Back office sign-in`,
  email: msg`E-mail`,
  password: msg`Password`,
  code: msg`6-digit code from your authenticator app, or one of your backup codes`,
  signIn: msg`Sign in`,
  verify: msg`Verify`,
  busy: msg`Signing in…`,
  twoFactor: msg`This account uses two-factor authentication.`,
  wrongPassword: msg`The e-mail address or password is wrong.`,
  disabled: msg`This account is disabled. Ask an administrator.`,
  unavailable: msg`Signing in is not possible right now. Please try again in a minute.`,
  forgot: msg`Forgot your password?`,
}

export const lockedText = (minutes: number) =>
  msg`Too many attempts. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
