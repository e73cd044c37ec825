import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { HeroControls } from './HeroControls'
import { HeroOverlay } from './HeroOverlay'
import { HeroSlideView } from './HeroSlideView'
import * as css from './HomePage.css'
import {
  AUTOPLAY_MS,
  type HeroAction,
  type HeroSlide,
  heroText,
  onArrowKeys,
  prefersReducedMotion,
  swipeAction,
} from './hero'

const loadCarousel = () => import('./HeroCarousel')
const HeroCarousel = lazy(loadCarousel)

/**
 * The hero: the first slide is server-rendered as a plain image (the page's LCP element) with the
 * slide show's controls. The slide show's code (embla) loads only when it is needed: a control, an
 * arrow key, a touch, or the first autoplay step; a pointer over the hero fetches it ahead.
 */
export function HomeHero({ slides }: { slides: HeroSlide[] }) {
  const { i18n } = useLingui()
  const [live, setLive] = useState<{ firstAction: HeroAction | null; focusControl: string | null } | null>(null)
  const [playing, setPlaying] = useState(true)
  const touchStartX = useRef<number | null>(null)
  const canPlay = slides.length > 1
  const start = (firstAction: HeroAction | null) => {
    if (!canPlay) return
    const focusControl = document.activeElement?.getAttribute('data-hero-control') ?? null
    setLive((current) => current ?? { firstAction, focusControl })
  }
  const togglePlay = () => setPlaying((p) => !p)

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false)
  }, [])
  useEffect(() => {
    if (live || !playing || !canPlay) return
    const timer = window.setTimeout(() => setLive({ firstAction: { type: 'next' }, focusControl: null }), AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [live, playing, canPlay])

  const first = slides[0]
  const staticFrame = (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and pointer events bubble up from the focusable viewport and buttons inside; the frame itself is no control (WAI-ARIA carousel pattern)
    <div
      className={css.frame}
      onKeyDown={onArrowKeys(start)}
      onPointerEnter={() => void loadCarousel()}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null
        void loadCarousel()
      }}
      onTouchEnd={(event) => {
        // The first swipe happens before embla is there: it is read here and replayed.
        const startX = touchStartX.current
        const endX = event.changedTouches[0]?.clientX
        touchStartX.current = null
        if (startX === null || endX === undefined) return
        const action = swipeAction(endX - startX)
        if (action) start(action)
      }}
      data-testid="hero-carousel"
      data-selected={0}
    >
      <div className={css.viewport} tabIndex={canPlay ? 0 : undefined} data-hero-control="viewport">
        <div className={css.track}>{first && <HeroSlideView slide={first} index={0} count={slides.length} />}</div>
      </div>
      {canPlay && (
        <HeroControls count={slides.length} selected={0} playing={playing} onAction={start} onTogglePlay={togglePlay} />
      )}
    </div>
  )
  return (
    <section
      className={css.hero}
      aria-roledescription="carousel"
      aria-label={i18n._(heroText.carousel)}
      data-testid="hero"
    >
      {live ? (
        <Suspense fallback={staticFrame}>
          <HeroCarousel {...live} slides={slides} playing={playing} onTogglePlay={togglePlay} />
        </Suspense>
      ) : (
        staticFrame
      )}
      <HeroOverlay />
    </section>
  )
}
