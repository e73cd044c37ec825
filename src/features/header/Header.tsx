import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { Countdown } from '~/features/countdown'
import { Img } from '~/features/media'
import { SEARCH_OVERLAY_ID } from '~/features/search'
import { useConfig, useLocalConfig, useShellData } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { siteNameMessage } from '~/seo/seo'
import { MenuIcon, SearchIcon } from '~/ui/icons'
import { openWithoutPopovers, popoversSupported } from '~/ui/popover-fallback'
import { container } from '~/ui/primitives.css'
import * as css from './Header.css'
import { headerText } from './header-text'
import { LanguageSwitch } from './LanguageSwitch'
import { MainNav } from './MainNav'
import { preregHref } from './prereg'

/** Spec section 9: the header gets its background once the page is scrolled past 150 px. */
const HEADER_BACKGROUND_THRESHOLD = 150

const text = {
  openMenu: msg`Open the menu`,
  closeMenu: msg`Close the menu`,
  search: msg`Search news`,
}

export function Header() {
  const { i18n } = useLingui()
  const { menu } = useShellData()
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()

  // Read as the header hydrates, not only at the next scroll: the visitor may have scrolled already.
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_BACKGROUND_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header className={css.header} data-region="header" data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={css.topBar} data-testid="header-top-bar">
        <div className={`${container} ${css.topBarInner}`}>
          <Countdown />
          <ShowInfo />
          <div className={css.topActions}>
            <LanguageSwitch />
            <HeaderButtons />
          </div>
        </div>
      </div>
      <div className={css.navBar}>
        <div className={`${container} ${css.navBarInner}`}>
          <Link to="/{-$locale}/" params={useLocaleParams()} className={css.logo} activeOptions={{ exact: true }}>
            <Img
              src={useConfig('logo_mark')}
              alt=""
              width={40}
              height={40}
              loading="eager"
              fetchPriority="high"
              className={css.logoImage}
            />
            <span className={css.logoText}>{i18n._(siteNameMessage)}</span>
          </Link>
          <MainNav id={navId} items={menu} mobileOpen={menuOpen} onOpenChange={setMenuOpen} />
          <div className={css.navTools}>
            <button
              type="button"
              className={css.iconButton}
              aria-label={i18n._(text.search)}
              aria-haspopup="dialog"
              popoverTarget={SEARCH_OVERLAY_ID}
              onClick={() => openWithoutPopovers(SEARCH_OVERLAY_ID)}
              data-testid="search-open"
            >
              <SearchIcon />
            </button>
            <LanguageSwitch variant="icon" className={css.mobileOnly} />
            <button
              type="button"
              id={`${navId}-toggle`}
              className={`${css.iconButton} ${css.mobileOnly}`}
              // No aria-expanded: the browser gives a popover's button its expanded state (and the
              // HTML standard forbids the attribute beside popovertarget).
              aria-controls={navId}
              aria-label={i18n._(menuOpen ? text.closeMenu : text.openMenu)}
              popoverTarget={navId}
              onClick={() => {
                if (!popoversSupported()) setMenuOpen((open) => !open)
              }}
              data-testid="menu-toggle"
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </div>
    </header>
  )
}

function ShowInfo() {
  const { i18n } = useLingui()
  const date = useLocalConfig('exhibition_date')
  const address = useLocalConfig('exhibition_address')
  return (
    <dl className={css.showInfo}>
      <div className={css.infoItem}>
        <dt className={css.infoLabel}>{i18n._(headerText.date)}</dt>
        <dd className={css.infoValue} data-testid="show-date">
          {date}
        </dd>
      </div>
      <div className={`${css.infoItem} ${css.address}`}>
        <dt className={css.infoLabel}>{i18n._(headerText.address)}</dt>
        <dd className={css.infoValue} data-testid="show-address">
          {address}
        </dd>
      </div>
    </dl>
  )
}

/** Booth application and pre-registration: in the top bar and in the floating bar. */
export function HeaderButtons({ variant = 'top' }: { variant?: 'top' | 'floating' }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const prereg = preregHref(useConfig('prereg_url'), useConfig('prereg_promo_code'), locale)
  const cls = variant === 'top' ? css.topButton : css.floatingButton
  const params = useLocaleParams()
  return (
    <>
      <Link to="/{-$locale}/become-an-exhibitor" params={params} className={`${cls} ${css.boothButton}`}>
        {i18n._(headerText.booth)}
      </Link>
      {prereg ? (
        <a href={prereg} target="_blank" rel="noopener" className={`${cls} ${css.preregButton}`}>
          {i18n._(headerText.prereg)}
          <span className={css.srOnly}>{i18n._(headerText.newWindow)}</span>
        </a>
      ) : (
        // No outside address in the settings: the site's own registration (ADR 033).
        <Link to="/{-$locale}/register" params={params} className={`${cls} ${css.preregButton}`}>
          {i18n._(headerText.prereg)}
        </Link>
      )}
    </>
  )
}
