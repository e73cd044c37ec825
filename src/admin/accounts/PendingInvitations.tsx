import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import type { PendingInvitation } from '~/admin/accounts/contract'
import { roleText } from '../auth/role-text'
import { ActionStatus } from '../ui/ActionStatus'
import { AdminTable } from '../ui/AdminTable'
import { emptyStatus } from '../ui/action-state'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { useSave } from '../ui/use-save'
import { withdrawInvitation } from './invitations.functions'

const text = {
  title: msg`Pending invitations`,
  none: msg`No invitation is waiting to be accepted.`,
  email: msg`E-mail`,
  role: msg`Role`,
  invitedBy: msg`Invited by`,
  expires: msg`Link expires (Beijing time)`,
  actions: msg`Actions`,
  revoke: msg`Revoke`,
  revokeLabel: (email: string) => msg`Revoke the invitation for ${email}`,
  revoked: (email: string) => msg`The invitation for ${email} is revoked: its link no longer works.`,
  failed: msg`The invitation could not be revoked. Please try again.`,
  gone: (email: string) =>
    msg`The invitation for ${email} was already accepted or revoked. The list now shows the invitations as they are.`,
}

/** Invitations nobody has accepted yet; an admin revokes one and its link stops working. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const revoke = useSave({
    save: (invitation: PendingInvitation) => withdrawInvitation({ data: { id: invitation.id } }),
    outcome: (answer, invitation) =>
      answer.ok ? { ok: true, text: text.revoked(invitation.email) } : { ok: false, text: text.gone(invitation.email) },
    failed: text.failed,
    onSaved: () => router.invalidate(),
    onRefused: () => router.invalidate(),
    initial: emptyStatus,
  })

  return (
    <section aria-labelledby={`${id}-title`} className={css.panel}>
      <h2 id={`${id}-title`}>{i18n._(text.title)}</h2>
      {invitations.length === 0 ? (
        <p>{i18n._(text.none)}</p>
      ) : (
        <AdminTable headings={[text.email, text.role, text.invitedBy, text.expires, text.actions]}>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td className={css.cell}>{invitation.email}</td>
              <td className={css.cell}>{i18n._(roleText[invitation.role])}</td>
              <td className={css.cell}>{invitation.invitedBy ?? '—'}</td>
              <td className={css.cell}>
                <time dateTime={invitation.expiresAt}>{formatBeijingTime(i18n, invitation.expiresAt)}</time>
              </td>
              <td className={css.cell}>
                <button
                  type="button"
                  className={css.quietButton}
                  aria-label={i18n._(text.revokeLabel(invitation.email))}
                  disabled={revoke.busy}
                  onClick={() => void revoke.run(invitation)}
                >
                  {i18n._(text.revoke)}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ActionStatus notice={revoke.notice} ref={revoke.statusRef} />
    </section>
  )
}
