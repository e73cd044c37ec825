import { useLingui } from '@lingui/react'
import type { RefObject } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import type { SaveNotice } from '../ui/action-state'
import * as css from '../ui/admin.css'
import { SelectField } from '../ui/SelectField'
import { BoothFields } from './BoothFields'
import type { BoothEditorEvent, BoothEditorState } from './booth-editor-state'
import type { AdminPlan } from './contract'
import { planText as text } from './floor-plan-text'

/**
 * The panel beside the drawing: the booth list to select one from, the selected booth's fields, what
 * its last save said and, when that left the plan stale, the offer to reload it.
 */
export function BoothPanel({
  id,
  state,
  exhibitors,
  dispatch,
  onSelect,
  save,
}: {
  id: string
  state: BoothEditorState
  exhibitors: AdminPlan['exhibitors']
  dispatch: (event: BoothEditorEvent) => void
  onSelect: (boothId: number | null) => void
  save: {
    busy: boolean
    notice: SaveNotice
    statusRef: RefObject<HTMLParagraphElement | null>
    offerReload: boolean
    onSave: () => void
    onReload: () => void
  }
}) {
  const { i18n } = useLingui()
  const { booths, selectedId, draft } = state
  const selected = booths.find((booth) => booth.id === selectedId)
  const exhibitorName = new Map(exhibitors.map((e) => [e.id, e.name]))
  return (
    <section className={css.panel} aria-labelledby={`${id}-booth`}>
      <h2 id={`${id}-booth`}>{selected ? selected.label : i18n._(text.booth)}</h2>
      <SelectField
        id={`${id}-pick`}
        label={i18n._(text.chooseBooth)}
        anyLabel="—"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(e) => onSelect(e.target.value ? Number(e.target.value) : null)}
        options={booths.map((booth) => ({
          value: String(booth.id),
          label: `${booth.label}${booth.exhibitorId ? ` · ${exhibitorName.get(booth.exhibitorId) ?? ''}` : ''}`,
        }))}
      />
      {selected && draft ? (
        <BoothFields
          id={id}
          draft={draft}
          exhibitors={exhibitors}
          dispatch={dispatch}
          busy={save.busy}
          onSave={save.onSave}
        />
      ) : null}
      {/* Only while it has words: the hall's drawing and the import below have regions of their own. */}
      {save.notice?.text ? <ActionStatus notice={save.notice} ref={save.statusRef} /> : null}
      {save.offerReload ? (
        <button type="button" className={css.quietButton} disabled={save.busy} onClick={save.onReload}>
          {i18n._(text.reload)}
        </button>
      ) : null}
    </section>
  )
}
