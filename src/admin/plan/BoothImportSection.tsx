import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { fileProblemText, fileProblemValues } from '../import/import-text'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { TableFileField } from '../ui/TextField'
import { BOOTH_IMPORT_COLUMNS, type BoothImportAnswer, type BoothImportRow } from './contract'
import { importAdminBooths } from './plan.functions'
import { boothRowProblemText, planText as text } from './plan-text'

/**
 * The booth import: "Check" previews the file row by row (errors by column, as the exhibitor import
 * words them); "Import" sends the same file again and the server writes it only when it is clean.
 */
export function BoothImportSection() {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [answer, setAnswer] = useState<BoothImportAnswer | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const form = new FormData(event.currentTarget)
    if (submitter instanceof HTMLButtonElement && submitter.value === '1') form.set('apply', '1')
    setBusy(true)
    setError('')
    try {
      const next = await importAdminBooths({ data: form })
      setAnswer(next)
      if (!next.ok) setError(i18n._({ ...fileProblemText[next.file.problem], values: fileProblemValues(next.file) }))
      if (next.ok && next.applied) await router.invalidate()
    } catch {
      setError(i18n._(text.failed))
    } finally {
      setBusy(false)
    }
  }

  const describe = (row: BoothImportRow) => {
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
  const ok = answer?.ok ? answer : null
  return (
    <section className={css.panel} aria-labelledby={`${id}-import`}>
      <h2 id={`${id}-import`}>{i18n._(text.importTitle)}</h2>
      <p>
        {i18n._(text.importIntro)} <code>{BOOTH_IMPORT_COLUMNS.join(', ')}</code>
      </p>
      <form className={css.form} onSubmit={(e) => void onSubmit(e)}>
        <TableFileField id={`${id}-file`} label={i18n._(text.file)} onChange={() => setAnswer(null)} />
        <p className={css.nav}>
          <button type="submit" className={css.button} disabled={busy} value="0">
            {i18n._(text.check)}
          </button>
          {ok && !ok.applied && ok.counts.errors === 0 && ok.counts.new + ok.counts.changed > 0 ? (
            <button type="submit" className={css.button} disabled={busy} value="1">
              {i18n._(text.import)}
            </button>
          ) : null}
        </p>
      </form>
      {error ? (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
      {ok ? (
        <>
          <p role="status">
            {ok.applied
              ? i18n._({ ...text.imported, values: { created: ok.counts.new, changed: ok.counts.changed } })
              : i18n._({
                  ...text.previewCounts,
                  values: {
                    created: ok.counts.new,
                    changed: ok.counts.changed,
                    unchanged: ok.counts.unchanged,
                    errors: ok.counts.errors,
                  },
                })}
          </p>
          {ok.counts.errors > 0 ? (
            <p role="alert" className={css.alert}>
              {i18n._(text.invalid)}
            </p>
          ) : null}
          <AdminTable headings={[text.row, text.number, text.result]} caption={i18n._(text.rowTable)}>
            {ok.rows
              .filter((row) => row.action !== 'unchanged')
              .map((row) => (
                <tr key={row.row}>
                  <td className={css.cell}>{row.row}</td>
                  <td className={css.cell}>{row.number}</td>
                  <td className={css.cell}>{describe(row)}</td>
                </tr>
              ))}
          </AdminTable>
        </>
      ) : null}
    </section>
  )
}
