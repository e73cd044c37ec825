import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import { AdminLanguageSwitch } from '../ui/AdminLanguageSwitch'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { AccountEmailField, AuthCard } from './AuthCard'
import { type AuthFailure, type SignInResult, signInWithPassword, verifyBackupCode, verifyTotp } from './auth-client'

const text = {
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

const lockedText = (minutes: number) =>
  msg`Too many attempts. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`

function failureText(failure: AuthFailure, i18n: ReturnType<typeof useLingui>['i18n']): string {
  switch (failure.kind) {
    case 'wrong-password':
      return i18n._(text.wrongPassword)
    case 'disabled':
      return i18n._(text.disabled)
    case 'unavailable':
      return i18n._(text.unavailable)
    case 'locked':
      return i18n._(lockedText(Math.max(1, Math.ceil(failure.retryAfterSeconds / 60))))
  }
}

/** Six digits are the app's code; anything else is tried as a backup code (`abcde-12345`). */
const verifySecondFactor = (code: string) => (/^\d{6}$/.test(code) ? verifyTotp(code) : verifyBackupCode(code))

/** E-mail and password, then (for accounts with two-factor on) the code; errors are announced. */
export function SignInPage({ next }: { next: string | undefined }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const finish = async (result: SignInResult) => {
    if (result.kind === 'signed-in') {
      // A full load: the back office's router context (who is signed in) starts afresh. A link's
      // fragment (a two-factor set-up link, ADR 030) came along through the sign-in redirect: keep it.
      await (next
        ? navigate({ href: `${next}${window.location.hash}`, reloadDocument: true })
        : navigate({ to: '/admin', reloadDocument: true }))
      return
    }
    if (result.kind === 'two-factor') {
      setStep('code')
      setError(null)
      return
    }
    setError(failureText(result, i18n))
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    const data = new FormData(e.currentTarget)
    try {
      await finish(
        step === 'password'
          ? await signInWithPassword(String(data.get('email') ?? ''), String(data.get('password') ?? ''))
          : await verifySecondFactor(String(data.get('code') ?? '').replace(/\s+/g, '')),
      )
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <AuthCard title={i18n._(text.title)}>
      <form className={css.form} onSubmit={onSubmit} noValidate={false}>
        {step === 'password' ? (
          <>
            <AccountEmailField id={`${id}-email`} label={i18n._(text.email)} />
            <TextField
              id={`${id}-password`}
              label={i18n._(text.password)}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
            />
          </>
        ) : (
          <div className={css.field}>
            <p>{i18n._(text.twoFactor)}</p>
            <label htmlFor={`${id}-code`}>{i18n._(text.code)}</label>
            <input
              id={`${id}-code`}
              className={css.input}
              name="code"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}"
              maxLength={16}
              required
            />
          </div>
        )}
        <p role="alert" className={error ? css.alert : undefined}>
          {error}
        </p>
        <button className={css.button} type="submit" disabled={busy}>
          {i18n._(busy ? text.busy : step === 'password' ? text.signIn : text.verify)}
        </button>
      </form>
      <p>
        <Link to="/admin/forgot-password">{i18n._(text.forgot)}</Link>
      </p>
      <AdminLanguageSwitch />
    </AuthCard>
  )
}
