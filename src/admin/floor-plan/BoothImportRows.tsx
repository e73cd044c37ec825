import { useLingui } from '@lingui/react'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { type CheckedBooths, countsText, listedRows } from './booth-import'
import type { BoothImportRow } from './contract'
import { boothRowProblemText, planText as text } from './floor-plan-text'

/** A row's result: new or changed, or its errors by column, each with the value refused. */
function BoothRowResult({ row }: { row: BoothImportRow }) {
  const { i18n } = useLingui()
  if (row.action !== 'error') return i18n._(text[row.action])
  return (
    <ul>
      {row.errors.map((e) => (
        <li key={`${e.column}-${e.problem}`}>
          {i18n._({
            ...text.cellError,
            values: {
              column: e.column,
              problem: i18n._({ ...boothRowProblemText[e.problem], values: { value: e.value } }),
            },
          })}
          {e.value && e.problem !== 'overlap' ? (
            <>
              {' '}
              (<code>{e.value}</code>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** A checked or imported file: its counts (the section's status), whether it has errors, its rows. */
export function BoothImportRows({ checked }: { checked: CheckedBooths }) {
  const { i18n } = useLingui()
  return (
    <>
      <p role="status">{i18n._(countsText(checked))}</p>
      {checked.counts.errors > 0 ? (
        <p role="alert" className={css.alert}>
          {i18n._(text.invalid)}
        </p>
      ) : null}
      <AdminTable headings={[text.row, text.number, text.result]} caption={i18n._(text.rowTable)}>
        {listedRows(checked.rows).map((row) => (
          <tr key={row.row}>
            <td className={css.cell}>{row.row}</td>
            <td className={css.cell}>{row.number}</td>
            <td className={css.cell}>
              <BoothRowResult row={row} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  )
}
