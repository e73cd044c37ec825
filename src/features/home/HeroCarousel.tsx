import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useRef, useState } from 'react'
import { HeroControls } from './HeroControls'
import { HeroSlideView } from './HeroSlideView'
import * as css from './HomePage.css'
import { AUTOPLAY_MS, type HeroAction, type HeroSlide, onArrowKeys, prefersReducedMotion } from './hero'

function perform(embla: UseEmblaCarouselType[1], action: HeroAction) {
  if (action.type === 'previous') embla?.scrollPrev()
  else if (action.type === 'next') embla?.scrollNext()
  else embla?.scrollTo(action.index)
}

export interface HeroCarouselProps {
  slides: HeroSlide[]
  /** What started the slide show (a control, a key or the autoplay timer); done once embla is ready. */
  firstAction: HeroAction | null
  /** The control (`data-hero-control`) that had focus in the static frame; it keeps focus here. */
  focusControl: string | null
  playing: boolean
  onTogglePlay: () => void
}

/**
 * The live slide show, loaded on demand (see HomeHero): swipe (embla), the controls, arrow keys,
 * and autoplay that pauses on hover, focus and when the tab is hidden.
 */
export default function HeroCarousel({ slides, firstAction, focusControl, playing, onTogglePlay }: HeroCarouselProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: prefersReducedMotion() ? 0 : 25 })
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  // Done once, as soon as embla is ready; a ref, since doing it changes nothing on screen by itself.
  const pendingAction = useRef(firstAction)

  useEffect(() => {
    if (focusControl) frameRef.current?.querySelector<HTMLElement>(`[data-hero-control="${focusControl}"]`)?.focus()
  }, [focusControl])

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
    if (!embla || !pendingAction.current) return
    perform(embla, pendingAction.current)
    pendingAction.current = null
  }, [embla])

  useEffect(() => {
    if (!embla || !playing || hovered) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext()
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [embla, playing, hovered])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and pointer events bubble up from the focusable viewport and buttons inside; the frame itself is no control (WAI-ARIA carousel pattern)
    <div
      ref={frameRef}
      className={css.frame}
      onKeyDown={onArrowKeys((action) => perform(embla, action))}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="hero-carousel"
      data-selected={selected}
    >
      <div
        className={css.viewport}
        ref={viewportRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide viewport takes focus so arrow keys change slides (WAI-ARIA carousel pattern)
        tabIndex={0}
        data-hero-control="viewport"
        aria-live={playing && !hovered ? 'off' : 'polite'}
      >
        <div className={css.track}>
          {slides.map((slide, index) => (
            <HeroSlideView
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              current={index === selected}
            />
          ))}
        </div>
      </div>
      <HeroControls
        count={slides.length}
        selected={selected}
        playing={playing}
        onAction={(action) => perform(embla, action)}
        onTogglePlay={onTogglePlay}
      />
    </div>
  )
}
