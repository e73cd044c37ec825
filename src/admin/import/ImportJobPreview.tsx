import { useLingui } from '@lingui/react'
import { useId } from 'react'
import * as css from '../ui/admin.css'
import { type ImportJobProps, ImportJobStatus } from './ImportJobStatus'
import { ImportPreviewRows } from './ImportPreviewRows'
import { jobCountFacts } from './import-action'
import { importPageText as text } from './import-page-text'

/** A checked file: its counts, where its import stands, and what each listed row does. */
export function ImportJobPreview({ job, busy, onImport }: ImportJobProps) {
  const { i18n } = useLingui()
  const titleId = `${useId()}-preview`
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{i18n._({ ...text.preview, values: { file: job.fileName } })}</h2>
      <dl className={css.facts}>
        {jobCountFacts(job).map(([label, count]) => (
          <div key={label.id}>
            <dt>{i18n._(label)}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <ImportJobStatus job={job} busy={busy} onImport={onImport} />
      <ImportPreviewRows rows={job.rows} />
      {job.moreRows > 0 ? <p>{i18n._({ ...text.moreRows, values: { count: job.moreRows } })}</p> : null}
    </section>
  )
}
