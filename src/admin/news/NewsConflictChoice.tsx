import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { editorText as text } from './news-editor-text'

/**
 * After a colleague's newer save refused ours: drop what was typed for their version, or save it
 * over theirs. Nothing is lost until the editor chooses.
 */
export function NewsConflictChoice({
  busy,
  onLoadTheirs,
  onKeepMine,
}: {
  busy: boolean
  onLoadTheirs: () => void
  onKeepMine: () => void
}) {
  const { i18n } = useLingui()
  return (
    <div className={css.nav}>
      <button type="button" className={css.quietButton} onClick={onLoadTheirs}>
        {i18n._(text.loadTheirs)}
      </button>
      <button type="button" className={css.button} disabled={busy} onClick={onKeepMine}>
        {i18n._(text.keepMine)}
      </button>
    </div>
  )
}
