import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, type MouseEvent, useEffect, useId, useRef } from 'react'
import { useShellState, useShellStore } from '~/features/shell'
import { useLocaleParams } from '~/routing/locale'
import { CloseIcon, SearchIcon } from '~/ui/icons'
import * as css from './SearchOverlay.css'
import { searchKeywords } from './search'

const text = {
  title: msg`Search news`,
  label: msg`Keywords`,
  placeholder: msg`Enter keywords`,
  submit: msg`Search`,
  close: msg`Close search`,
}

/**
 * The search overlay (spec sections 4 and 5): a modal `<dialog>` driven by `searchVisible` in the
 * shared store. Closed by the close button, a click on the backdrop, Escape, or a non-empty search,
 * which opens the search-news page in a new window. Focus moves in and returns to the opener.
 */
export function SearchOverlay() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const router = useRouter()
  const store = useShellStore()
  const visible = useShellState((s) => s.searchVisible)
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (visible && !el.open) {
      opener.current = document.activeElement as HTMLElement | null
      el.showModal()
      input.current?.focus()
    } else if (!visible && el.open) {
      el.close()
      opener.current?.focus()
      opener.current = null
    }
  }, [visible])

  const close = () => store.setSearchVisible(false)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const keywords = searchKeywords(input.current?.value ?? '')
    if (keywords === null) {
      input.current?.focus()
      return
    }
    close()
    const { href } = router.buildLocation({ to: '/{-$locale}/search-news', params: localeParams, search: { keywords } })
    window.open(href, '_blank', 'noopener')
  }

  // The dialog element itself is the backdrop area; its content box is the panel.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; keyboards close it with Escape (onCancel) and the close button
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={onClick}
      data-testid="search-overlay"
    >
      <div className={css.panel}>
        <h2 id={titleId} className={css.title}>
          {i18n._(text.title)}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: older WebViews (WeChat's among them) give the <search> element no landmark role; role="search" works everywhere */}
        <form role="search" className={css.form} onSubmit={onSubmit}>
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
          />
          <button type="submit" className={css.submit}>
            <SearchIcon />
            <span>{i18n._(text.submit)}</span>
          </button>
        </form>
        <button type="button" className={css.close} onClick={close} aria-label={i18n._(text.close)}>
          <CloseIcon />
        </button>
      </div>
    </dialog>
  )
}
