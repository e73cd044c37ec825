import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import type { ShownLink } from './account-actions'
import { accountActionsText as text } from './account-actions-text'

/** A reset or two-factor set-up link, shown only now, read-only, for the admin to copy and hand over. */
export function AccountLinkField({ id, email, shown }: { id: string; email: string; shown: ShownLink }) {
  const { i18n } = useLingui()
  const reset = shown.kind === 'reset'
  return (
    <div className={css.field}>
      <label htmlFor={`${id}-link`}>{i18n._(reset ? text.linkLabel(email) : text.twoFactorLinkLabel(email))}</label>
      <input id={`${id}-link`} className={css.input} readOnly value={shown.link} />
      <p>{i18n._(reset ? text.linkHelp : text.twoFactorLinkHelp)}</p>
    </div>
  )
}
