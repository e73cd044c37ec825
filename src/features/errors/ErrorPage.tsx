import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Component, type ReactNode } from 'react'
import { localizePath } from '~/i18n/locales'
import { publicMessageOfError, statusOfError } from '~/routing/error-status'
import { useLocale } from '~/routing/locale'
import { UNAVAILABLE_STATUS } from '~/routing/unavailable'
import { buttonPrimary } from '~/ui/primitives.css'
import * as css from './ErrorPage.css'
import { reportResponseStatus } from './response-status'

const messages = {
  notFound: msg`This page could not be found`,
  backHome: msg`Back to the home page`,
  generic: msg`Sorry, something went wrong on our side. Please try again in a moment.`,
  unavailable: msg`The service is temporarily unavailable. Please try again shortly; nothing you entered was lost.`,
  pageFailed: msg`An error occurred while showing the error page`,
  goHome: msg`Go back to home`,
}

/**
 * A plain link home (a full page load): the error page must work when the router itself is what
 * failed, so it uses no router link.
 */
function useHomeHref(): string {
  return localizePath('/', useLocale())
}

function ErrorContent({ status, text }: { status: number; text: string }) {
  const { i18n } = useLingui()
  reportResponseStatus(status)
  return (
    <section className={css.wrapper} aria-labelledby="error-title">
      <p className={css.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={css.message}>
        {text}
      </h1>
      <a className={buttonPrimary} href={useHomeHref()}>
        {i18n._(status === 404 ? messages.backHome : messages.goHome)}
      </a>
    </section>
  )
}

/** Spec section 8, last resort: plain markup with no styling or router dependency. */
function ErrorPageFailed() {
  const { i18n } = useLingui()
  let text = messages.pageFailed.message ?? ''
  let link = messages.goHome.message ?? ''
  try {
    text = i18n._(messages.pageFailed)
    link = i18n._(messages.goHome)
  } catch {
    // the catalog itself may be what failed; the source text is still readable
  }
  reportResponseStatus(500)
  return (
    <div role="alert">
      <p>{text}</p>
      <a href={useHomeHref()}>{link}</a>
    </div>
  )
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children
  }
}

/**
 * What the error page says. Computed outside rendering so a hostile or broken error object is
 * caught here: React's error boundaries do not run during server rendering.
 */
function describeError(error: unknown, translate: (d: typeof messages.generic) => string) {
  const status = statusOfError(error)
  const text =
    status === 404
      ? translate(messages.notFound)
      : status === UNAVAILABLE_STATUS
        ? translate(messages.unavailable)
        : (publicMessageOfError(error) ?? translate(messages.generic))
  return { status, text }
}

/** The error page for every route (spec section 8). */
export function ErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  let view: { status: number; text: string }
  try {
    view = describeError(error, (d) => i18n._(d))
  } catch {
    return <ErrorPageFailed />
  }
  return (
    <ErrorPageBoundary>
      <ErrorContent status={view.status} text={view.text} />
    </ErrorPageBoundary>
  )
}

export function NotFoundPage() {
  return <ErrorPage error={{ status: 404 }} />
}
