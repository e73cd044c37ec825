import { useLingui } from '@lingui/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useLocale } from '~/routing/locale'
import { stack } from '~/ui/blocks.css'
import * as css from '~/ui/form.css'
import { buttonPrimary, container, pageTitle } from '~/ui/primitives.css'
import { type ConfirmFormState, registerConfirmPath } from './registration.shared'
import { registerConfirmText as text } from './registration-text'

const MAILED_CODE = /^[A-Z2-7]{26}$/

/**
 * Where a registration's mailed link lands (ADR 037). Opening it does nothing (mail scanners open
 * links): the visitor presses the button, a native form posting the code (with JavaScript, sent to
 * `/api/confirmVisitorRegistration` instead), and is taken to the badge. The link carries the code after `#`, which no request
 * line, log or Referer holds; the page's script moves it into the form and off the address bar.
 * Without JavaScript the fragment cannot be read: the visitor types or pastes the code the mail
 * also shows.
 */
export function RegisterConfirmPage({ form }: { form: ConfirmFormState | null }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [mailed, setMailed] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(form?.message ?? null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const code = new FormData(event.currentTarget).get('code')
    setBusy(true)
    // The API client loads on the first send, not with the page (ADR 023).
    const [{ apiPost }, { RegistrationConfirmAnswer }] = await Promise.all([
      import('~/contracts/api-client'),
      import('~/contracts/answers'),
    ])
    const answer = await apiPost(
      RegistrationConfirmAnswer,
      '/api/confirmVisitorRegistration',
      { code },
      { lang: locale },
    )
    if (answer.ok) return window.location.assign(answer.data.badge)
    setBusy(false)
    setRefusal(answer.msg ?? i18n._(text.failed))
  }
  useEffect(() => {
    // Read at load and whenever the fragment changes (the same link opened again in this tab is no
    // new page load), then taken off the address bar.
    const read = () => {
      const code = window.location.hash.slice(1).toUpperCase()
      if (!MAILED_CODE.test(code)) return
      setMailed(code)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    }
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  return (
    <section className={`${container} ${stack}`} aria-labelledby="register-confirm-title">
      <h1 id="register-confirm-title" className={pageTitle}>
        {i18n._(text.title)}
      </h1>
      <p>{i18n._(mailed ? text.ready : text.intro)}</p>
      <form
        method="post"
        action={registerConfirmPath(locale)}
        className={css.form}
        onSubmit={onSubmit}
        data-testid="register-confirm-form"
      >
        {mailed ? (
          <input type="hidden" name="code" value={mailed} />
        ) : (
          <div className={css.field}>
            <label htmlFor={`${id}-code`} className={css.label}>
              {i18n._(text.code)}
            </label>
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              className={css.input}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={form?.code ?? ''}
              aria-describedby={`${id}-code-hint`}
              required
            />
            <p id={`${id}-code-hint`} className={css.hint}>
              {i18n._(text.codeHint)}
            </p>
          </div>
        )}
        {refusal ? (
          <p role="alert" className={css.statusError} data-testid="register-confirm-error">
            {refusal}
          </p>
        ) : null}
        <div className={css.submitRow}>
          <button type="submit" className={`${buttonPrimary} ${css.submitFont}`} disabled={busy} aria-busy={busy}>
            {i18n._(text.submit)}
          </button>
        </div>
      </form>
    </section>
  )
}
