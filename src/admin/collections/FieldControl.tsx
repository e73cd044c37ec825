import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ParentChoice } from '~/admin/collections/contract'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import type { CollectionField } from './registry'

const text = {
  choose: msg`Choose…`,
  topLevel: msg`None (top level)`,
}

/**
 * One entry of a content type's form (a column, or one language of a localised field), as the
 * control its field's kind calls for: a switch, a choice, a parent, a text area or a text input.
 */
export function FieldControl({
  id,
  label,
  field,
  lang,
  value,
  problem,
  parents,
  itemId,
  onChange,
}: {
  id: string
  label: string
  field: CollectionField
  lang?: string
  value: string
  /** The server's word on a refused value, already in the screen's language. */
  problem: string | undefined
  /** The choices of a `parent` field. */
  parents: readonly ParentChoice[]
  /** The row being edited, which cannot be its own parent. */
  itemId: number | undefined
  onChange: (value: string) => void
}) {
  const { i18n } = useLingui()
  const common = { id, className: css.input, lang, value, ...problemProps(id, problem) }
  const set = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value)
  return (
    <CheckedField id={id} label={label} problem={problem}>
      {field.kind === 'boolean' ? (
        <input
          {...common}
          type="checkbox"
          className={css.checkbox}
          value="true"
          checked={value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
        />
      ) : field.kind === 'enum' ? (
        <select {...common} onChange={set}>
          <option value="">{i18n._(text.choose)}</option>
          {field.values.map((choice) => {
            const worded = field.choices?.[choice]
            return (
              <option key={choice} value={choice}>
                {worded ? i18n._(worded) : choice}
              </option>
            )
          })}
        </select>
      ) : field.kind === 'parent' ? (
        <select {...common} onChange={set}>
          <option value="">{i18n._(text.topLevel)}</option>
          {parents
            .filter((choice) => choice.id !== itemId)
            .map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.titles.join(' · ')}
              </option>
            ))}
        </select>
      ) : field.kind === 'localised' && field.multiline ? (
        <textarea {...common} rows={4} maxLength={field.max} onChange={set} />
      ) : (
        <input
          {...common}
          type={field.kind === 'url' ? 'url' : 'text'}
          maxLength={field.kind === 'country' ? 2 : undefined}
          inputMode={field.kind === 'int' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
          onChange={set}
        />
      )}
    </CheckedField>
  )
}
