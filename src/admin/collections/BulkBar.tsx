import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { BulkAction } from '~/admin/collections/contract'
import * as css from '../ui/admin.css'
import { bulkCollectionAction } from './collections.functions'
import type { CollectionName } from './registry'

const text = {
  chosen: msg`{count, plural, one {# item selected} other {# items selected}}`,
  show: msg`Show on the site`,
  hide: msg`Hide from the site`,
  remove: msg`Delete…`,
  confirm: msg`Delete these {count, plural, one {# item} other {# items}} for good: {names}?`,
  confirmButton: msg`Delete {count, plural, one {# item} other {# items}}`,
  keep: msg`Keep them`,
  // Each action's own words, so a screen reader hears a second action of another kind even when
  // it touched as many rows as the first (a live region that is given the same text says nothing).
  done: {
    show: msg`{count, plural, one {# item shown on the site.} other {# items shown on the site.}}`,
    hide: msg`{count, plural, one {# item hidden from the site.} other {# items hidden from the site.}}`,
    delete: msg`{count, plural, one {# item deleted.} other {# items deleted.}}`,
  } satisfies Record<BulkAction, MessageDescriptor>,
  failed: msg`That did not work; nothing was changed. Please try again.`,
}

/**
 * What to do with the rows chosen in a list: switch them on or off, or delete them after one
 * confirmation that names every row that goes. The server does all or none.
 */
export function BulkBar({
  name,
  hideable,
  chosen,
  onStart,
  onDone,
}: {
  name: CollectionName
  hideable: boolean
  chosen: readonly { id: number; label: string }[]
  /** Called as an action starts: the list empties its status, so the answer is heard even when it repeats the last one. */
  onStart: () => void
  onDone: (message: string) => Promise<void>
}) {
  const { i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const count = chosen.length
  if (count === 0) return null
  const run = async (action: BulkAction) => {
    setBusy(true)
    onStart()
    const changed = await bulkCollectionAction({ data: { name, ids: chosen.map((row) => row.id), action } }).catch(
      () => null,
    )
    setBusy(false)
    setConfirming(false)
    await onDone(changed === null ? i18n._(text.failed) : i18n._({ ...text.done[action], values: { count: changed } }))
  }
  return (
    <section className={css.panel} aria-label={i18n._({ ...text.chosen, values: { count } })}>
      <div className={css.nav}>
        <strong className={css.hint}>{i18n._({ ...text.chosen, values: { count } })}</strong>
        {hideable ? (
          <>
            <button type="button" className={css.quietButton} disabled={busy} onClick={() => void run('show')}>
              {i18n._(text.show)}
            </button>
            <button type="button" className={css.quietButton} disabled={busy} onClick={() => void run('hide')}>
              {i18n._(text.hide)}
            </button>
          </>
        ) : null}
        <button type="button" className={css.quietButton} disabled={busy} onClick={() => setConfirming(true)}>
          {i18n._(text.remove)}
        </button>
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="bulk-delete-question" className={css.form}>
          <p id="bulk-delete-question">
            {i18n._({ ...text.confirm, values: { count, names: chosen.map((row) => row.label).join(', ') } })}
          </p>
          <div className={css.nav}>
            <button type="button" className={css.button} disabled={busy} onClick={() => void run('delete')}>
              {i18n._({ ...text.confirmButton, values: { count } })}
            </button>
            <button type="button" className={css.quietButton} onClick={() => setConfirming(false)}>
              {i18n._(text.keep)}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
