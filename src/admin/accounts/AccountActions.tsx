import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { AdminAccount } from '~/admin/accounts/contract'
import { roleText } from '../auth/role-text'
import { ADMIN_ROLES, isAdminRole } from '../auth/roles'
import * as css from '../ui/admin.css'
import { createResetLink, createTwoFactorLink, setAccountDisabled, setAccountRole } from './accounts.functions'

const text = {
  role: (email: string) => msg`Role of ${email}`,
  disable: msg`Disable`,
  enable: msg`Enable`,
  resetLink: msg`Password reset link`,
  linkLabel: (email: string) => msg`Reset link for ${email}`,
  linkHelp: msg`Shown only now: hand it over yourself. It works once, for 24 hours.`,
  twoFactorLink: msg`Two-factor set-up link`,
  twoFactorLinkLabel: (email: string) => msg`Two-factor set-up link for ${email}`,
  twoFactorLinkHelp: msg`Shown only now: hand it over yourself. The person signs in with their password, then opens it to set up two-factor; it works once, for 24 hours.`,
  failed: msg`The change could not be saved. Please try again.`,
  lastAdmin: msg`This is the last active administrator: make another account an administrator first.`,
}

type Shown = { kind: 'reset' | 'two-factor'; link: string }

/** What an admin can do to someone else's account: role, disable/enable, a reset link. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [shown, setShown] = useState<Shown | null>(null)
  const [failure, setFailure] = useState<'failed' | 'last-admin' | null>(null)

  const run = async (action: () => Promise<{ ok: true } | { ok: false; reason: string }>) => {
    setFailure(null)
    try {
      const answer = await action()
      if (!answer.ok) setFailure(answer.reason === 'last-admin' ? 'last-admin' : 'failed')
      await router.invalidate()
    } catch {
      setFailure('failed')
    }
  }
  const showLink = (kind: Shown['kind'], answer: { ok: true; link: string } | { ok: false; reason: string }) => {
    if (answer.ok) setShown({ kind, link: answer.link })
    return answer
  }

  return (
    <div className={css.nav}>
      <select
        aria-label={i18n._(text.role(account.email))}
        className={css.input}
        value={account.role}
        onChange={(e) => {
          const role = e.currentTarget.value
          if (isAdminRole(role)) void run(() => setAccountRole({ data: { email: account.email, role } }))
        }}
      >
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(roleText[role])}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={css.quietButton}
        onClick={() => run(() => setAccountDisabled({ data: { email: account.email, disabled: !account.disabled } }))}
      >
        {i18n._(account.disabled ? text.enable : text.disable)}
      </button>
      <button
        type="button"
        className={css.quietButton}
        onClick={() => run(async () => showLink('reset', await createResetLink({ data: { email: account.email } })))}
      >
        {i18n._(text.resetLink)}
      </button>
      {!account.twoFactor && (
        <button
          type="button"
          className={css.quietButton}
          onClick={() =>
            run(async () => showLink('two-factor', await createTwoFactorLink({ data: { email: account.email } })))
          }
        >
          {i18n._(text.twoFactorLink)}
        </button>
      )}
      {shown && (
        <div className={css.field}>
          <label htmlFor={`${id}-link`}>
            {i18n._(shown.kind === 'reset' ? text.linkLabel(account.email) : text.twoFactorLinkLabel(account.email))}
          </label>
          <input id={`${id}-link`} className={css.input} readOnly value={shown.link} />
          <p>{i18n._(shown.kind === 'reset' ? text.linkHelp : text.twoFactorLinkHelp)}</p>
        </div>
      )}
      <p role="alert" className={failure ? css.alert : undefined}>
        {failure ? i18n._(failure === 'last-admin' ? text.lastAdmin : text.failed) : null}
      </p>
    </div>
  )
}
