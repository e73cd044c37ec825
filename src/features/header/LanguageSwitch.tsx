import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { LINGUI_LOCALE, type Locale, localizePath, stripLocale } from '~/i18n/locales'
import { useLocale } from '~/routing/locale'
import { isPrivatePagePath } from '~/routing/private-pages'
import { GlobeIcon } from '~/ui/icons'
import { visuallyHidden } from '~/ui/primitives.css'
import { langIcon, langSwitch } from './LanguageSwitch.css'

const labels = { cn: msg`中文`, en: msg`English` }
const switchLabel = msg`Switch language`

/**
 * A plain link to the server's switch endpoint: it sets the `i18n_locale` cookie and redirects to
 * the same page in the other locale, query string kept, and works before JavaScript has loaded.
 * A private page's address carries a token (a badge, a mailed link): it never goes into another
 * address's query, where logs keep it; that page links to itself in the other language instead
 * (the choice is then not remembered, which only public pages' redirects use).
 */
export function languageSwitchHref(to: Locale, pathname: string, searchStr: string): string {
  if (isPrivatePagePath(pathname)) return localizePath(stripLocale(pathname), to) + searchStr
  const next = stripLocale(pathname) + searchStr
  return `/api/locale?${new URLSearchParams({ to, next }).toString()}`
}

/** `text` in the desktop top bar; `icon` (a globe, named by the target language) on mobile. */
export function LanguageSwitch({ variant = 'text', className }: { variant?: 'text' | 'icon'; className?: string }) {
  const { i18n } = useLingui()
  const location = useLocation()
  const to: Locale = useLocale() === 'en' ? 'cn' : 'en'
  const common = {
    href: languageSwitchHref(to, location.pathname, location.searchStr),
    hrefLang: LINGUI_LOCALE[to],
    lang: LINGUI_LOCALE[to],
  }
  if (variant === 'icon') {
    return (
      <a {...common} className={[langIcon, className].filter(Boolean).join(' ')} data-testid="language-switch-icon">
        <GlobeIcon />
        <span className={visuallyHidden}>{i18n._(labels[to])}</span>
      </a>
    )
  }
  return (
    <a
      {...common}
      className={[langSwitch, className].filter(Boolean).join(' ')}
      title={i18n._(switchLabel)}
      data-testid="language-switch"
    >
      {i18n._(labels[to])}
    </a>
  )
}
