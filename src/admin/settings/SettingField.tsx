import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import type { SettingProblem } from './contract'
import { inputAttributes, type SettingInput, shownValue, storedValue } from './settings-form'
import { problemText, settingsText } from './settings-text'

/** One stored entry's input, labelled (with its language for a pair) and marked when refused. */
export function SettingField({
  id,
  input: { entry, kind, language },
  label,
  value,
  problem,
  onChange,
}: {
  /** The form's id, which the input's id starts with. */
  id: string
  input: SettingInput
  label: string
  value: string | undefined
  problem: SettingProblem | undefined
  onChange: (entry: string, value: string) => void
}) {
  const { i18n } = useLingui()
  const inputId = `${id}-${entry}`
  const fullLabel = language ? `${label} (${i18n._(settingsText[language.name])})` : label
  return (
    <CheckedField id={inputId} label={fullLabel} problem={problem ? i18n._(problemText[problem]) : undefined}>
      <input
        id={inputId}
        className={css.input}
        lang={language?.lang}
        {...inputAttributes(kind)}
        value={shownValue(kind, value)}
        onChange={(e) => onChange(entry, storedValue(kind, e.currentTarget.value))}
        {...problemProps(inputId, problem)}
      />
    </CheckedField>
  )
}
