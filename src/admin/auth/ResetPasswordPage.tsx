import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { useFragmentToken } from '../ui/use-fragment-token'
import { useSave } from '../ui/use-save'
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
  const [done, setDone] = useState(false)
  const reset = useSave({
    save: (password: string) => resetPassword(token ?? '', password),
    outcome: (result) =>
      result.kind === 'changed' ? { ok: true, text: text.done } : { ok: false, text: text.invalid },
    failed: text.invalid,
    onSaved: () => setDone(true),
  })
  // A link without its token says so before anything is typed.
  const notice = fragment === null ? { kind: 'error' as const, text: i18n._(text.invalid) } : reset.notice

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const next = readNewPassword(new FormData(e.currentTarget), i18n)
    if ('problem' in next) reset.setNotice({ kind: 'error', text: next.problem })
    else void reset.run(next.password)
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
        <form className={css.form} onSubmit={onSubmit} ref={reset.formRef}>
          <PasswordFields id={id} />
          <ActionStatus notice={notice} />
          <button type="submit" className={css.button} disabled={reset.busy || !token}>
            {i18n._(text.save)}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
