import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TableFileField } from '../ui/TextField'
import { useSave } from '../ui/use-save'
import { BoothImportRows } from './BoothImportRows'
import { boothImportOutcome, canApply } from './booth-import'
import { BOOTH_IMPORT_COLUMNS, type BoothImportAnswer } from './contract'
import { importAdminBooths } from './floor-plan.functions'
import { planText as text } from './floor-plan-text'

/**
 * The booth import: "Check" previews the file row by row (errors by column, as the exhibitor import
 * words them); "Import" sends the same file again and the server writes it only when it is clean.
 */
export function BoothImportSection() {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [answer, setAnswer] = useState<BoothImportAnswer | null>(null)
  const check = useSave({
    save: (form: FormData) => importAdminBooths({ data: form }),
    outcome: boothImportOutcome,
    failed: text.failed,
    onSaved: (next: BoothImportAnswer) => (next.ok && next.applied ? router.invalidate() : undefined),
  })
  const busy = check.busy

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const form = new FormData(event.currentTarget)
    if (submitter instanceof HTMLButtonElement && submitter.value === '1') form.set('apply', '1')
    const next = await check.run(form)
    if (next) setAnswer(next)
  }

  const checked = answer?.ok ? answer : null
  return (
    <section className={css.panel} aria-labelledby={`${id}-import`}>
      <h2 id={`${id}-import`}>{i18n._(text.importTitle)}</h2>
      <p>
        {i18n._(text.importIntro)} <code>{BOOTH_IMPORT_COLUMNS.join(', ')}</code>
      </p>
      <form className={css.form} onSubmit={(e) => void onSubmit(e)} ref={check.formRef}>
        <TableFileField id={`${id}-file`} label={i18n._(text.file)} onChange={() => setAnswer(null)} />
        <p className={css.nav}>
          <button type="submit" className={css.button} disabled={busy} value="0">
            {i18n._(text.check)}
          </button>
          {checked && canApply(checked) ? (
            <button type="submit" className={css.button} disabled={busy} value="1">
              {i18n._(text.import)}
            </button>
          ) : null}
        </p>
      </form>
      {/* Only while it has words: the counts below are this section's status. */}
      {check.notice?.text ? <ActionStatus notice={check.notice} ref={check.statusRef} /> : null}
      {checked ? <BoothImportRows checked={checked} /> : null}
    </section>
  )
}
