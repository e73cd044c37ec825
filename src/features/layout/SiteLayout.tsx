import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { SECTIONS } from '~/features/sections/sections'
import { siteNameMessage } from '~/seo/seo'
import { container } from '~/ui/primitives.css'
import { LanguageSwitch } from './LanguageSwitch'
import { LocaleLink } from './LocaleLink'
import * as css from './SiteLayout.css'

const text = {
  skip: msg`Skip to main content`,
  mainNav: msg`Main navigation`,
  copyright: msg`© 2025 China International Organic Food Expo. All rights reserved.`,
}

const NAV_ITEMS = ['introduce', 'become-an-exhibitor', 'visitor-guide', 'news', 'directories', 'contact'] as const

/** The page shell every route renders into: header, main slot and footer regions. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <>
      <a className={css.skipLink} href="#main">
        {i18n._(text.skip)}
      </a>
      <header className={css.header} data-region="header">
        <div className={`${container} ${css.headerInner}`}>
          <LocaleLink to="/" className={css.brand}>
            {i18n._(siteNameMessage)}
          </LocaleLink>
          <nav aria-label={i18n._(text.mainNav)}>
            <ul className={css.nav}>
              {NAV_ITEMS.map((id) => (
                <li key={id}>
                  <LocaleLink to={SECTIONS[id].path} className={css.navLink}>
                    {i18n._(SECTIONS[id].title)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={css.footer} data-region="footer">
        <div className={container}>
          <p>{i18n._(text.copyright)}</p>
        </div>
      </footer>
    </>
  )
}
