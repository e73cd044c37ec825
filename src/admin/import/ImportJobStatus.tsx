import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { ImportJobView } from '~/admin/import/contract'
import * as css from '../ui/admin.css'
import { importPageText as text } from './import-page-text'

/** A checked file, whether an action is under way, and how to start its import. */
export type ImportJobProps = { job: ImportJobView; busy: boolean; onImport: (id: number) => void }

/** Where a checked file stands: refused, ready to import (or nothing to write), being written, done or stopped. */
export function ImportJobStatus({ job, busy, onImport }: ImportJobProps) {
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
          <button type="button" className={css.button} disabled={busy} onClick={() => onImport(job.id)}>
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
