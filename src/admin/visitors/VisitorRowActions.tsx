import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import type { VisitorRow } from './contract'
import * as own from './VisitorsPage.css'
import { type VisitorActionKind, visitorRowActions } from './visitor-actions'
import { visitorsText as text } from './visitors-text'

const actionLabel: Record<VisitorActionKind, MessageDescriptor> = {
  resend: text.resend,
  cancel: text.cancel,
  export: text.exportPerson,
  erase: text.erase,
}

/** A row's actions (those its state allows); an erasure is only asked for here, confirmed above the list. */
export function VisitorRowActions({
  row,
  busy,
  onRun,
  onAskErase,
}: {
  row: VisitorRow
  busy: boolean
  onRun: (kind: VisitorActionKind, row: VisitorRow) => void
  onAskErase: (row: VisitorRow) => void
}) {
  const { i18n } = useLingui()
  const kinds = visitorRowActions(row)
  if (kinds.length === 0) return null
  return (
    <span className={own.actions}>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={css.quietButton}
          disabled={busy}
          onClick={() => (kind === 'erase' ? onAskErase(row) : onRun(kind, row))}
        >
          {i18n._(actionLabel[kind])}
        </button>
      ))}
    </span>
  )
}
