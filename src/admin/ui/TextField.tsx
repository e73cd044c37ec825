import type { InputHTMLAttributes } from 'react'
import * as css from './admin.css'

/** A labelled input, the back office's one way to write one. */
export function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={css.input} {...input} />
    </div>
  )
}
