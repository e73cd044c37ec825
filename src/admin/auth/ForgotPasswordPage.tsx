import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import { AdminLanguageSwitch } from '../ui/AdminLanguageSwitch'
import { emptyStatus } from '../ui/action-state'
import * as css from '../ui/admin.css'
import { useSave } from '../ui/use-save'
import { AccountEmailField, AuthCard } from './AuthCard'
import { requestPasswordReset } from './auth-client'

const text = {
  title: msg`Forgot your password?`,
  intro: msg`Enter your account's e-mail address. We will mail it a link to choose a new password, valid for 24 hours.`,
  email: msg`E-mail`,
  send: msg`Send the link`,
  sent: msg`If an account exists for this address, a link is on its way. Check your mailbox, and your spam folder too.`,
  limited: msg`Too many requests from here. Please try again in ten minutes.`,
  unavailable: msg`The link could not be requested right now. Please try again in a minute.`,
  back: msg`Back to sign-in`,
}

/** Self-service password reset: the link goes to the account's own address, never to the screen. */
export function ForgotPasswordPage() {
  const { i18n } = useLingui()
  const id = useId()
  const request = useSave({
    save: requestPasswordReset,
    outcome: (result) =>
      result.kind === 'requested'
        ? { ok: true, text: text.sent }
        : { ok: false, text: result.kind === 'limited' ? text.limited : text.unavailable },
    failed: text.unavailable,
    initial: emptyStatus,
  })

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void request.run(String(new FormData(e.currentTarget).get('email') ?? '').trim())
  }

  return (
    <AuthCard title={i18n._(text.title)}>
      <p>{i18n._(text.intro)}</p>
      <form className={css.form} onSubmit={onSubmit} ref={request.formRef}>
        <AccountEmailField id={`${id}-email`} label={i18n._(text.email)} />
        <ActionStatus notice={request.notice} />
        <button className={css.button} type="submit" disabled={request.busy}>
          {i18n._(text.send)}
        </button>
      </form>
      <p>
        <Link to="/admin/sign-in" search={{}}>
          {i18n._(text.back)}
        </Link>
      </p>
      <AdminLanguageSwitch />
    </AuthCard>
  )
}
