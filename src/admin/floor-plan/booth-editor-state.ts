import type { BoothStatus } from '~/db/schema-enums'
import { type Draft, type Drag, draftOf, dragged, nudged, withExhibitor, withMetres, withStatus } from './booth-draft'
import type { AdminBooth, BoothSaveAnswer } from './contract'

/**
 * What the hall plan editor holds: the hall's booths as last loaded or saved, the one selected, and
 * its draft (what the drawing and the fields show for it until it is saved).
 */
export interface BoothEditorState {
  booths: AdminBooth[]
  selectedId: number | null
  draft: Draft | null
}

export type BoothEditorEvent =
  /** A click on the drawing or a choice in the list; `null` selects nothing. */
  | { type: 'select'; boothId: number | null }
  /** The whole plan again (reloaded, imported). */
  | { type: 'loaded'; booths: AdminBooth[] }
  /** The server saved a booth: its new state and version. */
  | { type: 'saved'; booth: AdminBooth }
  | { type: 'drag'; drag: Drag; at: { x: number; y: number } }
  | { type: 'nudge'; step: readonly [number, number]; resize: boolean }
  | { type: 'metres'; field: 'x' | 'y' | 'width' | 'depth'; metres: number }
  | { type: 'status'; status: BoothStatus }
  | { type: 'exhibitor'; exhibitorId: number | null }

export const initialBoothEditor = (booths: AdminBooth[]): BoothEditorState => ({
  booths,
  selectedId: null,
  draft: null,
})

/** The booth selected, its draft started afresh from the booth as loaded; an unknown id selects nothing. */
function selecting(booths: AdminBooth[], boothId: number | null): BoothEditorState {
  const booth = booths.find((b) => b.id === boothId)
  return { booths, selectedId: booth?.id ?? null, draft: booth ? draftOf(booth) : null }
}

export function boothEditorReducer(state: BoothEditorState, event: BoothEditorEvent): BoothEditorState {
  switch (event.type) {
    case 'select':
      return selecting(state.booths, event.boothId)
    // A fresh plan also refreshes the booth being worked on: after a refused save the person sees
    // what the other one saved, on the same booth, without looking for it again.
    case 'loaded':
      return selecting(event.booths, state.selectedId)
    // The saved booth is replaced in place (its new version included); the draft already shows it.
    case 'saved':
      return { ...state, booths: state.booths.map((booth) => (booth.id === event.booth.id ? event.booth : booth)) }
    case 'drag':
      return { ...state, draft: dragged(event.drag, event.at) }
  }
  const { draft } = state
  if (!draft) return state
  switch (event.type) {
    case 'nudge':
      return { ...state, draft: nudged(draft, event.step, event.resize) }
    case 'metres':
      return { ...state, draft: withMetres(draft, event.field, event.metres) }
    case 'status':
      return { ...state, draft: withStatus(draft, event.status) }
    case 'exhibitor':
      return { ...state, draft: withExhibitor(draft, event.exhibitorId) }
  }
}

/** Where a drag on a booth starts from: the draft when it is the booth selected, else the booth as loaded. */
export const dragOrigin = (state: BoothEditorState, booth: AdminBooth): Draft =>
  booth.id === state.selectedId && state.draft ? state.draft : draftOf(booth)

/**
 * Whether a refused save leaves the plan stale, so that the notice offers to reload it: every
 * refusal but an overlap, which the person resolves by moving the booth again.
 */
export const offersReload = (answer: BoothSaveAnswer | undefined) => answer?.ok === false && answer.reason !== 'overlap'
