/** What the last save or row action said: a status, or an alert when it was refused or failed. */
export type SaveNotice = { kind: 'saved' | 'error'; text: string } | null

/**
 * A back-office action from the click to its answer: busy while the request runs, the notice it
 * left, and how many times it was refused or failed (each one moves the focus once, after React
 * has drawn the marks the refusal put on the form).
 */
export type ActionState = { busy: boolean; notice: SaveNotice; refusals: number }

export type ActionEvent =
  /** A request leaves: busy, and the notice emptied so that the same words again are announced again. */
  | { type: 'start' }
  /** The server did it; `text` says what was done. */
  | { type: 'done'; text: string }
  /** The server refused, in its words (already localized), or the request failed. */
  | { type: 'refused'; text: string }
  /** The answer and whatever followed it (a reload of the list) are over. */
  | { type: 'settled' }
  /** The screen sets the notice itself (a preview that needs no request, a notice carried over a redirect). */
  | { type: 'show'; notice: SaveNotice }

/** A list's notice before its first answer: an empty, polite status, as most row actions succeed. */
export const emptyStatus: SaveNotice = { kind: 'saved', text: '' }

export const initialActionState = (notice: SaveNotice = null): ActionState => ({ busy: false, notice, refusals: 0 })

export function actionReducer(state: ActionState, event: ActionEvent): ActionState {
  switch (event.type) {
    case 'start':
      // Its kind kept, so the live region keeps its role while it is empty.
      return { ...state, busy: true, notice: state.notice ? { ...state.notice, text: '' } : null }
    case 'done':
      return { ...state, notice: { kind: 'saved', text: event.text } }
    case 'refused':
      return { ...state, notice: { kind: 'error', text: event.text }, refusals: state.refusals + 1 }
    case 'settled':
      return { ...state, busy: false }
    case 'show':
      return { ...state, notice: event.notice }
  }
}
