import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AdminAccount, PendingInvitation } from '~/admin/accounts/contract'
import { roleText } from '../auth/role-text'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { AccountActions } from './AccountActions'
import { InviteForm } from './InviteForm'
import { PendingInvitations } from './PendingInvitations'

const text = {
  title: msg`Accounts`,
  email: msg`E-mail`,
  name: msg`Name`,
  role: msg`Role`,
  status: msg`Status`,
  twoFactor: msg`Two-factor`,
  actions: msg`Actions`,
  you: msg`(you)`,
  active: msg`Active`,
  disabled: msg`Disabled`,
  on: msg`On`,
  off: msg`Off`,
}

export function AccountsPage({
  accounts,
  invitations,
  viewerEmail,
}: {
  accounts: AdminAccount[]
  invitations: PendingInvitation[]
  viewerEmail: string
}) {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <AdminTable headings={[text.email, text.name, text.role, text.status, text.twoFactor, text.actions]}>
        {accounts.map((account) => (
          <tr key={account.email}>
            <td className={css.cell}>{account.email}</td>
            <td className={css.cell}>{account.name}</td>
            <td className={css.cell}>{i18n._(roleText[account.role])}</td>
            <td className={css.cell}>{i18n._(account.disabled ? text.disabled : text.active)}</td>
            <td className={css.cell}>{i18n._(account.twoFactor ? text.on : text.off)}</td>
            <td className={css.cell}>
              {account.email === viewerEmail ? i18n._(text.you) : <AccountActions account={account} />}
            </td>
          </tr>
        ))}
      </AdminTable>
      <InviteForm />
      <PendingInvitations invitations={invitations} />
    </>
  )
}
