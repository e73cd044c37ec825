import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { RichHtml } from '~/features/page-blocks'
import { NoticeVersionField, privacyNoticeQuery } from '~/features/privacy-notice'
import * as css from '../ui/admin.css'
import type { DeskRegistrationInput } from './desk-contract'
import { deskText as text } from './desk-registration-text'

/**
 * The registration's privacy notice in the language the visitor chose (the one they read), its
 * version sent with the form; without it the desk says so, since a registration needs it.
 */
export function DeskPrivacyNotice({ uid, visitorLang }: { uid: string; visitorLang: DeskRegistrationInput['lang'] }) {
  const { i18n } = useLingui()
  const notice = useQuery(privacyNoticeQuery('registration', visitorLang))
  const titleId = `${uid}-notice`
  return (
    <section aria-labelledby={titleId} lang={visitorLang === 'en' ? 'en' : 'zh-CN'}>
      <h3 id={titleId}>{i18n._(text.noticeTitle)}</h3>
      {notice.data ? (
        <RichHtml html={notice.data.html} testId="desk-privacy-notice" />
      ) : notice.isError || notice.data === null ? (
        <p className={css.alert}>{i18n._(text.noNotice)}</p>
      ) : null}
      <NoticeVersionField notice={notice.data ?? null} />
    </section>
  )
}
