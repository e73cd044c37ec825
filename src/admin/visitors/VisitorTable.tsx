import { useLingui } from '@lingui/react'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import type { VisitorRow } from './contract'
import { VisitorRowActions } from './VisitorRowActions'
import { type VisitorActionKind, visitorRowStatus } from './visitor-actions'
import { visitorsText as text, visitorTypeText } from './visitors-text'

const headings = [
  text.name,
  text.contact,
  text.company,
  text.type,
  text.registered,
  text.checkedInAt,
  text.status,
  text.actions,
]

/** The page of visitors: who, how to reach them, when they registered and came, and what can be done. */
export function VisitorTable({
  rows,
  busy,
  onRun,
  onAskErase,
}: {
  rows: readonly VisitorRow[]
  busy: boolean
  onRun: (kind: VisitorActionKind, row: VisitorRow) => void
  onAskErase: (row: VisitorRow) => void
}) {
  const { i18n } = useLingui()
  if (rows.length === 0) return <p>{i18n._(text.empty)}</p>
  return (
    <AdminTable headings={headings}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={css.cell}>{row.name}</td>
          <td className={css.cell}>
            {row.email}
            <br />
            {row.mobile}
          </td>
          <td className={css.cell}>
            {row.company}
            {row.jobTitle ? `, ${row.jobTitle}` : ''}
          </td>
          <td className={css.cell}>{i18n._(visitorTypeText[row.visitorType])}</td>
          <td className={css.cell}>
            <time dateTime={row.createdAt}>{formatBeijingTime(i18n, row.createdAt)}</time>
          </td>
          <td className={css.cell}>
            {row.checkedInAt ? <time dateTime={row.checkedInAt}>{formatBeijingTime(i18n, row.checkedInAt)}</time> : '—'}
          </td>
          <td className={css.cell}>{i18n._(visitorRowStatus(row))}</td>
          <td className={css.cell}>
            <VisitorRowActions row={row} busy={busy} onRun={onRun} onAskErase={onAskErase} />
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
