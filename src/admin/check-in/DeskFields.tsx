import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ChangeEvent, ReactNode } from 'react'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import * as own from './CheckInPage.css'
import { deskText as text } from './desk-registration-text'

/** A field of the desk form: its id is the form's prefix and its name, its problem the server's. */
type DeskFieldProps = { uid: string; name: string; label: MessageDescriptor; problem: string | undefined }

function DeskField({ uid, name, label, problem, control }: DeskFieldProps & { control: (id: string) => ReactNode }) {
  const { i18n } = useLingui()
  const id = `${uid}-${name}`
  return (
    <CheckedField id={id} label={i18n._(label)} problem={problem}>
      {control(id)}
    </CheckedField>
  )
}

/** A text field typed with the visitor; never filled in from the staff's browser (`autoComplete` off). */
export function DeskInput({ type = 'text', ...field }: DeskFieldProps & { type?: string }) {
  return (
    <DeskField
      {...field}
      control={(id) => (
        <input
          id={id}
          {...problemProps(id, field.problem)}
          name={field.name}
          type={type}
          className={css.input}
          autoComplete="off"
        />
      )}
    />
  )
}

/** A choice that starts unchosen ("Choose…"), so the server's rule says when one is required. */
export function DeskSelect({
  options,
  onChange,
  ...field
}: DeskFieldProps & {
  options: readonly { value: string; label: string }[]
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  const { i18n } = useLingui()
  return (
    <DeskField
      {...field}
      control={(id) => (
        <select
          id={id}
          {...problemProps(id, field.problem)}
          name={field.name}
          className={css.input}
          defaultValue=""
          onChange={onChange}
        >
          <option value="">{i18n._(text.choose)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** A consent box, ticked with the visitor; the server's word on it below it. */
export function DeskConsent({ uid, name, label, problem }: DeskFieldProps) {
  const { i18n } = useLingui()
  const id = `${uid}-${name}`
  return (
    <div className={css.field}>
      <label className={own.consent}>
        <input type="checkbox" name={name} className={css.checkbox} {...problemProps(id, problem)} />
        {i18n._(label)}
      </label>
      {problem ? (
        <p id={`${id}-problem`} className={css.alert}>
          {problem}
        </p>
      ) : null}
    </div>
  )
}
