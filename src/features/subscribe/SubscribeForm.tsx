import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { RichHtml } from '~/features/page-blocks'
import { NoticeVersionField } from '~/features/privacy-notice'
import { useShellData } from '~/features/shell'
import { showToast } from '~/features/toast'
import { useLocale } from '~/routing/locale'
import * as css from './SubscribeForm.css'
import {
  newsletterTitle,
  type SubscribeField,
  type SubscribeFormState,
  subscribePagePath,
} from './subscribe-form.shared'
import type { SubscribeBody } from './subscribe-submit'

/** Spec section 9: the page reloads 2 s after a successful subscription. */
const SUBSCRIBE_RELOAD_DELAY_MS = 2_000

const text = {
  title: newsletterTitle,
  intro: msg`Get fair news, exhibitor updates and visitor information by e-mail.`,
  name: msg`Name`,
  email: msg`E-mail`,
  company: msg`Company`,
  position: msg`Position`,
  consent: msg`I have read the privacy notice and agree that my details are used to send me the newsletter.`,
  privacy: msg`Privacy notice`,
  honeypot: msg`Leave this field empty`,
  submit: msg`Subscribe`,
  sending: msg`Sending…`,
  network: msg`The form could not be sent. Please check your connection and try again.`,
  submitted: msg`Submission Successful`,
  confirmByMail: msg`Thank you. If this address is new to our list, we are sending it an e-mail: the subscription starts when you confirm with the link in it.`,
}

/**
 * The spec's reload, as a GET of the page's address. When the page is the answer to a plain post
 * (a refused news-letter or booth form), `location.reload()` sends that post again unless the
 * history entry was replaced since (the router does so when it starts today; this does not depend
 * on it). The fragment is left out, or the browser would only scroll.
 */
function reloadWithGet() {
  window.location.replace(window.location.pathname + window.location.search)
}

type Status = 'idle' | 'loading' | 'success' | 'failure'
type Field = SubscribeField

interface SubscribeFormProps {
  /** A refused plain post sent back by the server (entries and message); the footer has none. */
  initial?: SubscribeFormState | null
  /** A plain post was accepted (`?sent=1` on the news-letter page). */
  sent?: boolean
  /** `h1` where the form is the page (the news-letter page), `h2` in the footer. */
  heading?: 'h1' | 'h2'
}

/**
 * The footer news-letter form. The browser checks with the server's own valibot schema (same
 * messages, same order: name, email, company, position, e-mail format, consent); the first failure
 * stops the submission, marks and focuses its field and shows an error toast. The server checks again.
 * The check and the call load on the first submit (subscribe-submit.ts). Without JavaScript, or
 * submitted before the footer hydrated, the form posts to the news-letter page (a real POST, so
 * nothing typed ends up in a URL), which answers as the API does (subscribe-form-post.server.ts).
 */
