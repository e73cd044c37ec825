import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import * as css from '../ui/admin.css'
import type { NoticeProblem } from './contract'
import type { NoticeBody } from './notice-editor'
import { problemText, noticesText as text } from './privacy-notices-text'

// TipTap loads only when the screen opens, as in the news editor.
const RichTextEditor = lazy(() => import('../news/RichTextEditor'))

/** One language's text of the notice in the office's rich-text editor, marked when refused. */
export function NoticeLanguageField({
  id,
  body,
  lang,
  heading,
  html,
  editorKey,
  problem,
  onChange,
}: {
  /** The screen's id, which the legend's id starts with. */
  id: string
  body: NoticeBody
  lang: string
  heading: MessageDescriptor
  html: string
  /** Changes when the text is replaced (a colleague's version loaded): the editor starts again. */
  editorKey: number
  problem: NoticeProblem | undefined
  onChange: (body: NoticeBody, html: string) => void
}) {
  const { i18n } = useLingui()
  // The editor is loaded in the browser only: pages are rendered to a string, without Suspense.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const placeholder = <p className={css.editorPlaceholder}>{i18n._(text.loadingEditor)}</p>
  return (
    <fieldset className={css.form} lang={lang}>
      <legend id={`${id}-${body}`}>{i18n._(heading)}</legend>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <RichTextEditor
            key={editorKey}
            labelledBy={`${id}-${body}`}
            lang={lang}
            initialHtml={html}
            onChange={(next) => onChange(body, next)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {problem ? (
        <p className={css.alert} data-problem-for={body}>
          {i18n._(problemText[problem])}
        </p>
      ) : null}
    </fieldset>
  )
}
