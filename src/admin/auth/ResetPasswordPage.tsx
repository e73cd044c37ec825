import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import * as css from '../ui/admin.css'
import { useFragmentToken } from '../ui/use-fragment-token'
import { AuthCard } from './AuthCard'
import { resetPassword } from './auth-client'
import { PasswordFields, readNewPassword } from './PasswordFields'

const text = {
  title: msg`Set a new password`,
  save: msg`Save new password`,
  done: msg`Your new password is set.`,
  signIn: msg`Sign in`,
  invalid: msg`This link is unknown, used or expired. Ask for a new one on the sign-in screen, or ask an administrator.`,
}

/**
 * The link carries its token in the fragment (`#token=`, ADR 030): no request line, proxy log or
 * Referer holds it. The page's script reads it, takes it off the address bar and posts it once.
 */
export function ResetPasswordPage() {
  const { i18n } = useLingui()
  const id = useId()
  const fragment = useFragmentToken('token')
  const token = fragment?.value
  const [failed, setFailed] = useState<string | null>(null)
  const problem = fragment === null ? i18n._(text.invalid) : failed
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const next = readNewPassword(new FormData(e.currentTarget), i18n)
    if ('problem' in next) return setFailed(next.problem)
    setBusy(true)
    try {
      const result = await resetPassword(token ?? '', next.password)
      if (result.kind === 'changed') setDone(true)
      else setFailed(i18n._(text.invalid))
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
