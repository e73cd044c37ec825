import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { SubscribeAnswer } from '~/contracts/answers'
import { apiPost } from '~/contracts/api-client'
import { useLocale } from '~/routing/locale'
import { stack } from '~/ui/blocks.css'
import { buttonPrimary, container, pageTitle } from '~/ui/primitives.css'

const pages = {
  confirm: {
    title: msg`Confirm your newsletter subscription`,
    text: msg`Press the button to confirm that you want to receive the newsletter at this address.`,
    button: msg`Confirm my subscription`,
    api: '/api/confirmSubscription',
  },
  unsubscribe: {
    title: msg`Unsubscribe from the newsletter`,
    text: msg`Press the button to stop receiving the newsletter. Your details will be deleted.`,
    button: msg`Unsubscribe`,
    api: '/api/unsubscribe',
  },
} as const

const text = {
  missing: msg`This link is incomplete. Please open the link from the e-mail again.`,
  network: msg`The request could not be sent. Please check your connection and try again.`,
}

/**
 * Where a mailed link lands: the action happens only on a button press (a POST), never on the GET,
 * so a mail scanner that opens links confirms or unsubscribes nobody.
 */
export function MailedLinkPage({ kind, token }: { kind: keyof typeof pages; token: string | undefined }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const page = pages[kind]
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const act = async () => {
    if (!token) return
    setBusy(true)
    const outcome = await apiPost(
      SubscribeAnswer,
      `${page.api}?token=${encodeURIComponent(token)}`,
      {},
      { lang: locale },
    )
    setBusy(false)
    setAnswer({ ok: outcome.ok, text: outcome.msg ?? i18n._(text.network) })
  }
  return (
    <section className={`${container} ${stack}`} aria-labelledby="mailed-link-title">
      <h1 id="mailed-link-title" className={pageTitle}>
        {i18n._(page.title)}
      </h1>
      {token ? (
        <>
          <p>{i18n._(page.text)}</p>
          {answer?.ok ? null : (
            <button type="button" className={buttonPrimary} disabled={busy} onClick={() => void act()}>
              {i18n._(page.button)}
            </button>
          )}
          <p role={answer?.ok === false ? 'alert' : 'status'}>{answer?.text}</p>
        </>
      ) : (
        <p role="alert">{i18n._(text.missing)}</p>
      )}
    </section>
  )
}
