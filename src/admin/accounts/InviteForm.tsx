import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { roleText } from '../auth/role-text'
import { ADMIN_ROLES, type AdminRole, isAdminRole } from '../auth/roles'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { useSave } from '../ui/use-save'
import { inviteAccount } from './invitations.functions'

const text = {
  title: msg`Invite someone`,
  email: msg`E-mail`,
  role: msg`Role`,
  invite: msg`Create invitation link`,
  linkLabel: msg`Invitation link`,
  linkHelp: msg`Shown only now: send it to the person yourself (e-mail, WeChat). It works once, for 7 days.`,
  exists: msg`There is already an account with this e-mail address.`,
  failed: msg`The invitation could not be created. Check the address and try again.`,
  created: (email: string) => msg`The invitation link for ${email} is ready below.`,
}

/** An admin creates an invitation; its link is shown once, here, and never stored readable. */
export function InviteForm() {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [link, setLink] = useState<string | null>(null)
  const invite = useSave({
    save: (input: { email: string; role: AdminRole }) => inviteAccount({ data: input }),
    outcome: (answer, input) =>
      answer.ok ? { ok: true, text: text.created(input.email) } : { ok: false, text: text.exists },
    failed: text.failed,
    onSaved: () => router.invalidate(),
  })

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const role = String(data.get('role'))
    if (!isAdminRole(role)) return
    setLink(null)
    const answer = await invite.run({ email: String(data.get('email') ?? ''), role })
    if (answer?.ok) setLink(answer.link)
  }

  return (
    <section aria-labelledby={`${id}-title`} className={css.panel}>
      <h2 id={`${id}-title`}>{i18n._(text.title)}</h2>
      <form className={css.form} onSubmit={onSubmit} ref={invite.formRef}>
        <TextField id={`${id}-email`} label={i18n._(text.email)} name="email" type="email" required maxLength={254} />
        <div className={css.field}>
          <label htmlFor={`${id}-role`}>{i18n._(text.role)}</label>
          <select id={`${id}-role`} className={css.input} name="role" defaultValue="editor">
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(roleText[role])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={css.button} disabled={invite.busy}>
          {i18n._(text.invite)}
        </button>
      </form>
      <ActionStatus notice={invite.notice} ref={invite.statusRef} />
      {link !== null && (
        <div className={css.field}>
          <label htmlFor={`${id}-link`}>{i18n._(text.linkLabel)}</label>
          <input id={`${id}-link`} className={css.input} readOnly value={link} />
          <p>{i18n._(text.linkHelp)}</p>
        </div>
      )}
    </section>
  )
}
