import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { resetPassword } from '../auth/auth-client'
import { AuthCard } from './AuthCard'
import * as css from './admin.css'
import { PasswordFields, readNewPassword } from './PasswordFields'

const text = {
  title: msg`Set a new password`,
  save: msg`Save new password`,
  done: msg`Your new password is set.`,
  signIn: msg`Sign in`,
  invalid: msg`This link is unknown, used or expired. Ask for a new one on the sign-in screen, or ask an administrator.`,
}

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { i18n } = useLingui()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(token ? null : i18n._(text.invalid))
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const next = readNewPassword(new FormData(e.currentTarget), i18n)
    if ('problem' in next) return setProblem(next.problem)
    setBusy(true)
    try {
      const result = await resetPassword(token ?? '', next.password)
      if (result.kind === 'changed') setDone(true)
      else setProblem(i18n._(text.invalid))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={i18n._(text.title)}>
      {done ? (
        <p role="status">
          {i18n._(text.done)}{' '}
          <Link to="/admin/sign-in" search={{}}>
            {i18n._(text.signIn)}
          </Link>
        </p>
      ) : (
        <form className={css.form} onSubmit={onSubmit}>
          <PasswordFields id={id} />
          <p role="alert" className={problem ? css.alert : undefined}>
            {problem}
          </p>
          <button type="submit" className={css.button} disabled={busy || !token}>
            {i18n._(text.save)}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
