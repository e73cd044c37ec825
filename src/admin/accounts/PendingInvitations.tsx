import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { PendingInvitation } from '~/admin/accounts/contract'
import { roleText } from '../auth/role-text'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { withdrawInvitation } from './invitations.functions'

const text = {
  title: msg`Pending invitations`,
  none: msg`No invitation is waiting to be accepted.`,
  email: msg`E-mail`,
  role: msg`Role`,
  invitedBy: msg`Invited by`,
  expires: msg`Link expires`,
  actions: msg`Actions`,
  revoke: msg`Revoke`,
  revokeLabel: (email: string) => msg`Revoke the invitation for ${email}`,
  revoked: (email: string) => msg`The invitation for ${email} is revoked: its link no longer works.`,
  failed: msg`The invitation could not be revoked. Please try again.`,
}

/** Invitations nobody has accepted yet; an admin revokes one and its link stops working. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  // Beijing time on the server's render and in the browser alike (no hydration mismatch).
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  })

  const revoke = async (invitation: PendingInvitation) => {
    setNotice(null)
    try {
      const answer = await withdrawInvitation({ data: { id: invitation.id } })
      setNotice(
        answer.ok
          ? { ok: true, text: i18n._(text.revoked(invitation.email)) }
          : { ok: false, text: i18n._(text.failed) },
      )
      await router.invalidate()
    } catch {
      setNotice({ ok: false, text: i18n._(text.failed) })
    }
  }

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
              <td className={css.cell}>{when.format(new Date(invitation.expiresAt))}</td>
              <td className={css.cell}>
                <button
                  type="button"
                  className={css.quietButton}
                  aria-label={i18n._(text.revokeLabel(invitation.email))}
                  onClick={() => revoke(invitation)}
                >
                  {i18n._(text.revoke)}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <p role={notice?.ok ? 'status' : 'alert'} className={notice && !notice.ok ? css.alert : undefined}>
        {notice?.text}
      </p>
    </section>
  )
}
