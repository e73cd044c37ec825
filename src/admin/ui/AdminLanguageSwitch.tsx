import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localeOfLingui } from '~/i18n/locales'
import { chooseAdminLanguage } from '../auth/language.functions'
import { ActionStatus } from './ActionStatus'
import * as css from './admin.css'
import { useSave } from './use-save'

const text = {
  language: msg`Language`,
  chinese: msg`中文`,
  english: msg`English`,
  failed: msg`The language could not be changed. Please try again.`,
}

/**
 * The back office speaks the editor's language, not the page's: the choice is a cookie, remembered
 * in this browser, and the page reloads in it. Each button names its language in that language.
 */
export function AdminLanguageSwitch() {
  const { i18n } = useLingui()
  const current = localeOfLingui(i18n.locale)
  const change = useSave({
    save: (locale: 'cn' | 'en') => chooseAdminLanguage({ data: { locale } }),
    // The page itself, reloaded in the language chosen, is the answer.
    outcome: () => ({ ok: true, text: null }),
    failed: text.failed,
    onSaved: () => window.location.reload(),
  })
  const choose = (locale: 'cn' | 'en') => void change.run(locale)
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
      {/* Only once it has words: this switch sits on every screen beside the screen's own region. */}
      {change.notice?.text ? <ActionStatus notice={change.notice} ref={change.statusRef} /> : null}
    </nav>
  )
}
