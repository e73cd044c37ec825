import { useLingui } from '@lingui/react'
import { PLAN_HALL } from '~/contracts/floor-plan'
import { BOOTH_STATUSES } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { SelectField } from '../ui/SelectField'
import { TextField } from '../ui/TextField'
import type { Draft } from './booth-draft'
import type { BoothEditorEvent } from './booth-editor-state'
import type { AdminPlan } from './contract'
import * as planCss from './floor-plan.css'
import { statusOptionText, planText as text } from './floor-plan-text'

/** The selected booth's position, size, status and exhibitor as fields, and its save button. */
export function BoothFields({
  id,
  draft,
  exhibitors,
  dispatch,
  busy,
  onSave,
}: {
  id: string
  draft: Draft
  exhibitors: AdminPlan['exhibitors']
  dispatch: (event: BoothEditorEvent) => void
  busy: boolean
  onSave: () => void
}) {
  const { i18n } = useLingui()
  return (
    <div className={css.form}>
      <div className={planCss.numbers}>
        {(['x', 'y', 'width', 'depth'] as const).map((key) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            label={i18n._(text[key])}
            type="number"
            step={PLAN_HALL.gridM}
            value={draft[key]}
            onChange={(e) => dispatch({ type: 'metres', field: key, metres: Number(e.target.value) })}
          />
        ))}
      </div>
      <SelectField
        id={`${id}-status`}
        label={i18n._(text.status)}
        value={draft.status}
        onChange={(e) => {
          // The options are the statuses themselves, so one is always found.
          const status = BOOTH_STATUSES.find((s) => s === e.target.value)
          if (status) dispatch({ type: 'status', status })
        }}
        options={BOOTH_STATUSES.map((status) => ({ value: status, label: i18n._(statusOptionText[status]) }))}
      />
      <SelectField
        id={`${id}-exhibitor`}
        label={i18n._(text.exhibitor)}
        anyLabel={i18n._(text.noExhibitor)}
        value={draft.exhibitorId === null ? '' : String(draft.exhibitorId)}
        onChange={(e) => dispatch({ type: 'exhibitor', exhibitorId: e.target.value ? Number(e.target.value) : null })}
        options={exhibitors.map((e) => ({ value: String(e.id), label: e.name }))}
      />
      <p>
        <button type="button" className={css.button} disabled={busy} onClick={onSave}>
          {i18n._(busy ? text.saving : text.save)}
        </button>
      </p>
    </div>
  )
}
