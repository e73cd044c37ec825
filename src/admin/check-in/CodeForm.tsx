import { useLingui } from '@lingui/react'
import { type FormEvent, useId, useRef } from 'react'
import * as css from '../ui/admin.css'
import * as own from './CheckInPage.css'
import { checkInText as text } from './check-in-text'

/**
 * The badge code typed at the door. A native form: without the page's code it posts to this page,
 * which answers with the result; with it, the field is emptied and kept focused for the next badge.
 */
export function CodeForm({ gate, onCode }: { gate: string | null; onCode: (code: string) => void }) {
  const { i18n } = useLingui()
  const uid = useId()
  const codeInput = useRef<HTMLInputElement>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = codeInput.current
    if (!input?.value.trim()) return
    onCode(input.value)
    input.value = ''
    input.focus()
  }

  return (
    <form method="post" onSubmit={onSubmit} className={own.row} data-testid="check-in-form">
      <input type="hidden" name="gate" value={gate ?? ''} />
      <label htmlFor={`${uid}-code`}>{i18n._(text.code)}</label>
      <input
        id={`${uid}-code`}
        ref={codeInput}
        name="code"
        className={`${css.input} ${own.code}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={`${uid}-code-hint`}
        required
      />
      <button type="submit" className={css.button}>
        {i18n._(text.checkIn)}
      </button>
      <p id={`${uid}-code-hint`} className={css.hint}>
        {i18n._(text.codeHint)}
      </p>
    </form>
  )
}
