import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ReactNode, useEffect } from 'react'
import { useChunkReload } from '~/features/chunk-reload'
import { FloatingBar } from '~/features/floating-bar'
import { Footer } from '~/features/footer'
import { Header } from '~/features/header'
import { LoadingBar } from '~/features/loading-bar'
import { MediaDialogs } from '~/features/media-dialogs'
import { OfflineBanner } from '~/features/network'
import { SearchOverlay } from '~/features/search'
import { useLocalConfig } from '~/features/shell'
import { ToastRegions } from '~/features/toast'
import { shareInWeChat } from '~/features/wechat'
import { useLocale } from '~/routing/locale'
import * as css from './SiteLayout.css'

const text = {
  skip: msg`Skip to main content`,
}

/**
 * The shared layout of every page (spec section 2): header, page slot, photo and video dialogs,
 * search overlay, floating box, footer; plus the loading bar, the offline banner, toasts, the
 * chunk-reload guard and WeChat sharing.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  useChunkReload()
  // The root marks <html data-hydrated> when it has hydrated, but this layout may hydrate later (a
  // Suspense boundary of the router's): its own mark says the dialogs' and the chunk guard's
  // listeners (effects of this component and its children, which run first) are in place.
  useEffect(() => {
    document.documentElement.dataset.layoutHydrated = 'true'
  }, [])
  const locale = useLocale()
  const description = useLocalConfig('site_description')
  useEffect(() => shareInWeChat(locale, description), [locale, description])
  return (
    <>
      <div id="top" tabIndex={-1} className={css.topAnchor} />
      <a className={css.skipLink} href="#main">
        {i18n._(text.skip)}
      </a>
      <LoadingBar />
      <Header />
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <SearchOverlay />
      <FloatingBar />
      <MediaDialogs />
      <OfflineBanner />
      <ToastRegions />
    </>
  )
}
