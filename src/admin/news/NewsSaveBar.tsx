import { useLingui } from '@lingui/react'
import type { NewsStatus } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { NewsPreviewLinks } from './NewsSiteLinks'
import { type NewsValues, saveButtonText } from './news-editor'
import { editorText as text } from './news-editor-text'

/** The save button, saying what a save does to the public site, and a saved item's previews. */
export function NewsSaveBar({
  id,
  busy,
  values,
  savedStatus,
  itemId,
}: {
  /** The screen's id, which the preview hint's id starts with. */
  id: string
  busy: boolean
  values: NewsValues
  savedStatus: NewsStatus | undefined
  /** Absent until a new item is saved: there is nothing to preview yet. */
  itemId: number | undefined
}) {
  const { i18n } = useLingui()
  return (
    <div className={css.nav}>
      <button type="submit" className={css.button} disabled={busy}>
        {i18n._(
          busy ? text.saving : saveButtonText(values.status, savedStatus, formatBeijingTime(i18n, values.publishedAt)),
        )}
      </button>
      {itemId !== undefined && <NewsPreviewLinks id={id} itemId={itemId} />}
    </div>
  )
}
