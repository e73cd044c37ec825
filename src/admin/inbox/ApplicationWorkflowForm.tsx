import { useLingui } from '@lingui/react'
import { type FormEvent, type RefObject, useId } from 'react'
import { APPLICATION_STATUSES } from '~/db/schema-enums'
import type { SaveNotice } from '../ui/action-state'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { SelectField } from '../ui/SelectField'
import { type ApplicationForm, applicationStatusOf } from './application-form'
import { applicationText as text } from './application-text'
import { applicationStatusText } from './inbox-text'

/** The handling of an application: its status, who has it, a booth reserved on the plan, an internal note. */
export function ApplicationWorkflowForm({
  form,
  onEdit,
  onSubmit,
  formRef,
  notice,
  busy,
}: {
  form: ApplicationForm
  onEdit: (patch: Partial<Omit<ApplicationForm, 'detail'>>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formRef: RefObject<HTMLFormElement | null>
  notice: SaveNotice
  busy: boolean
}) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <form ref={formRef} className={css.form} onSubmit={onSubmit} aria-labelledby={`${id}-workflow`}>
      <h2 id={`${id}-workflow`}>{i18n._(text.workflow)}</h2>
      <SelectField
        id={`${id}-status`}
        label={i18n._(text.status)}
        value={form.status}
        onChange={(e) => {
          const next = applicationStatusOf(e.currentTarget.value)
          if (next) onEdit({ status: next })
        }}
        options={APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(applicationStatusText[value]) }))}
      />
      <SelectField
        id={`${id}-assignee`}
        label={i18n._(text.assignee)}
        value={form.assignee}
        onChange={(e) => onEdit({ assignee: e.currentTarget.value })}
        anyLabel={i18n._(text.nobody)}
        options={form.detail.assignees.map((email) => ({ value: email, label: email }))}
      />
      <SelectField
        id={`${id}-booth`}
        label={i18n._(text.reserve)}
        hint={i18n._(text.reserveHint)}
        value={form.boothId}
        onChange={(e) => onEdit({ boothId: e.currentTarget.value })}
        anyLabel={i18n._(text.noBooth)}
        options={form.detail.booths.available.map((free) => ({
          value: String(free.id),
          label: i18n._({
            ...(free.preferred ? text.preferredOption : text.boothOption),
            values: { label: free.label, area: free.areaSqm },
          }),
        }))}
      />
      <div className={css.field}>
        <label htmlFor={`${id}-note`}>{i18n._(text.note)}</label>
        <textarea
          id={`${id}-note`}
          className={css.input}
          rows={3}
          maxLength={4000}
          value={form.note}
          onChange={(e) => onEdit({ note: e.currentTarget.value })}
        />
      </div>
      <SaveBar notice={notice} busy={busy} />
    </form>
  )
}
