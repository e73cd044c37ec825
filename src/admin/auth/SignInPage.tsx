import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import { AdminLanguageSwitch } from '../ui/AdminLanguageSwitch'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { AccountEmailField, AuthCard } from './AuthCard'
import { SignInCodeField } from './SignInCodeField'
import { attemptOf } from './sign-in'
import { signInText as text } from './sign-in-text'
import { useSignIn } from './use-sign-in'

/** E-mail and password, then (for accounts with two-factor on) the code; errors are announced. */
export function SignInPage({ next }: { next: string | undefined }) {
  const { i18n } = useLingui()
  const id = useId()
  const { step, attempt } = useSignIn(next)
  const busy = attempt.busy

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void attempt.run(attemptOf(step, new FormData(e.currentTarget)))
  }

  return (
    <AuthCard title={i18n._(text.title)}>
      <form className={css.form} onSubmit={onSubmit} noValidate={false} ref={attempt.formRef}>
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
          <SignInCodeField id={`${id}-code`} />
        )}
        <ActionStatus notice={attempt.notice} />
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
