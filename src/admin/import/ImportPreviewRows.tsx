import { useLingui } from '@lingui/react'
import type { PreviewRow } from '~/admin/import/contract'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { previewRowText } from './import-action'
import { importPageText as text } from './import-page-text'
import { rowProblemText } from './import-text'

/** What a row does: a new or changed exhibitor in words, or each refused cell with its value. */
function RowResult({ row }: { row: PreviewRow }) {
  const { i18n } = useLingui()
  if (row.action !== 'error') return <>{i18n._(previewRowText(row))}</>
  return (
    <ul>
      {row.errors.map((error) => (
        <li key={`${error.column}-${error.problem}-${error.value}`}>
          {i18n._({
            ...text.cellError,
            values: { column: error.column, problem: i18n._(rowProblemText[error.problem]) },
          })}
          {error.value ? (
            <>
              {' '}
              (<code>{error.value}</code>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The preview's rows (errors first, then new and changed ones), as far as the server lists them. */
export function ImportPreviewRows({ rows }: { rows: readonly PreviewRow[] }) {
  const { i18n } = useLingui()
  if (rows.length === 0) return null
  return (
    <AdminTable headings={[text.row, text.id, text.result]} caption={i18n._(text.rowTable)}>
      {rows.map((row) => (
        <tr key={row.row}>
          <td className={css.cell}>{row.row}</td>
          <td className={css.cell}>{row.externalId}</td>
          <td className={css.cell}>
            <RowResult row={row} />
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
