import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localeOfLingui } from '~/i18n/locales'
import { chooseAdminLanguage } from '../auth/language.functions'
import * as css from './admin.css'

const text = { language: msg`Language`, chinese: msg`中文`, english: msg`English` }

/**
 * The back office speaks the editor's language, not the page's: the choice is a cookie, remembered
 * in this browser, and the page reloads in it. Each button names its language in that language.
 */
export function AdminLanguageSwitch() {
  const { i18n } = useLingui()
  const current = localeOfLingui(i18n.locale)
  const choose = async (locale: 'cn' | 'en') => {
    await chooseAdminLanguage({ data: { locale } })
    window.location.reload()
  }
  return (
    <nav aria-label={i18n._(text.language)} className={css.nav}>
      <button
        type="button"
        className={css.quietButton}
        lang="zh-CN"
        aria-pressed={current === 'cn'}
        onClick={() => choose('cn')}
      >
        {i18n._(text.chinese)}
      </button>
      <button
        type="button"
        className={css.quietButton}
        lang="en"
        aria-pressed={current === 'en'}
        onClick={() => choose('en')}
      >
        {i18n._(text.english)}
      </button>
    </nav>
  )
}
