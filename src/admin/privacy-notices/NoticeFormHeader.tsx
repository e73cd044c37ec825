import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { NOTICE_PLACEHOLDERS, PRIVACY_NOTICE_FORMS, type PrivacyNoticeForm } from '~/contracts/privacy-notice'
import * as css from '../ui/admin.css'
import { formText, placeholderText, noticesText as text } from './privacy-notices-text'

/**
 * Above the editor: a link to each form's notice (the one shown marked), its name, whether it has
 * none yet, and the placeholders the site fills in.
 */
export function NoticeFormHeader({ form, hasNotice }: { form: PrivacyNoticeForm; hasNotice: boolean }) {
  const { i18n } = useLingui()
  return (
    <>
      <nav aria-label={i18n._(text.forms)} className={css.nav}>
        {PRIVACY_NOTICE_FORMS.map((other) => (
          <Link
            key={other}
            to="/admin/privacy-notices"
            search={{ form: other }}
            className={css.navLink}
            aria-current={other === form ? 'page' : undefined}
          >
            {i18n._(formText[other])}
          </Link>
        ))}
      </nav>
      <h2>{i18n._(formText[form])}</h2>
      {hasNotice ? null : <p>{i18n._(text.none)}</p>}
      <div className={css.panel}>
        <p>{i18n._(text.placeholders)}</p>
        <ul>
          {NOTICE_PLACEHOLDERS.map((name) => (
            <li key={name}>
              <code>{`{${name}}`}</code>: {i18n._(placeholderText[name])}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
