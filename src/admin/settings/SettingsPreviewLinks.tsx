import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import * as css from '../ui/admin.css'
import { settingsText as text } from './settings-text'

/** After a preview was prepared: the home page in both languages with the values typed, unsaved. */
export function SettingsPreviewLinks() {
  const { i18n } = useLingui()
  return (
    <div role="status" className={css.panel}>
      <p>{i18n._(text.previewReady)}</p>
      <ul>
        <li>
          <Link to="/{-$locale}/preview/settings" params={{ locale: undefined }} target="_blank">
            {i18n._(text.previewChinese)}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/preview/settings" params={{ locale: 'en' }} target="_blank">
            {i18n._(text.previewEnglish)}
          </Link>
        </li>
      </ul>
    </div>
  )
}
