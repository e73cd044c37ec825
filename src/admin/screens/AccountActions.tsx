import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { AdminAccount } from '~/contracts/admin'
import { createResetLink, setAccountDisabled, setAccountRole } from '../accounts/accounts.functions'
import { ADMIN_ROLES, isAdminRole } from '../auth/roles'
import * as css from './admin.css'
import { roleText } from './role-text'

const text = {
  role: (email: string) => msg`Role of ${email}`,
  disable: msg`Disable`,
  enable: msg`Enable`,
  resetLink: msg`Password reset link`,
  linkLabel: (email: string) => msg`Reset link for ${email}`,
  linkHelp: msg`Shown only now: hand it over yourself. It works once, for 24 hours.`,
  failed: msg`The change could not be saved. Please try again.`,
}

/** What an admin can do to someone else's account: role, disable/enable, a reset link. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [link, setLink] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const run = async (action: () => Promise<{ ok: boolean }>) => {
    setFailed(false)
    try {
      const answer = await action()
      if (!answer.ok) setFailed(true)
      await router.invalidate()
    } catch {
      setFailed(true)
    }
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
        onClick={() =>
          run(async () => {
            const answer = await createResetLink({ data: { email: account.email } })
            if (answer.ok) setLink(answer.link)
            return answer
          })
        }
      >
        {i18n._(text.resetLink)}
      </button>
      {link && (
        <div className={css.field}>
          <label htmlFor={`${id}-link`}>{i18n._(text.linkLabel(account.email))}</label>
          <input id={`${id}-link`} className={css.input} readOnly value={link} />
          <p>{i18n._(text.linkHelp)}</p>
        </div>
      )}
      <p role="alert" className={failed ? css.alert : undefined}>
        {failed ? i18n._(text.failed) : null}
      </p>
    </div>
  )
}
