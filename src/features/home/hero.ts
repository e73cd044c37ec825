import { msg } from '@lingui/core/macro'

export interface HeroSlide {
  id: number
  src: string
  alt: string
  width: number
  height: number
}

export const heroText = {
  carousel: msg`Highlights of the fair`,
  slide: msg`Slide {index} of {count}`,
  previous: msg`Previous slide`,
  next: msg`Next slide`,
  goTo: msg`Go to slide {index}`,
  pause: msg`Pause the slide show`,
  play: msg`Play the slide show`,
}

/** Autoplay interval; never used when the visitor prefers reduced motion. */
export const AUTOPLAY_MS = 6000

/** What a visitor (or the autoplay timer) asked the slide show to do. */
export type HeroAction = { type: 'previous' } | { type: 'next' } | { type: 'go'; index: number }

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The arrow keys move the slide show; other keys are left alone. */
export function keyAction(key: string): HeroAction | null {
  if (key === 'ArrowLeft') return { type: 'previous' }
  if (key === 'ArrowRight') return { type: 'next' }
  return null
}

/** A horizontal swipe of at least 40 px moves one slide (leftwards: the next one). */
export function swipeAction(deltaX: number): HeroAction | null {
  if (Math.abs(deltaX) < 40) return null
  return deltaX < 0 ? { type: 'next' } : { type: 'previous' }
}
