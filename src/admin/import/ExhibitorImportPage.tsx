import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { IMPORT_COLUMNS, type ImportJobView } from '~/admin/import/contract'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TableFileField } from '../ui/TextField'
import { ImportJobPreview } from './ImportJobPreview'
import { importPageText as text } from './import-page-text'
import { useImportAction } from './use-import-action'

/**
 * The exhibitor import (ADR 021): upload, a preview of every row (errors by row and column), then
 * "Import", which the server writes in the background; the page shows its progress and can be left.
 */
export function ExhibitorImportPage({ job }: { job: ImportJobView | null }) {
  const { i18n } = useLingui()
  const id = useId()
  const action = useImportAction(job)
  const busy = action.busy

  const onUpload = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void action.run({ kind: 'upload', data: new FormData(e.currentTarget) })
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
      <form className={css.form} onSubmit={onUpload} ref={action.formRef}>
        <TableFileField id={`${id}-file`} label={i18n._(text.file)} />
        <p>
          <button type="submit" className={css.button} disabled={busy}>
            {i18n._(busy ? text.checking : text.check)}
          </button>
        </p>
      </form>
      {/* Only while it has words: the job's own status and alert below are the page's other live regions. */}
      {action.notice?.text ? <ActionStatus notice={action.notice} ref={action.statusRef} /> : null}
      {job ? (
        <ImportJobPreview job={job} busy={busy} onImport={(jobId) => void action.run({ kind: 'start', id: jobId })} />
      ) : null}
    </>
  )
}
