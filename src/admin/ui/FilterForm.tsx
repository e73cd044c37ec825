import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import * as css from './admin.css'
import { SelectField } from './SelectField'

const text = { show: msg`Show`, any: msg`Any` }

/**
 * A list's filter: a plain GET form, so every filtered view is a link (and works before hydration).
 * The list's route validates what it sends; a bad value is dropped, never an error.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <form method="get" className={css.filterForm} aria-label={label}>
      {children}
      <button type="submit" className={css.button}>
        {i18n._(text.show)}
      </button>
    </form>
  )
}

/** One of the filter's choices; its empty first choice ("Any") means not filtered. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string
  label: string
  name: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
}) {
  const { i18n } = useLingui()
  return (
    <SelectField
      id={id}
      label={label}
      name={name}
      defaultValue={value ?? ''}
      anyLabel={i18n._(text.any)}
      options={options}
    />
  )
}
