import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { BulkAction } from '~/admin/collections/contract'
import * as css from '../ui/admin.css'
import { ConfirmDialog } from '../ui/ConfirmDialog'

const text = {
  chosen: msg`{count, plural, one {# item selected} other {# items selected}}`,
  show: msg`Show on the site`,
  hide: msg`Hide from the site`,
  remove: msg`Delete…`,
  confirm: msg`Delete these {count, plural, one {# item} other {# items}} for good: {names}?`,
  confirmButton: msg`Delete {count, plural, one {# item} other {# items}}`,
  keep: msg`Keep them`,
}

/**
 * What to do with the rows chosen in a list: switch them on or off, or delete them after one
 * confirmation that names every row that goes. The server does all or none; the list runs the
 * action (its `useSave`) and shows the answer in its one live region, in the words of `list-action.ts`.
 */
export function BulkBar({
  hideable,
  chosen,
  busy,
  onAct,
}: {
  hideable: boolean
  chosen: readonly { id: number; label: string }[]
  busy: boolean
  onAct: (action: BulkAction) => void
}) {
  const { i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const count = chosen.length
  if (count === 0) return null
  const act = (action: BulkAction) => {
    setConfirming(false)
    onAct(action)
  }
  return (
    <section className={css.panel} aria-label={i18n._({ ...text.chosen, values: { count } })}>
      <div className={css.nav}>
        <strong className={css.hint}>{i18n._({ ...text.chosen, values: { count } })}</strong>
        {hideable ? (
          <>
            <button type="button" className={css.quietButton} disabled={busy} onClick={() => act('show')}>
              {i18n._(text.show)}
            </button>
            <button type="button" className={css.quietButton} disabled={busy} onClick={() => act('hide')}>
              {i18n._(text.hide)}
            </button>
          </>
        ) : null}
        <button type="button" className={css.quietButton} disabled={busy} onClick={() => setConfirming(true)}>
          {i18n._(text.remove)}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          question={i18n._({ ...text.confirm, values: { count, names: chosen.map((row) => row.label).join(', ') } })}
          confirmLabel={i18n._({ ...text.confirmButton, values: { count } })}
          keepLabel={i18n._(text.keep)}
          busy={busy}
          onConfirm={() => act('delete')}
          onKeep={() => setConfirming(false)}
        />
      ) : null}
    </section>
  )
}
