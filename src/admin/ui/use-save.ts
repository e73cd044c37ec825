import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type RefObject, useCallback, useEffect, useReducer, useRef } from 'react'
import { actionReducer, initialActionState, type SaveNotice } from './action-state'

/** The words every form shares: a save that went through, one that failed, a colleague's newer save. */
export const saveText = {
  saved: msg`Saved.`,
  failed: msg`That could not be saved. What you typed is still here; please try again.`,
  stale: msg`Someone else saved this item after you opened it. What you typed is still here.`,
}

/**
 * What a screen makes of the server's answer: the notice to show, and whether it was a success. A
 * success without words (`text: null`) is for a screen that shows the result itself (a new page).
 */
export type SaveOutcome = { ok: true; text?: MessageDescriptor | null } | { ok: false; text: MessageDescriptor }

/**
 * The back office's one way to act (issue 25, issue 40): every save of a form and every row action
 * of a list. The button is busy while the request runs (`busy`); the answer becomes a notice in the
 * screen's one live region (`<ActionStatus>`: a status, or an alert for a refusal); a refusal is
 * shown in the words the server's answer chose (`outcome` maps the answer's reason to its text),
 * never as a success; a network or server failure keeps what was typed and says so; after a
 * refusal or a failure the focus goes to the first field marked invalid in the form, else to the
 * notice, so a keyboard or screen-reader user lands on what to fix. The notice is emptied as each
 * request leaves, so the same answer twice is announced twice; a second request while one runs is
 * not sent (it answers `undefined`). A list with several row actions
 * gives `save` an input naming the action and its row, so the screen keeps one notice. Not a TanStack
 * Query mutation: the client build leaves mutations out to keep every public page's JavaScript small
 * (scripts/lib/query-without-mutations.ts, ADR 029), and an action needs none of a mutation's cache,
 * retries or sharing between components.
 */
export function useSave<Input, Answer>({
  save,
  outcome,
  onSaved,
  onRefused,
  failed = saveText.failed,
  initial = null,
}: {
  save: (input: Input) => Promise<Answer>
  outcome: (answer: Answer, input: Input) => SaveOutcome
  /** After a success: typically the reload of what the screen shows. */
  onSaved?: (answer: Answer, input: Input) => Promise<unknown> | unknown
  /** After a refusal: a list reloads, since a refusal usually means a colleague changed the row. */
  onRefused?: (answer: Answer, input: Input) => Promise<unknown> | unknown
  /** What a failed request says; it may depend on what was asked (a preview, a save). */
  failed?: MessageDescriptor | ((input: Input) => MessageDescriptor)
  initial?: SaveNotice
}): {
  run: (input: Input) => Promise<Answer | undefined>
  busy: boolean
  notice: SaveNotice
  setNotice: (notice: SaveNotice) => void
  formRef: RefObject<HTMLFormElement | null>
  /** The notice's element, for a screen whose `<ActionStatus>` is not inside the form. */
  statusRef: RefObject<HTMLParagraphElement | null>
} {
  const { i18n } = useLingui()
  const [state, dispatch] = useReducer(actionReducer, initial, initialActionState)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  // Set at once, not at React's next render: a second press of Enter before the button shows it is
  // busy must not send the request twice.
  const running = useRef(false)
  useEffect(() => {
    if (state.refusals === 0) return
    const form = formRef.current
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      statusRef.current ??
      form?.querySelector<HTMLElement>('[role="alert"]')
    if (target && !target.matches('input, select, textarea, button')) target.tabIndex = -1
    target?.focus()
  }, [state.refusals])
  const run = async (input: Input) => {
    if (running.current) return undefined
    running.current = true
    dispatch({ type: 'start' })
    try {
      const answer = await save(input)
      const result = outcome(answer, input)
      if (result.ok) {
        dispatch({ type: 'done', text: result.text === null ? '' : i18n._(result.text ?? saveText.saved) })
        await onSaved?.(answer, input)
      } else {
        dispatch({ type: 'refused', text: i18n._(result.text) })
        await onRefused?.(answer, input)
      }
      return answer
    } catch {
      dispatch({ type: 'refused', text: i18n._(typeof failed === 'function' ? failed(input) : failed) })
      return undefined
    } finally {
      running.current = false
      dispatch({ type: 'settled' })
    }
  }
  // Stable, so an effect may clear the notice (a new link opened in the same page).
  const setNotice = useCallback((notice: SaveNotice) => dispatch({ type: 'show', notice }), [])
  return { run, busy: state.busy, notice: state.notice, setNotice, formRef, statusRef }
}
