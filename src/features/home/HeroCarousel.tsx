import { useLingui } from '@lingui/react'
import useEmblaCarousel from 'embla-carousel-react'
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'
import { HeroSlideView } from './HeroSlideView'
import * as css from './HomePage.css'
import { AUTOPLAY_MS, type HeroSlide, heroText } from './hero'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The hero slide show, loaded lazily after the static first slide has rendered: swipe (embla),
 * previous/next and per-slide buttons, arrow keys, and autoplay that pauses on hover, focus and
 * when the tab is hidden, and never starts for visitors who prefer reduced motion.
 */
export default function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { i18n } = useLingui()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: prefersReducedMotion() ? 0 : 25 })
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const [hovered, setHovered] = useState(false)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  useEffect(() => {
    if (!embla || !playing || hovered) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext()
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [embla, playing, hovered])

  const previous = useCallback(() => embla?.scrollPrev(), [embla])
  const next = useCallback(() => embla?.scrollNext(), [embla])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  return (
    <div
      className={css.frame}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="hero-carousel"
      data-selected={selected}
    >
      <div className={css.viewport} ref={viewportRef} tabIndex={0} aria-live={playing && !hovered ? 'off' : 'polite'}>
        <div className={css.track}>
          {slides.map((slide, index) => (
            <HeroSlideView key={slide.id} slide={slide} index={index} count={slides.length} />
          ))}
        </div>
      </div>
      <div className={css.controls}>
        <button type="button" className={css.control} onClick={previous} aria-label={i18n._(heroText.previous)}>
          ‹
        </button>
        <div className={css.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={css.dot}
              aria-current={index === selected ? 'true' : undefined}
              aria-label={i18n._({ ...heroText.goTo, values: { index: index + 1 } })}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
        <button type="button" className={css.control} onClick={next} aria-label={i18n._(heroText.next)}>
          ›
        </button>
        <button
          type="button"
          className={css.control}
          onClick={() => setPlaying((p) => !p)}
          aria-label={i18n._(playing ? heroText.pause : heroText.play)}
          aria-pressed={!playing}
          data-testid="hero-autoplay"
        >
          {playing ? '❚❚' : '▶'}
        </button>
      </div>
    </div>
  )
}
