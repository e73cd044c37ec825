import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Countdown } from '~/features/countdown'
import { Img } from '~/features/media'
import { SEARCH_OVERLAY_ID } from '~/features/search'
import { useConfig, useShellData } from '~/features/shell'
import { useLocaleParams } from '~/routing/locale'
import { siteNameMessage } from '~/seo/seo'
import { MenuIcon, SearchIcon } from '~/ui/icons'
import { openWithoutPopovers, popoversSupported } from '~/ui/popover-fallback'
import { container } from '~/ui/primitives.css'
import * as css from './Header.css'
import { HeaderButtons } from './HeaderButtons'
import { LanguageSwitch } from './LanguageSwitch'
import { MainNav } from './MainNav'
import { ShowInfo } from './ShowInfo'
import { useScrolledPast } from './use-scrolled-past'

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
  const scrolled = useScrolledPast(HEADER_BACKGROUND_THRESHOLD)
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()

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