export function SubscribeForm({ initial = null, sent = false, heading: Heading = 'h2' }: SubscribeFormProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // The newsletter's own notice, carried by the layout (every page's footer has this form).
  const privacy = useShellData().subscriptionNotice
  const [status, setStatus] = useState<Status>('idle')
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(initial?.invalid ?? null)
  // The server's outcome of a plain post (`sent`, `initial.failed`) shows until the visitor sends again.
  const [serverOutcomeShown, setServerOutcomeShown] = useState(true)
  const busy = useRef(false)
  const id = useId()
  const fieldId = (f: Field | 'website') => `${id}-${f}`

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (busy.current) return // a second submit while checking or sending is ignored
    busy.current = true
    setServerOutcomeShown(false)
    const data = new FormData(e.currentTarget)
    const body: SubscribeBody = {
      truename: String(data.get('truename') ?? ''),
      email: String(data.get('email') ?? ''),
      company: String(data.get('company') ?? ''),
      position: String(data.get('position') ?? ''),
      consent: data.get('consent') === 'on',
      website: String(data.get('website') ?? ''),
      noticeVersion: String(data.get('noticeVersion') ?? ''),
    }
    let submit: typeof import('./subscribe-submit')
    try {
      submit = await import('./subscribe-submit')
    } catch {
      // A failed download (the chunk-reload guard may reload the page): nothing was sent.
      busy.current = false
      setStatus('failure')
      showToast('error', i18n._(text.network))
      return
    }
    const failure = submit.firstInvalidField((d) => i18n._(d), body)
    if (failure) {
      busy.current = false
      setInvalid(failure)
      showToast('error', failure.message)
      document.getElementById(fieldId(failure.field))?.focus()
      return
    }
    setInvalid(null)
    setStatus('loading')
    const outcome = await submit.sendSubscription(body, locale)
    if (outcome.ok) {
      setStatus('success')
      showToast('success', i18n._(submit.submitted))
      window.setTimeout(reloadWithGet, SUBSCRIBE_RELOAD_DELAY_MS)
      return
    }
    busy.current = false
    setStatus('failure')
    showToast('error', outcome.msg ?? i18n._(text.network))
  }

  const errorOf = (f: Field) => (invalid?.field === f ? invalid.message : undefined)
  const input = (f: Exclude<Field, 'consent'>, label: (typeof text)['name'], type: string, autoComplete: string) => (
    <div className={css.field}>
      <label htmlFor={fieldId(f)} className={css.label}>
        {i18n._(label)}
      </label>
      <input
        id={fieldId(f)}
        name={f}
        type={type}
        autoComplete={autoComplete}
        className={css.input}
        aria-invalid={errorOf(f) ? true : undefined}
        aria-describedby={errorOf(f) ? `${fieldId(f)}-error` : undefined}
        maxLength={f === 'email' ? 254 : 200}
        defaultValue={initial?.values[f]}
      />
      {errorOf(f) ? (
        <p id={`${fieldId(f)}-error`} className={css.error} data-error-for={f}>
          {errorOf(f)}
        </p>
      ) : null}
    </div>
  )

  return (
    <section aria-labelledby={`${id}-title`} className={css.section}>
      <Heading id={`${id}-title`} className={css.title}>
        {i18n._(text.title)}
      </Heading>
      <p className={css.intro}>{i18n._(text.intro)}</p>
      {serverOutcomeShown && sent ? (
        <p role="status" className={css.notice} data-testid="subscribe-success">
          <strong>{i18n._(text.submitted)}</strong> {i18n._(text.confirmByMail)}
        </p>
      ) : null}
      {serverOutcomeShown && initial?.failed ? (
        <p role="alert" className={css.error} data-testid="subscribe-error">
          {initial.failed}
        </p>
      ) : null}
      <form
        method="post"
        action={subscribePagePath(locale)}
        noValidate
        onSubmit={onSubmit}
        className={css.form}
        aria-busy={status === 'loading'}
        data-status={status}
        data-testid="subscribe-form"
      >
        {input('truename', text.name, 'text', 'name')}
        {input('email', text.email, 'email', 'email')}
        {input('company', text.company, 'text', 'organization')}
        {input('position', text.position, 'text', 'organization-title')}
        <div className={css.honeypot} aria-hidden="true">
          <label htmlFor={fieldId('website')}>{i18n._(text.honeypot)}</label>
          <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={css.consent}>
          <input
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            className={css.checkbox}
            defaultChecked={Boolean(initial?.values.consent)}
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={`${fieldId('consent')}-notice${errorOf('consent') ? ` ${fieldId('consent')}-error` : ''}`}
          />
          <label htmlFor={fieldId('consent')}>{i18n._(text.consent)}</label>
        </div>
        <details className={css.privacy} id={`${fieldId('consent')}-notice`}>
          <summary>{i18n._(text.privacy)}</summary>
          <RichHtml html={privacy?.html} />
        </details>
        <NoticeVersionField notice={privacy} />
        {errorOf('consent') ? (
          <p id={`${fieldId('consent')}-error`} className={css.error} data-error-for="consent">
            {errorOf('consent')}
          </p>
        ) : null}
        <button type="submit" className={css.submit} aria-disabled={status === 'loading' || status === 'success'}>
          {i18n._(status === 'loading' ? text.sending : text.submit)}
        </button>
      </form>
    </section>
  )
}
