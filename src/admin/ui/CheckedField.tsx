import type { ReactNode } from 'react'
import * as css from './admin.css'

/** How a control of a checked form points at its problem (`aria-invalid`, `aria-describedby`). */
export function problemProps(id: string, problem: string | undefined) {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  } as const
}

/**
 * A labelled control of a form the server checks: the label, the control (given the same `id`, with
 * `problemProps`), and the server's word on it when it was refused.
 */
export function CheckedField({
  id,
  label,
  problem,
  children,
}: {
  id: string
  label: string
  problem: string | undefined
  children: ReactNode
}) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {problem && (
        <p id={`${id}-problem`} className={css.alert}>
          {problem}
        </p>
      )}
    </div>
  )
}
