import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import type { NewsValues } from './news-editor'
import { editorText as text } from './news-editor-text'

// TipTap is the back office's largest piece: it loads only when an editor opens a news item.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

/** The item's two languages, side by side: the suffix of their fields, their BCP 47 tag, their heading. */
export const NEWS_LANGUAGES = [
  { suffix: 'Cn', lang: 'zh-CN', heading: text.chinese },
  { suffix: 'En', lang: 'en', heading: text.english },
] as const

/** One language's title, summary and text, beside the other language's. */
export function NewsLanguageFields({
  id,
  language: { suffix, lang, heading },
  values,
  editorKey,
  onEdit,
}: {
  /** The screen's id, which the fields' ids start with. */
  id: string
  language: (typeof NEWS_LANGUAGES)[number]
  values: NewsValues
  /** Changes when the fields are replaced (a colleague's version loaded): the text editor starts again. */
  editorKey: number
  onEdit: <K extends keyof NewsValues>(key: K, value: NewsValues[K]) => void
}) {
  const { i18n } = useLingui()
  // The editor is loaded in the browser only: pages are rendered to a string, without Suspense.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const titleKey = `title${suffix}` as const
  const summaryKey = `summary${suffix}` as const
  const bodyKey = `body${suffix}` as const
  const placeholder = <p className={css.editorPlaceholder}>{i18n._(text.loadingEditor)}</p>
  return (
    <fieldset className={css.form} lang={lang}>
      <legend>{i18n._(heading)}</legend>
      <TextField
        id={`${id}-${titleKey}`}
        label={i18n._(text.title)}
        value={values[titleKey]}
        maxLength={200}
        onChange={(e) => onEdit(titleKey, e.currentTarget.value)}
      />
      <div className={css.field}>
        <label htmlFor={`${id}-${summaryKey}`}>{i18n._(text.summary)}</label>
        <textarea
          id={`${id}-${summaryKey}`}
          className={css.input}
          rows={3}
          maxLength={500}
          value={values[summaryKey]}
          onChange={(e) => onEdit(summaryKey, e.currentTarget.value)}
        />
      </div>
      <div className={css.field}>
        <span id={`${id}-${bodyKey}`}>{i18n._(text.body)}</span>
        {inBrowser ? (
          <Suspense fallback={placeholder}>
            <RichTextEditor
              key={editorKey}
              labelledBy={`${id}-${bodyKey}`}
              lang={lang}
              initialHtml={values[bodyKey]}
              onChange={(html) => onEdit(bodyKey, html)}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </fieldset>
  )
}
