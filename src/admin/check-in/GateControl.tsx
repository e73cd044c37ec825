import { useLingui } from '@lingui/react'
import { type FormEvent, useId, useState } from 'react'
import * as css from '../ui/admin.css'
import * as own from './CheckInPage.css'
import { checkInText as text } from './check-in-text'

/** The device's gate: shown with a way to change it once named, otherwise the form that names it. */
export function GateControl({ gate, onSave }: { gate: string | null; onSave: (gate: string) => void }) {
  const { i18n } = useLingui()
  const inputId = `${useId()}-gate`
  const [editing, setEditing] = useState(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('gate') ?? '').trim()
    if (!value) return
    onSave(value)
    setEditing(false)
  }

  if (gate && !editing)
    return (
      <p className={own.row}>
        {i18n._(text.gate)}: <strong data-testid="check-in-gate">{gate}</strong>
        <button type="button" className={css.quietButton} onClick={() => setEditing(true)}>
          {i18n._(text.changeGate)}
        </button>
      </p>
    )
  return (
    <form method="post" onSubmit={onSubmit} className={own.row}>
      <label htmlFor={inputId}>{i18n._(text.gate)}</label>
      <input id={inputId} name="gate" className={css.input} defaultValue={gate ?? ''} required maxLength={40} />
      <button type="submit" className={css.button}>
        {i18n._(text.saveGate)}
      </button>
      <p className={css.hint}>{i18n._(text.gateHint)}</p>
    </form>
  )
}
