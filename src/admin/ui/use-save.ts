import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { SaveNotice } from './SaveBar'

/** The words every form shares: a save that went through, one that failed, a colleague's newer save. */
export const saveText = {
  saved: msg`Saved.`,
  failed: msg`That could not be saved. What you typed is still here; please try again.`,
  stale: msg`Someone else saved this item after you opened it. What you typed is still here.`,
}

/** What a form makes of the server's answer: the notice to show, and whether it was a success. */
export type SaveOutcome = { ok: true; text?: MessageDescriptor } | { ok: false; text: MessageDescriptor }

/**
 * The back office's one way to save (issue 25): the button is busy
 * while the request runs, the answer becomes a notice (a status, or an alert for a refusal), a
 * network or server failure keeps what was typed and says so, and after a refusal the focus goes to
 * the first field marked invalid in the form, else to the notice, so a keyboard or screen-reader
 * user lands on what to fix. Not a TanStack Query mutation: the client build leaves mutations out
 * to keep every public page's JavaScript small (scripts/lib/query-without-mutations.ts, ADR 029),
 * and a save needs none of a mutation's cache, retries or sharing between components.
 */
export function useSave<Input, Answer>({
  save,
  outcome,
  onSaved,
  failed = saveText.failed,
  initial = null,
}: {
  save: (input: Input) => Promise<Answer>
  outcome: (answer: Answer) => SaveOutcome
  onSaved?: (answer: Answer) => Promise<unknown> | unknown
  /** What a failed request says; it may depend on what was asked (a preview, a save). */
  failed?: MessageDescriptor | ((input: Input) => MessageDescriptor)
  initial?: SaveNotice
}): {
  run: (input: Input) => Promise<Answer | undefined>
  busy: boolean
  notice: SaveNotice
  setNotice: (notice: SaveNotice) => void
  formRef: RefObject<HTMLFormElement | null>
} {
  const { i18n } = useLingui()
  const [notice, setNotice] = useState<SaveNotice>(initial)
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  // Counts refusals; each one moves the focus once the form shows its marks (after React's commit).
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0) return
    const form = formRef.current
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    if (target && !target.matches('input, select, textarea, button')) target.tabIndex = -1
    target?.focus()
  }, [refusals])
  const focusProblem = () => setRefusals((count) => count + 1)
  const run = async (input: Input) => {
    setBusy(true)
    // Emptied first (its kind kept, so the region keeps its role): a live region given the same
    // words again ("Saved." after "Saved.") still announces them.
    setNotice((current) => (current ? { ...current, text: '' } : current))
    try {
      const answer = await save(input)
      const result = outcome(answer)
      setNotice(
        result.ok
          ? { kind: 'saved', text: i18n._(result.text ?? saveText.saved) }
          : { kind: 'error', text: i18n._(result.text) },
      )
      if (result.ok) await onSaved?.(answer)
      else focusProblem()
      return answer
    } catch {
      setNotice({ kind: 'error', text: i18n._(typeof failed === 'function' ? failed(input) : failed) })
      focusProblem()
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { run, busy, notice, setNotice, formRef }
}
