import { useLingui } from '@lingui/react'
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { fromBeijingInput, toBeijingInput } from '../ui/beijing-time'
import { TextField } from '../ui/TextField'
import type { NewsValues } from './news-editor'
import { editorText as text } from './news-editor-text'
import { categoryText, statusText } from './news-text'

/** The item's category, status and publish date (Beijing time), in a row above its texts. */
export function NewsMetaFields({
  id,
  values,
  onEdit,
}: {
  /** The screen's id, which the fields' ids start with. */
  id: string
  values: NewsValues
  onEdit: <K extends keyof NewsValues>(key: K, value: NewsValues[K]) => void
}) {
  const { i18n } = useLingui()
  return (
    <div className={css.nav}>
      <div className={css.field}>
        <label htmlFor={`${id}-category`}>{i18n._(text.category)}</label>
        <select
          id={`${id}-category`}
          className={css.input}
          value={values.category}
          onChange={(e) => {
            const category = NEWS_CATEGORIES.find((c) => c === e.currentTarget.value)
            if (category) onEdit('category', category)
          }}
        >
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n._(categoryText[category])}
            </option>
          ))}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor={`${id}-status`}>{i18n._(text.status)}</label>
        <select
          id={`${id}-status`}
          className={css.input}
          value={values.status}
          onChange={(e) => {
            const status = NEWS_STATUSES.find((s) => s === e.currentTarget.value)
            if (status) onEdit('status', status)
          }}
        >
          {NEWS_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(statusText[status])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-date`}
        label={i18n._(text.publishedAt)}
        type="datetime-local"
        required
        value={toBeijingInput(values.publishedAt)}
        onChange={(e) => {
          const iso = fromBeijingInput(e.currentTarget.value)
          if (iso) onEdit('publishedAt', iso)
        }}
      />
    </div>
  )
}
