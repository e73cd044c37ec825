import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { IMPORT_COLUMNS, type ImportJobView, type PreviewRow } from '~/admin/import/contract'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { TableFileField } from '../ui/TextField'
import { startExhibitorImport, uploadExhibitorImport } from './import.functions'
import { fileProblemText, fileProblemValues, rowProblemText } from './import-text'

const text = {
  title: msg`Import exhibitors`,
  intro: msg`Upload a CSV (UTF-8) or Excel (.xlsx) file with one exhibitor per row. Rows are matched to the directory by external_id: a new id adds an exhibitor, a known one updates it, and exhibitors that the file does not mention are left as they are. Nothing is written until you press "Import".`,
  columns: msg`The first row names these columns (in any order):`,
  template: msg`Download a template (CSV)`,
  list: msg`Exhibitors in the directory`,
  file: msg`CSV or XLSX file (at most 5 MB)`,
  check: msg`Check the file`,
  checking: msg`Checking…`,
  failed: msg`That did not work. Please try again.`,
  preview: msg`Preview of {file}`,
  rows: msg`Rows in the file`,
  new: msg`New exhibitors`,
  changed: msg`Changed exhibitors`,
  unchanged: msg`Unchanged`,
  errors: msg`Rows with errors`,
  untouched: msg`Exhibitors not in the file (left as they are)`,
  invalid: msg`Some rows have errors, so nothing can be imported. Correct them in the file and upload it again.`,
  noChange: msg`No change: the directory already matches this file. Nothing will be written.`,
  importButton: msg`Import {count, plural, one {# exhibitor} other {# exhibitors}}`,
  writing: msg`Writing: {done} of {total}`,
  leave: msg`You can leave this page: the import goes on, and this page shows it when you come back.`,
  done: msg`Imported: {created} new, {updated} changed. The directory shows them within seconds.`,
  stopped: msg`The import stopped after {done} of {total} rows; those are written. Upload the file again to continue (written rows then show as unchanged).`,
  startRefused: msg`This file cannot be imported (any more); upload it again.`,
  row: msg`Row`,
  id: msg`External id`,
  result: msg`Result`,
  rowTable: msg`What the import does, row by row (unchanged rows are only counted)`,
  newRow: msg`New: {name}`,
  changedRow: msg`Changed: {name} ({columns})`,
  cellError: msg`Column {column}: {problem}`,
  moreRows: msg`{count} more rows are not listed here.`,
}

const POLL_MS = 1_000

/**
 * The exhibitor import (ADR 021): upload, a preview of every row (errors by row and column), then
 * "Import", which the server writes in the background; the page shows its progress and can be left.
 */
export function ExhibitorImportPage({ job }: { job: ImportJobView | null }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const id = useId()
  const [fileError, setFileError] = useState('')
  const [busy, setBusy] = useState(false)
  const active = job?.status === 'queued' || job?.status === 'running'

  // While the import is written, the job is read again every second.
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => void router.invalidate(), POLL_MS)
    return () => clearInterval(timer)
  }, [active, router])

  const onUpload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setBusy(true)
    setFileError('')
    try {
      const answer = await uploadExhibitorImport({ data: new FormData(e.currentTarget) })
      if (answer.ok) await navigate({ to: '/admin/import', search: { job: answer.job.id } })
      else setFileError(i18n._({ ...fileProblemText[answer.file.problem], values: fileProblemValues(answer.file) }))
    } catch {
      setFileError(i18n._(text.failed))
    } finally {
      setBusy(false)
    }
  }

  const onImport = async (jobId: number) => {
    setBusy(true)
    try {
      const answer = await startExhibitorImport({ data: { id: jobId } })
      if (!answer.ok) setFileError(i18n._(text.startRefused))
      await router.invalidate()
    } catch {
      setFileError(i18n._(text.failed))
    } finally {
      setBusy(false)
    }
  }

  const describe = (row: PreviewRow) => {
    if (row.action === 'new') return i18n._({ ...text.newRow, values: { name: row.name } })
    if (row.action === 'changed')
      return i18n._({ ...text.changedRow, values: { name: row.name, columns: row.changes.join(', ') } })
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

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <p>
        {i18n._(text.columns)} <code>{IMPORT_COLUMNS.join(', ')}</code>
      </p>
      <p className={css.nav}>
        <a href="/admin/exhibitors-template.csv" download>
          {i18n._(text.template)}
        </a>
        <Link to="/admin/content/$collection" params={{ collection: 'exhibitors' }}>
          {i18n._(text.list)}
        </Link>
      </p>
      <form className={css.form} onSubmit={(e) => void onUpload(e)}>
        <TableFileField id={`${id}-file`} label={i18n._(text.file)} />
        <p>
          <button type="submit" className={css.button} disabled={busy}>
            {i18n._(busy ? text.checking : text.check)}
          </button>
        </p>
      </form>
      {fileError ? (
        <p role="alert" className={css.alert}>
          {fileError}
        </p>
      ) : null}
      {job ? (
        <section className={css.panel} aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{i18n._({ ...text.preview, values: { file: job.fileName } })}</h2>
          <dl className={css.facts}>
            {(
              [
                [text.rows, job.counts.rows],
                [text.new, job.counts.new],
                [text.changed, job.counts.changed],
                [text.unchanged, job.counts.unchanged],
                [text.errors, job.counts.errors],
                [text.untouched, job.counts.untouched],
              ] as const
            ).map(([label, count]) => (
              <div key={label.id}>
                <dt>{i18n._(label)}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          <JobStatus job={job} busy={busy} onImport={onImport} />
          {job.rows.length > 0 ? (
            <AdminTable headings={[text.row, text.id, text.result]} caption={i18n._(text.rowTable)}>
              {job.rows.map((row) => (
                <tr key={row.row}>
                  <td className={css.cell}>{row.row}</td>
                  <td className={css.cell}>{row.externalId}</td>
                  <td className={css.cell}>{describe(row)}</td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
          {job.moreRows > 0 ? <p>{i18n._({ ...text.moreRows, values: { count: job.moreRows } })}</p> : null}
        </section>
      ) : null}
    </>
  )
}

function JobStatus({
  job,
  busy,
  onImport,
}: {
  job: ImportJobView
  busy: boolean
  onImport: (id: number) => Promise<void>
}) {
  const { i18n } = useLingui()
  const progressId = useId()
  switch (job.status) {
    case 'invalid':
      return (
        <p role="alert" className={css.alert}>
          {i18n._(text.invalid)}
        </p>
      )
    case 'ready':
      return job.total === 0 ? (
        <p role="status">{i18n._(text.noChange)}</p>
      ) : (
        <p>
          <button type="button" className={css.button} disabled={busy} onClick={() => void onImport(job.id)}>
            {i18n._({ ...text.importButton, values: { count: job.total } })}
          </button>
        </p>
      )
    case 'queued':
    case 'running':
      return (
        <div role="status">
          <p id={progressId}>{i18n._({ ...text.writing, values: { done: job.processed, total: job.total } })}</p>
          <progress aria-labelledby={progressId} value={job.processed} max={job.total} />
          <p>{i18n._(text.leave)}</p>
        </div>
      )
    case 'done':
      return (
        <p role="status">
          {i18n._({ ...text.done, values: { created: job.counts.new, updated: job.counts.changed } })}
        </p>
      )
    case 'failed':
      return (
        <p role="alert" className={css.alert}>
          {i18n._({ ...text.stopped, values: { done: job.processed, total: job.total } })}
        </p>
      )
  }
}
