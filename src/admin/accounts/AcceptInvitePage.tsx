import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { AcceptInviteAnswer, InvitationLookup } from '~/admin/accounts/contract'
import { AuthCard } from '../auth/AuthCard'
import { PasswordFields, readNewPassword } from '../auth/PasswordFields'
import { roleText } from '../auth/role-text'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { useFragmentToken } from '../ui/use-fragment-token'
import { useSave } from '../ui/use-save'
import { acceptInvite, fetchInvitation } from './invitations.functions'

const text = {
  title: msg`Create your back-office account`,
  invalid: msg`This invitation link is unknown, used or expired. Ask an administrator for a new one.`,
  revoked: msg`This invitation was withdrawn by an administrator. Ask an administrator if you need an account.`,
  checking: msg`Checking the invitation link…`,
  invitedAs: msg`Invitation for`,
  name: msg`Your name`,
  create: msg`Create account`,
  done: msg`Your account is ready.`,
  signIn: msg`Sign in`,
  exists: msg`There is already an account with this e-mail address.`,
  failed: msg`The account could not be created. Please try again.`,
}

/**
 * The link carries its token in the fragment (`#token=`, ADR 030), so the page's script reads it, takes
 * it off the address bar and asks the server (in a POST body) whom the invitation is for.
 */
export function AcceptInvitePage() {
  const { i18n } = useLingui()
  const id = useId()
  const fragment = useFragmentToken('token')
  const token = fragment?.value ?? ''
  const [lookup, setLookup] = useState<InvitationLookup | 'checking'>('checking')
  const [answer, setAnswer] = useState<AcceptInviteAnswer | null>(null)
  const accept = useSave({
    save: (input: { name: string; password: string }) => acceptInvite({ data: { token, ...input } }),
    outcome: (result: AcceptInviteAnswer) =>
      result.ok
        ? { ok: true, text: text.done }
        : { ok: false, text: result.reason === 'account-exists' ? text.exists : text.invalid },
    failed: text.failed,
  })
  const { setNotice } = accept

  useEffect(() => {
    if (fragment === undefined) return
    setAnswer(null)
    setNotice(null)
    if (fragment === null) return setLookup({ state: 'invalid' })
    setLookup('checking')
    fetchInvitation({ data: { token: fragment.value } }).then(setLookup, () => setLookup({ state: 'invalid' }))
  }, [fragment, setNotice])

  if (lookup === 'checking' || (lookup.state !== 'open' && answer === null))
    return (
      <main className={css.signInCard}>
        <div className={css.panel}>
          <h1>{i18n._(text.title)}</h1>
          {lookup === 'checking' ? (
            <p role="status">{i18n._(text.checking)}</p>
          ) : (
            <p role="alert" className={css.alert}>
              {i18n._(lookup.state === 'revoked' ? text.revoked : text.invalid)}
            </p>
          )}
        </div>
      </main>
    )
  const invitation = lookup.state === 'open' ? lookup.invitation : null

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const next = readNewPassword(data, i18n)
    if ('problem' in next) return setNotice({ kind: 'error', text: next.problem })
    const result = await accept.run({ name: String(data.get('name') ?? ''), password: next.password })
    if (result) setAnswer(result)
  }

  return (
    <AuthCard title={i18n._(text.title)}>
      {answer?.ok ? (
        <p role="status">
          {i18n._(text.done)}{' '}
          <Link to="/admin/sign-in" search={{}}>
            {i18n._(text.signIn)}
          </Link>
        </p>
      ) : (
        <form className={css.form} onSubmit={onSubmit} ref={accept.formRef}>
          {invitation && (
            <p>
              {i18n._(text.invitedAs)} <strong>{invitation.email}</strong> ({i18n._(roleText[invitation.role])})
            </p>
          )}
          <TextField
            id={`${id}-name`}
            label={i18n._(text.name)}
            name="name"
            required
            maxLength={100}
            autoComplete="name"
          />
          <PasswordFields id={id} />
          <ActionStatus notice={accept.notice} />
          <button type="submit" className={css.button} disabled={accept.busy}>
            {i18n._(text.create)}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
