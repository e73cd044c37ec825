import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { AdminAccount } from '~/admin/accounts/contract'
import { roleText } from '../auth/role-text'
import { ADMIN_ROLES, isAdminRole } from '../auth/roles'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { AccountLinkField } from './AccountLinkField'
import { type AccountAction, linkOf, type ShownLink } from './account-actions'
import { accountActionsText as text } from './account-actions-text'
import { useAccountAction } from './use-account-action'

/** What an admin can do to someone else's account: role, disable/enable, a reset link. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const { i18n } = useLingui()
  const id = useId()
  const [shown, setShown] = useState<ShownLink | null>(null)
  const action = useAccountAction(account.email)
  const run = (input: AccountAction) => void action.run(input)
  const showLink = async (kind: ShownLink['kind']) => {
    const link = linkOf(kind, await action.run({ kind }))
    if (link) setShown(link)
  }

  return (
    <div className={css.nav}>
      <select
        aria-label={i18n._(text.role(account.email))}
        className={css.input}
        value={account.role}
        onChange={(e) => {
          const role = e.currentTarget.value
          if (isAdminRole(role)) run({ kind: 'role', role })
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
        disabled={action.busy}
        onClick={() => run({ kind: 'disabled', disabled: !account.disabled })}
      >
        {i18n._(account.disabled ? text.enable : text.disable)}
      </button>
      <button type="button" className={css.quietButton} disabled={action.busy} onClick={() => void showLink('reset')}>
        {i18n._(text.resetLink)}
      </button>
      {!account.twoFactor && (
        <button
          type="button"
          className={css.quietButton}
          disabled={action.busy}
          onClick={() => void showLink('two-factor')}
        >
          {i18n._(text.twoFactorLink)}
        </button>
      )}
      {shown && <AccountLinkField id={id} email={account.email} shown={shown} />}
      <ActionStatus notice={action.notice} ref={action.statusRef} />
    </div>
  )
}
