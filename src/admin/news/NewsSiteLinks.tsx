import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import * as css from '../ui/admin.css'
import { editorText as text } from './news-editor-text'

/** The public site's two languages, as the editor's links to an item's pages name them. */
const SITE_LANGUAGES = [
  { locale: undefined, preview: text.preview, view: text.view },
  { locale: 'en', preview: text.previewEnglish, view: text.viewEnglish },
] as const

/** A saved item's previews in both languages, each in a new tab, and the hint saying what they show. */
export function NewsPreviewLinks({ id, itemId }: { id: string; itemId: number }) {
  const { i18n } = useLingui()
  return (
    <>
      {SITE_LANGUAGES.map(({ locale, preview }) => (
        <Link
          key={preview.id}
          to="/{-$locale}/preview/news/$id"
          params={{ locale, id: String(itemId) }}
          target="_blank"
          reloadDocument
          aria-describedby={`${id}-preview-hint`}
          className={css.navLink}
        >
          {i18n._(preview)}
        </Link>
      ))}
      <span id={`${id}-preview-hint`} className={css.hint}>
        {i18n._(text.previewHint)}
      </span>
    </>
  )
}

/** A published item's public pages in both languages. */
export function NewsLiveLinks({ itemId }: { itemId: number }) {
  const { i18n } = useLingui()
  return (
    <p className={css.nav} data-testid="news-live-links">
      <span className={css.hint}>{i18n._(text.liveAt)}</span>
      {SITE_LANGUAGES.map(({ locale, view }) => (
        <Link
          key={view.id}
          to="/{-$locale}/news/$id"
          params={{ locale, id: String(itemId) }}
          reloadDocument
          className={css.navLink}
        >
          {i18n._(view)}
        </Link>
      ))}
    </p>
  )
}
