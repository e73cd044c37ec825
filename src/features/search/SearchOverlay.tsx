import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { useLocaleParams } from '~/routing/locale'
import { CloseIcon, SearchIcon } from '~/ui/icons'
import { closeWithoutPopovers, popoversSupported } from '~/ui/popover-fallback'
import * as css from './SearchOverlay.css'
import { SEARCH_OVERLAY_ID, searchKeywords } from './search'

const text = {
  title: msg`Search news`,
  label: msg`Keywords`,
  placeholder: msg`Enter keywords`,
  submit: msg`Search`,
  close: msg`Close search`,
}

/** Keywords that are not only spaces: the browser refuses a blank search before any script runs. */
const NOT_BLANK = '.*\\S.*'

/**
 * The search overlay (spec sections 4 and 5), a native popover that works before the page's
 * JavaScript has run (ADR 028): the header's button opens it (`popovertarget`), the browser focuses
 * the keywords, Escape, the close button and a click outside close it and hand focus back to the
 * button, and the form is a GET to search-news in a new window (`target="_blank"`). Once its code
 * has hydrated it (loaded when it is opened, see index.ts), a blank search does nothing (not even the
 * browser's message) and a search closes the overlay.
 */
export function SearchOverlay() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const router = useRouter()
  const overlay = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const action = router.buildLocation({ to: '/{-$locale}/search-news', params: localeParams }).href

  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const keywords = searchKeywords(input.current?.value ?? '')
    if (keywords === null || !input.current) {
      e.preventDefault()
      input.current?.focus()
      return
    }
    // The browser goes on to submit the form to the new window; the overlay closes here.
    input.current.value = keywords
    if (popoversSupported()) overlay.current?.hidePopover()
    else closeWithoutPopovers(SEARCH_OVERLAY_ID)
  }

  return (
    <div
      ref={overlay}
      id={SEARCH_OVERLAY_ID}
      popover="auto"
      role="dialog"
      className={css.dialog}
      aria-labelledby={titleId}
      data-testid="search-overlay"
    >
      <h2 id={titleId} className={css.title}>
        {i18n._(text.title)}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: older WebViews (WeChat's among them) give the <search> element no landmark role; role="search" works everywhere */}
      <form
        ref={form}
        role="search"
        className={css.form}
        action={action}
        method="get"
        target="_blank"
        rel="noopener"
        onSubmit={onSubmit}
      >
        <label className={css.srOnlyLabel} htmlFor={`${titleId}-q`}>
          {i18n._(text.label)}
        </label>
        <input
          ref={input}
          id={`${titleId}-q`}
          name="keywords"
          type="search"
          className={css.input}
          placeholder={i18n._(text.placeholder)}
          autoComplete="off"
          enterKeyHint="search"
          required
          pattern={NOT_BLANK}
          // The popover's own focusing steps move focus here when it opens (no script needed).
          autoFocus
        />
        <button type="submit" className={css.submit}>
          <SearchIcon />
          <span>{i18n._(text.submit)}</span>
        </button>
      </form>
      <button
        type="button"
        className={css.close}
        popoverTarget={SEARCH_OVERLAY_ID}
        popoverTargetAction="hide"
        onClick={() => closeWithoutPopovers(SEARCH_OVERLAY_ID)}
        aria-label={i18n._(text.close)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
