import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useReducer, useState } from 'react'
import { useSave } from '../ui/use-save'
import { BoothImportSection } from './BoothImportSection'
import { BoothPanel } from './BoothPanel'
import type { Draft } from './booth-draft'
import { boothEditorReducer, initialBoothEditor, offersReload } from './booth-editor-state'
import type { AdminBooth, AdminPlan, BoothSaveAnswer } from './contract'
import * as planCss from './floor-plan.css'
import { saveAdminBooth } from './floor-plan.functions'
import { saveRefusalText, planText as text } from './floor-plan-text'
import { HallDrawing } from './HallDrawing'

/**
 * The back office's hall plan (issue 27): the hall as SVG, one booth selected (click or list), moved
 * and resized by pointer drag or keyboard on the 0.5 m grid, assigned and given a status, then saved
 * over the version it was loaded with. The rules live in booth-draft.ts and booth-editor-state.ts.
 */
export function FloorPlanEditorPage({ plan }: { plan: AdminPlan }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [state, dispatch] = useReducer(boothEditorReducer, plan.booths, initialBoothEditor)
  const save = useSave({
    save: (input: { booth: AdminBooth; draft: Draft }) =>
      saveAdminBooth({ data: { id: input.booth.id, version: input.booth.version, ...input.draft } }),
    outcome: (answer: BoothSaveAnswer) =>
      answer.ok
        ? { ok: true, text: { ...text.saved, values: { label: answer.booth.label } } }
        : { ok: false, text: saveRefusalText[answer.reason] },
    failed: text.failed,
    onSaved: (answer: BoothSaveAnswer) => {
      if (answer.ok) dispatch({ type: 'saved', booth: answer.booth })
    },
  })
  const { setNotice } = save
  // After a refusal other than an overlap, the plan is stale: the notice offers to reload it.
  const [offerReload, setOfferReload] = useState(false)

  // A reload or an import brings the whole plan again.
  useEffect(() => dispatch({ type: 'loaded', booths: plan.booths }), [plan.booths])

  function select(boothId: number | null) {
    dispatch({ type: 'select', boothId })
    setNotice(null)
    setOfferReload(false)
  }

  async function onSave() {
    const selected = state.booths.find((booth) => booth.id === state.selectedId)
    if (!selected || !state.draft) return
    setOfferReload(false)
    const answer = await save.run({ booth: selected, draft: state.draft })
    setOfferReload(offersReload(answer))
  }

  async function onReload() {
    await router.invalidate()
    setNotice(null)
    setOfferReload(false)
  }

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <div className={planCss.layout}>
        <HallDrawing features={plan.features} state={state} dispatch={dispatch} onSelect={select} />
        <BoothPanel
          id={id}
          state={state}
          exhibitors={plan.exhibitors}
          dispatch={dispatch}
          onSelect={select}
          save={{
            busy: save.busy,
            notice: save.notice,
            statusRef: save.statusRef,
            offerReload,
            onSave: () => void onSave(),
            onReload: () => void onReload(),
          }}
        />
      </div>
      <BoothImportSection />
    </>
  )
}
