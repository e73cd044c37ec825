import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { ActionStatus } from './ActionStatus'
import type { SaveNotice } from './action-state'
import * as css from './admin.css'

const text = { save: msg`Save`, saving: msg`Saving…` }

/**
 * The end of an edit form: what the last save said (a status, or an alert when it was refused) and
 * the save button, disabled while saving, after any other actions of the form (`children`).
 */
export function SaveBar({
  notice,
  busy,
  submitLabel,
  children,
}: {
  notice: SaveNotice
  busy: boolean
  /** What the button says when "Save" would not say what it does. */
  submitLabel?: string
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <>
      <ActionStatus notice={notice} />
      <div className={css.nav}>
        {children}
        <button type="submit" className={css.button} disabled={busy}>
          {busy ? i18n._(text.saving) : (submitLabel ?? i18n._(text.save))}
        </button>
      </div>
    </>
  )
}
