import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { LocaleLink } from '~/features/layout'
import { SECTIONS } from '~/features/sections'
import { useConfig } from '~/features/shell'
import { localeOf } from '~/i18n/locales'
import { siteNameMessage } from '~/seo/seo'
import { buttonPrimary, container } from '~/ui/primitives.css'
import { HeroSlideView } from './HeroSlideView'
import * as css from './HomePage.css'
import { type HeroSlide, heroText } from './hero'

const HeroCarousel = lazy(() => import('./HeroCarousel'))

const lead = msg`Asia's meeting place for the organic trade: certified organic food, drinks and natural products from China and around the world, for importers, retailers, distributors and food-service buyers.`

/** Runs `callback` once the browser is idle (or after `timeout`), so the carousel never delays first paint. */
function whenIdle(callback: () => void, timeout = 1500): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 300)
  return () => clearTimeout(id)
}

/**
 * The hero: the first slide is server-rendered as a plain image (the page's LCP element), and the
 * slide show replaces it with the same frame once the browser is idle, loading its code then.
 */
export function HomeHero({ slides }: { slides: HeroSlide[] }) {
  const { i18n } = useLingui()
  const [enhanced, setEnhanced] = useState(false)
  const locale = localeOf(i18n.locale)
  const date = useConfig(`exhibition_date_${locale}`)
  const address = useConfig(`exhibition_address_${locale}`)
  useEffect(() => (slides.length > 1 ? whenIdle(() => setEnhanced(true)) : undefined), [slides.length])
  const first = slides[0]
  const fallback = (
    <div className={css.frame}>
      <div className={css.viewport}>
        <div className={css.track}>{first && <HeroSlideView slide={first} index={0} count={slides.length} />}</div>
      </div>
    </div>
  )
  return (
    <section
      className={css.hero}
      aria-roledescription="carousel"
      aria-label={i18n._(heroText.carousel)}
      data-testid="hero"
    >
      {enhanced ? (
        <Suspense fallback={fallback}>
          <HeroCarousel slides={slides} />
        </Suspense>
      ) : (
        fallback
      )}
      <div className={css.overlay}>
        <div className={`${container} ${css.overlayInner}`}>
          {(date || address) && <p className={css.eyebrow}>{[date, address].filter(Boolean).join(' · ')}</p>}
          <h1 id="home-title" className={css.title}>
            {i18n._(siteNameMessage)}
          </h1>
          <p className={css.lead}>{i18n._(lead)}</p>
          <div className={css.actions}>
            <LocaleLink to={SECTIONS['become-an-exhibitor'].path} className={buttonPrimary}>
              {i18n._(SECTIONS['become-an-exhibitor'].title)}
            </LocaleLink>
            <LocaleLink to={SECTIONS['visitor-guide'].path} className={css.buttonLight}>
              {i18n._(SECTIONS['visitor-guide'].title)}
            </LocaleLink>
          </div>
        </div>
      </div>
    </section>
  )
}
