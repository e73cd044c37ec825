import type { SelectHTMLAttributes } from 'react'
import * as css from './admin.css'

/**
 * A labelled select, the back office's one way to write one. `anyLabel` adds an empty first choice
 * (a filter that is not set); `hint` is a line under it that screen readers hear with the field.
 */
export function SelectField({
  id,
  label,
  options,
  anyLabel,
  hint,
  ...select
}: {
  id: string
  label: string
  options: readonly { value: string; label: string }[]
  anyLabel?: string
  hint?: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={css.input} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
