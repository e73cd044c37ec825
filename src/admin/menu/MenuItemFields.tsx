import { useLingui } from '@lingui/react'
import type { Ref } from 'react'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import type { MenuProblem } from './contract'
import type { MenuItemEdit } from './menu-item-form'
import { problemText } from './menu-item-text'

/** A label or the external link: a text input, marked when the server refused it. */
export function MenuTextField({
  id,
  entry,
  label,
  lang,
  value,
  problem,
  onEdit,
  ref,
}: {
  /** The form's id, which the input's id starts with. */
  id: string
  entry: 'titleCn' | 'titleEn' | 'outLink'
  label: string
  lang?: string
  value: string
  problem: MenuProblem | undefined
  onEdit: MenuItemEdit
  ref?: Ref<HTMLInputElement>
}) {
  const { i18n } = useLingui()
  const inputId = `${id}-${entry}`
  return (
    <CheckedField id={inputId} label={label} problem={problem ? i18n._(problemText[problem]) : undefined}>
      <input
        id={inputId}
        ref={ref}
        className={css.input}
        lang={lang}
        type={entry === 'outLink' ? 'url' : 'text'}
        value={value}
        onChange={(e) => onEdit(entry, e.currentTarget.value)}
        {...problemProps(inputId, problem)}
      />
    </CheckedField>
  )
}

/** A switch of the item: its own window, or hidden from the public site. */
export function MenuToggle({
  entry,
  label,
  describedBy,
  checked,
  onEdit,
}: {
  entry: 'newWindow' | 'hidden'
  label: string
  describedBy?: string
  checked: boolean
  onEdit: MenuItemEdit
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onEdit(entry, e.currentTarget.checked)}
      />{' '}
      {label}
    </label>
  )
}
